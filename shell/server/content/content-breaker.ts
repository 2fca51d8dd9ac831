import CircuitBreaker from 'opossum';

/** The content service did not answer in time, could not be reached, said it is unavailable, or the breaker is open. */
export class ContentUnavailableError extends Error {
  /** What the site's error pages read (`statusOf`): 503 shows 'content unavailable'. */
  readonly status = 503;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentUnavailableError';
  }
}

/** Answers that mean the service (or a proxy before it) is down, not that the call was wrong. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * Whether an error means the content service is unavailable: no answer, a time-out, the breaker open, or
 * an ApiError of 502-504 (not a 4xx or a 500 of its own, which are answers).
 */
export function isContentUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ContentUnavailableError') return true;
  const { status } = error as { status?: unknown };
  return error.name === 'ApiError' && typeof status === 'number' && UNAVAILABLE_STATUSES.has(status);
}

export interface ContentBreakerOptions {
  /** CONTENT_TIMEOUT_MS: how long one server-side call may take (headers and body). */
  timeoutMs: number;
  /** How long the breaker stays open before one call tries again. */
  resetMs?: number;
}

/** What `createContentBreaker` gives: the guarded fetch, and the breaker's state for the /api proxy and the 503 pages. */
export interface ContentBreaker {
  /** `fetch` with a time-out, through the breaker; throws ContentUnavailableError when the service is unavailable. */
  fetch: (input: string | URL | Request, init?: RequestInit & { timeoutMs?: number }) => Promise<Response>;
  /** Runs a call made another way (the /api proxy) through the breaker: it rejects at once while the breaker is open. */
  track: <T>(run: () => Promise<T>) => Promise<T>;
  /** The breaker is open (or half-open with its one trial under way): calls fail without being made. */
  readonly refusing: boolean;
  /** Seconds a visitor should wait before trying again (`Retry-After`). */
  retryAfterSeconds: number;
  /** The breaker's events (`open`, `halfOpen`, `close`, `success`, `failure`, `timeout`, `reject`): metrics subscribe here. */
  events: Pick<CircuitBreaker, 'on' | 'off'>;
}

/** Thrown inside the breaker for an answer that counts as a failure; the caller still gets the answer. */
class UnavailableAnswer extends Error {
  constructor(readonly response: Response) {
    super(`the content service answered ${response.status}`);
  }
}

/**
 * One circuit breaker (opossum) for every call this server makes to the content service: each call has
 * a time-out, and once half of the recent calls failed (at least `volumeThreshold` of them within ten
 * seconds) the breaker opens: for `resetMs` every call fails at once, so a hung or dead content service
 * costs a document nothing more than the decision to send its last good copy or its 503 page. Then one
 * call tries again and closes it. Only unavailability counts (no answer, a time-out, 502/503/504); a 4xx
 * or a 500 of the content service is an answer.
 */
export function createContentBreaker(options: ContentBreakerOptions): ContentBreaker {
  const resetMs = options.resetMs ?? 5000;
  const breaker = new CircuitBreaker(<T>(run: () => Promise<T>) => run(), {
    timeout: false,
    resetTimeout: resetMs,
    errorThresholdPercentage: 50,
    rollingCountTimeout: 10_000,
    volumeThreshold: 3,
  });
  const track = <T>(run: () => Promise<T>): Promise<T> =>
    (breaker.fire(run) as Promise<T>).catch((error: unknown) => {
      if (error instanceof UnavailableAnswer) return error.response as T;
      if ((error as { code?: string }).code === 'EOPENBREAKER') throw new ContentUnavailableError('the content service is unavailable (circuit open)');
      throw error;
    });

  const guardedFetch: ContentBreaker['fetch'] = (input, init = {}) => {
    const { timeoutMs = options.timeoutMs, ...rest } = init;
    const signal = rest.signal ? AbortSignal.any([rest.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    return track(async () => {
      let response: Response;
      try {
        response = await fetch(input, { ...rest, signal });
      } catch (error) {
        const what = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(error);
        throw new ContentUnavailableError(`the content service is unavailable: ${what}`, { cause: error });
      }
      if (UNAVAILABLE_STATUSES.has(response.status)) throw new UnavailableAnswer(response);
      return response;
    });
  };

  return {
    fetch: guardedFetch,
    track,
    get refusing() {
      return !breaker.closed && !breaker.pendingClose;
    },
    retryAfterSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
    events: breaker,
  };
}
