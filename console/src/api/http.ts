/**
 * The one way the console talks to the content service: JSON over fetch with the bearer token of the
 * session, errors turned into react-admin's HttpError (its `body` is the API's `{ message, errors }`, so
 * forms show per-field messages and notifications the message).
 */
import { HttpError } from 'ra-core';

/** Where the token of this tab lives (sessionStorage in the browser: gone when the tab closes). */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

export const TOKEN_KEY = 'brids-console-token';

export function sessionTokenStore(storage: Storage = sessionStorage): TokenStore {
  return {
    get: () => storage.getItem(TOKEN_KEY),
    set: (token) => (token === null ? storage.removeItem(TOKEN_KEY) : storage.setItem(TOKEN_KEY, token)),
  };
}

/** A token held in memory (tests, and a fallback where sessionStorage is unavailable). */
export function memoryTokenStore(): TokenStore {
  let token: string | null = null;
  return { get: () => token, set: (value) => void (token = value) };
}

/** The API's error body. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  [key: string]: unknown;
}

export interface ApiClient {
  /** The content service's origin ('' in the browser: the console is served by it). */
  baseUrl: string;
  tokens: TokenStore;
  /** JSON request; resolves with the parsed body (undefined for 204), rejects with HttpError. */
  request<T = unknown>(path: string, init?: { method?: string; body?: unknown; query?: Record<string, string | number | undefined> }): Promise<T>;
}

/** `filter[status]=draft&page[number]=2`: the API's query conventions, undefined values left out. */
export function queryString(query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createApiClient({ baseUrl = '', tokens }: { baseUrl?: string; tokens: TokenStore }): ApiClient {
  return {
    baseUrl,
    tokens,
    async request<T>(path: string, init: { method?: string; body?: unknown; query?: Record<string, string | number | undefined> } = {}) {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = tokens.get();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}${queryString(init.query)}`, {
          method: init.method ?? 'GET',
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
      } catch {
        throw new HttpError('console.error.network', 0, { message: 'console.error.network' });
      }
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = { message: text.slice(0, 200) || response.statusText };
      }
      if (!response.ok) {
        const error = (body ?? { message: response.statusText }) as ApiErrorBody;
        throw new HttpError(error.message || response.statusText, response.status, error);
      }
      return body as T;
    },
  };
}
