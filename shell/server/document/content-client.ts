import { createApiClient, type ApiClient } from '@brids/contracts';
import { REQUEST_ID_HEADER } from '@brids/server-operations';
import { ContentUnavailableError, isContentUnavailable, type ContentBreaker } from '../content/content-breaker.ts';
import { oldest, type ContentVersion } from '../content/content-version.ts';

/** The content service as one document's pipeline sees it: the typed client, and the fetch it runs on. */
export interface ContentClient {
  /** The typed client of `@brids/contracts` (answers parsed by their zod schemas). */
  api: ApiClient;
  /** Its fetch: the request id sent on, each GET asked for once (for the server render's own client). */
  fetch: typeof fetch;
  /** The content service's origin (a cache of this server keys on it). */
  origin: string;
  /** The content version this server follows (content-version.ts): a cache of what this client fetched checks it. */
  versions: ContentVersion;
  /** The oldest content version of the answers this client has had so far (undefined: none said one). */
  readonly version: number | undefined;
  /**
   * Whether a call of this document found the content service unavailable (time-out, no answer, 502-504,
   * breaker open) or still waits for its answer (a render that gave up waited for the service).
   */
  readonly unavailable: boolean;
  /**
   * Resolves once no call of this document waits for its answer (each ends by its answer or by the breaker's
   * time-out), so `unavailable` then says only whether the service failed.
   */
  settled(): Promise<void>;
}

/** A URL as a key: the same call whatever the order of its query (`?locale=id&include=related`). */
function callKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.href;
}

interface StoredAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer;
}

/**
 * The content client of one document: its head, its 404 and its server render all call the content
 * service through it, and a GET already made for the document (the page's resource, fetched for the
 * head, then by the page's loader) is answered again from the first answer instead of asked twice.
 * Every call goes through the server's circuit breaker with its time-out (content-breaker.ts).
 */
export function createContentClient(contentApiUrl: string, requestId: string, breaker: ContentBreaker, versions: ContentVersion): ContentClient {
  const answers = new Map<string, Promise<StoredAnswer>>();
  let unavailable = false;
  let version: number | undefined;
  let waiting = 0;
  const inFlight = new Set<Promise<unknown>>();
  const noted = <T>(call: Promise<T>): Promise<T> => {
    waiting += 1;
    const tracked = call
      .catch((error: unknown) => {
        if (isContentUnavailable(error)) unavailable = true;
        throw error;
      })
      .finally(() => {
        waiting -= 1;
        inFlight.delete(tracked);
      });
    inFlight.add(tracked);
    return tracked;
  };
  const send = (url: string, init: RequestInit | undefined) =>
    noted(
      breaker.fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), [REQUEST_ID_HEADER]: requestId } }).then((res) => {
        if (res.status >= 502 && res.status <= 504) unavailable = true;
        else version = oldest(version, versions.seen(res.headers));
        return res;
      }),
    );
  const documentFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if ((init?.method ?? 'GET') !== 'GET') return send(url, init);
    const key = callKey(url);
    let answer = answers.get(key);
    if (!answer) {
      answer = send(url, init).then(async (res) => {
        // The body is read under the same time-out: a service that stops half-way is unavailable too.
        const body = await noted(res.arrayBuffer().catch((error: unknown) => Promise.reject(new ContentUnavailableError(`the content service stopped answering: ${String(error)}`))));
        return { status: res.status, statusText: res.statusText, headers: res.headers, body };
      });
      answers.set(key, answer);
    }
    const { status, statusText, headers, body } = await answer;
    return new Response(status === 204 || status === 304 ? null : body.slice(0), { status, statusText, headers });
  }) as typeof fetch;
  return {
    api: createApiClient({ baseUrl: `${contentApiUrl}/api`, fetch: documentFetch }),
    fetch: documentFetch,
    origin: contentApiUrl,
    versions,
    get version() {
      return version;
    },
    get unavailable() {
      return unavailable || waiting > 0;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
