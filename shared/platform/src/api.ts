import { createApiClient } from '@brids/contracts';

let tokenSource: () => string | null | undefined = () => null;

/** Lets the shell's auth state provide the bearer token sent with every call. */
export function setTokenSource(source: () => string | null | undefined): void {
  tokenSource = source;
}

/** The one API client of the browser: same-origin `/api`, proxied to the content service. */
export const api = createApiClient({ baseUrl: '/api', getToken: () => tokenSource() });
