/**
 * The answers of a document's first-view API calls, fetched by the server from the content service
 * and inlined into the document (`responses`, INLINE_DATA of @brids/contracts), so the browser makes
 * none of those requests: on a phone each was a request and an answer to handle on the main thread
 * while the page starts, and the preload links that started them were parsed into the document's
 * first task. Only answers the content service gave with 200 are inlined; any other call keeps its
 * preload link and the browser asks itself, so its errors (a menu's 404 shows the not-found page,
 * spec §8) are handled by the page as before.
 *
 * Answers are kept `ttlMs` (the content service's own answers carry a short max-age too), and a
 * call already on its way is shared, so a burst of documents asks the content service once.
 */
export interface FirstViewData {
  /** The inlinable answers of `calls` (paths under `/api`), by call. */
  answers(calls: readonly string[]): Promise<Record<string, unknown>>;
}

/** How long an answer is reused: menus and settings changed in the CMS show within this time. */
export const FIRST_VIEW_DATA_TTL_MS = 10_000;
/** A first-view call the content service has not answered by then is left to the browser. */
export const FIRST_VIEW_DATA_TIMEOUT_MS = 1500;
const MAX_ENTRIES = 500;

interface Entry {
  until: number;
  answer: Promise<unknown>;
}

export function createFirstViewData(contentApiUrl: string, options: { ttlMs?: number; now?: () => number } = {}): FirstViewData {
  const ttlMs = options.ttlMs ?? FIRST_VIEW_DATA_TTL_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();

  async function fetchAnswer(call: string): Promise<unknown> {
    try {
      const res = await fetch(contentApiUrl + call, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(FIRST_VIEW_DATA_TIMEOUT_MS),
      });
      if (res.status !== 200) return undefined;
      return (await res.json()) as unknown;
    } catch {
      return undefined; // unreachable, slow or not JSON: the browser asks itself
    }
  }

  function answerOf(call: string): Promise<unknown> {
    const at = now();
    const cached = cache.get(call);
    if (cached && cached.until > at) return cached.answer;
    if (cache.size >= MAX_ENTRIES) {
      for (const [key, entry] of cache) if (entry.until <= at) cache.delete(key);
      if (cache.size >= MAX_ENTRIES) cache.clear();
    }
    const answer = fetchAnswer(call);
    cache.set(call, { until: at + ttlMs, answer });
    // A failed call is not kept: the next document asks again.
    void answer.then((body) => {
      if (body === undefined && cache.get(call)?.answer === answer) cache.delete(call);
    });
    return answer;
  }

  return {
    async answers(calls) {
      const bodies = await Promise.all(calls.map(answerOf));
      const inlined: Record<string, unknown> = {};
      calls.forEach((call, index) => {
        if (bodies[index] !== undefined) inlined[call] = bodies[index];
      });
      return inlined;
    },
  };
}
