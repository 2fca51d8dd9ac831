import CircuitBreaker from 'opossum';
import pRetry, { AbortError } from 'p-retry';
import { z } from 'zod';
import { type ClientDirectory, ClientDirectoryUnavailable, type RegisteredClient } from './client-directory.ts';

/** The registry's answer to a found client (200). */
const registeredClient = z.object({
  clientId: z.string().trim().min(1).max(200),
  fullName: z.string().trim().min(1).max(200),
  email: z.string().trim().min(3).max(254),
});

export interface ClientRegistryOptions {
  /** CLIENT_REGISTRY_URL: the registry's base URL; lookups go to `{url}/clients/verify`. */
  url: string;
  /** How long one attempt may take, headers and body (default 2000 ms). */
  timeoutMs?: number;
  /** Further attempts after a failed one: no answer, a time-out, 429 or 5xx (default 2). */
  retries?: number;
  /** The wait before the first retry, doubled for the next (default 100 ms). */
  backoffMs?: number;
  /** How long the breaker stays open before one lookup tries again (default 10 000 ms). */
  resetMs?: number;
  /** Failed lookups within ten seconds before the breaker may open (default 3; it opens at half of them failing). */
  volumeThreshold?: number;
  /** Told of every attempt that failed (logs, tests). */
  onFailedAttempt?: (error: Error, attempt: number) => void;
}

/** The state and counters the routes and tests read. */
export interface ClientRegistry extends ClientDirectory {
  /** Seconds a visitor should wait before trying again (`Retry-After`). */
  readonly retryAfterSeconds: number;
  /** The breaker's events (`open`, `halfOpen`, `close`, `reject`...): metrics subscribe here. */
  readonly events: Pick<CircuitBreaker, 'on' | 'off'>;
  close(): void;
}

/** An attempt that failed in a way a retry may fix (no answer, a time-out, 429, 5xx). */
class RetryableFailure extends ClientDirectoryUnavailable {}

/** One lookup: 200 the client, 404 not a client, anything else a failure (retryable or not). */
async function verify(url: string, codeLast7: string, timeoutMs: number): Promise<RegisteredClient | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ codeLast7 }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const what = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String((error as Error).cause ?? error);
    throw new RetryableFailure(`the client registry is unreachable: ${what}`, { cause: error });
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    throw new RetryableFailure(`the client registry answered ${response.status}`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    // A 4xx other than 404 is this service's request or credentials being wrong: retrying cannot help.
    throw new AbortError(new ClientDirectoryUnavailable(`the client registry refused the lookup: ${response.status}`));
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new RetryableFailure(`the client registry's answer was cut off or not JSON: ${String(error)}`, { cause: error });
  }
  const parsed = registeredClient.safeParse(body);
  if (!parsed.success) throw new AbortError(new ClientDirectoryUnavailable(`the client registry's answer has an unexpected shape: ${parsed.error.message}`));
  return { clientId: parsed.data.clientId, fullName: parsed.data.fullName, email: parsed.data.email };
}

/**
 * The brokerage's client registry over HTTP as the client directory: `POST {url}/clients/verify`
 * `{ codeLast7 }` (a lookup that changes nothing, so it is retried), each attempt bounded by a time-out,
 * up to `retries` more attempts with exponential backoff, the whole lookup through a circuit breaker
 * (opossum): once half of the recent lookups failed the breaker opens and lookups fail at once for
 * `resetMs`, then one tries again and closes it. A failure is ClientDirectoryUnavailable, never "not a client".
 */
export function clientRegistry(options: ClientRegistryOptions): ClientRegistry {
  const endpoint = `${options.url.replace(/\/+$/, '')}/clients/verify`;
  const { timeoutMs = 2000, retries = 2, backoffMs = 100, resetMs = 10_000, volumeThreshold = 3 } = options;
  const lookup = (codeLast7: string) =>
    pRetry(() => verify(endpoint, codeLast7, timeoutMs), {
      retries,
      minTimeout: backoffMs,
      factor: 2,
      shouldRetry: ({ error }) => error instanceof RetryableFailure,
      onFailedAttempt: ({ error, attemptNumber }) => options.onFailedAttempt?.(error, attemptNumber),
    });
  const breaker = new CircuitBreaker(lookup, {
    timeout: false,
    resetTimeout: resetMs,
    errorThresholdPercentage: 50,
    rollingCountTimeout: 10_000,
    volumeThreshold,
  });
  return {
    async find(codeLast7) {
      try {
        return await breaker.fire(codeLast7);
      } catch (error) {
        if (error instanceof ClientDirectoryUnavailable) throw error;
        if ((error as { code?: string }).code === 'EOPENBREAKER') throw new ClientDirectoryUnavailable('the client registry is unavailable (circuit open)', { cause: error });
        throw new ClientDirectoryUnavailable(`the client registry lookup failed: ${String(error)}`, { cause: error });
      }
    },
    retryAfterSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
    events: breaker,
    close: () => breaker.shutdown(),
  };
}
