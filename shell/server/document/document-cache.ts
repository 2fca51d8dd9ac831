import { LRUCache } from 'lru-cache';

/** A document as the shell server answers it. */
export interface DocumentAnswer {
  status: number;
  /** The route of the page (its policy features), undefined for a not-found document. */
  routeName: string | undefined;
  html: string;
  /** Set when the server rendered the page: the script nonce inside `html`, replaced by each answer's own. */
  nonce?: string;
  /** A page's loader redirected (`status` 3xx): where to. */
  redirect?: string;
  /** The content service could not answer (a 503): the last good copy of the document is sent instead, when one is kept. */
  unavailable?: true;
  /** This answer is a last good copy, sent because the content service could not answer. */
  lastGood?: true;
  /** The oldest content version of the content service's answers it was made from (content-version.ts). */
  contentVersion?: number | undefined;
}

export interface DocumentCacheOptions {
  /** How long a rendered document is sent as it is (DOCUMENT_CACHE_TTL_MS; 0: no cache). */
  freshMs: number;
  /** Past `freshMs` and up to this age, it is still sent once while a new one renders behind it. */
  staleMs: number;
  /** The cache's size in characters of markup (least recently used out first). */
  maxChars: number;
}

/** What `npm start` runs with: 5 s, as the content service's own answers; stale for a minute; 32 M characters. */
export const DOCUMENT_CACHE_DEFAULTS: DocumentCacheOptions = { freshMs: 5000, staleMs: 60_000, maxChars: 32 * 1024 * 1024 };

/** Only a page the server rendered is kept: a document the browser renders (a fault) is tried again next time. */
const cacheable = (answer: DocumentAnswer) => answer.status === 200 && answer.nonce !== undefined;

interface Entry {
  answer: DocumentAnswer;
  renderedAt: number;
}

/**
 * Server-rendered documents kept briefly per key (the release, the path and the query: every visitor
 * gets the same rendered page; the caller never asks for previews). A document past `freshMs` is sent
 * once more while the next one renders (stale-while-revalidate), and requests for the same document
 * at the same time share one render. A pin changes the release's part of the key, so the new pin
 * renders on its first request. While the content service cannot answer (`unavailable`), the last
 * document rendered for the key is sent whatever its age, as long as the cache (`maxChars`) holds it:
 * a copy of this instance, used only while the service is away, so instances need not agree on it.
 * A document made from content older than the newest content version known (`isCurrent`, a publish on any
 * instance) is neither fresh nor stale: the next request renders it again, and waits for it.
 */
export function createDocumentCache(
  options: DocumentCacheOptions,
  now: () => number = Date.now,
  isCurrent: (contentVersion: number | undefined) => boolean = () => true,
) {
  const cache = new LRUCache<string, Entry>({ maxSize: options.maxChars, sizeCalculation: (entry) => Math.max(1, entry.answer.html.length) });
  const rendering = new Map<string, Promise<DocumentAnswer>>();

  function render(key: string, produce: () => Promise<DocumentAnswer>): Promise<DocumentAnswer> {
    let pending = rendering.get(key);
    if (!pending) {
      pending = produce()
        .then((answer) => {
          if (cacheable(answer)) cache.set(key, { answer, renderedAt: now() });
          else if (!answer.unavailable) cache.delete(key);
          return answer;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  return {
    /** The answer of `key`: kept, or made by `produce` (whose faults are answers, logged where they happen). */
    async answer(key: string, produce: () => Promise<DocumentAnswer>): Promise<DocumentAnswer> {
      const entry = cache.get(key);
      const age = entry && isCurrent(entry.answer.contentVersion) ? now() - entry.renderedAt : Infinity;
      if (entry && age < options.freshMs) return entry.answer;
      if (entry && age < options.staleMs) {
        render(key, produce).catch(() => cache.delete(key));
        return entry.answer;
      }
      const answer = await render(key, produce);
      const lastGood = answer.unavailable ? cache.get(key) : undefined;
      return lastGood ? { ...lastGood.answer, lastGood: true } : answer;
    },
    get size() {
      return cache.size;
    },
  };
}

export type DocumentCache = ReturnType<typeof createDocumentCache>;

/** The markup with this answer's script nonce in place of the one it was rendered with. */
export const withNonce = (answer: DocumentAnswer, nonce: string): string =>
  answer.nonce === undefined ? answer.html : answer.html.replaceAll(`nonce="${answer.nonce}"`, `nonce="${nonce}"`);
