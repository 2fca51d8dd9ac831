import { createApiClient, readInlineData } from '@brids/contracts';

let tokenSource: () => string | null | undefined = () => null;

/** Lets the shell's auth state provide the bearer token sent with every call. */
export function setTokenSource(source: () => string | null | undefined): void {
  tokenSource = source;
}

let inlined: Map<string, unknown> | undefined;

/**
 * A first-view answer the shell server inlined into the document (`responses`), used once: a
 * later call of the same URL (the next visit of the page, a locale switched back) fetches it fresh.
 */
function takeInlined(url: string): unknown {
  inlined ??= new Map(Object.entries(readInlineData<Record<string, unknown>>('responses') ?? {}));
  const body = inlined.get(url);
  inlined.delete(url);
  return body;
}

/** The one API client of the browser: same-origin `/api`, proxied to the content service. */
export const api = createApiClient({ baseUrl: '/api', getToken: () => tokenSource(), preloaded: takeInlined });
