import { createApiClient, type ApiClient } from '@brids/contracts';
import { REQUEST_ID_HEADER } from '@brids/server-operations';

/** How long one content-service call of a document may take. */
const CALL_TIMEOUT_MS = 3000;

/** The content service as one document's pipeline sees it: the typed client, and the fetch it runs on. */
export interface ContentClient {
  /** The typed client of `@brids/contracts` (answers parsed by their zod schemas). */
  api: ApiClient;
  /** Its fetch: the request id sent on, each GET asked for once (for the server render's own client). */
  fetch: typeof fetch;
  /** The content service's origin (a cache of this server keys on it). */
  origin: string;
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
 */
export function createContentClient(contentApiUrl: string, requestId: string): ContentClient {
  const answers = new Map<string, Promise<StoredAnswer>>();
  const send = (url: string, init: RequestInit | undefined) =>
    fetch(url, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), [REQUEST_ID_HEADER]: requestId },
      signal: init?.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  const documentFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if ((init?.method ?? 'GET') !== 'GET') return send(url, init);
    const key = callKey(url);
    let answer = answers.get(key);
    if (!answer) {
      answer = send(url, init).then(async (res) => ({ status: res.status, statusText: res.statusText, headers: res.headers, body: await res.arrayBuffer() }));
      answers.set(key, answer);
    }
    const { status, statusText, headers, body } = await answer;
    return new Response(status === 204 || status === 304 ? null : body.slice(0), { status, statusText, headers });
  }) as typeof fetch;
  return { api: createApiClient({ baseUrl: `${contentApiUrl}/api`, fetch: documentFetch }), fetch: documentFetch, origin: contentApiUrl };
}
