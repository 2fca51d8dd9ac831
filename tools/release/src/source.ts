// Where `verify` fetches a release's files from: the environment's site over HTTP (`--origin`),
// or, without one, the remotes store (the folder or the bucket that holds `/remotes/<remote>/<version>/`).
// Absolute URLs (a CDN, a squad's dev server) are always fetched over HTTP.
import { ObjectStoreError, type ObjectStore } from '@brids/object-store';

export interface Fetched {
  /** HTTP status; 200 for a file that exists, 404 for one that does not. */
  status: number;
  text: string;
  /** The bytes as answered (a file's, a 200's body), for the integrity the pin records. */
  bytes?: Uint8Array;
  /** Where it came from, for the report. */
  location: string;
}

export interface Source {
  /** `url` is relative to the site (`/remotes/...`) or absolute. */
  get(url: string): Promise<Fetched>;
  describe(): string;
}

const HTTP_TIMEOUT_MS = 10_000;

async function httpGet(url: string): Promise<Fetched> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS), headers: { 'User-Agent': 'brids-release-verify' } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { status: res.status, text: new TextDecoder().decode(bytes), bytes, location: url };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } }).cause;
    const code = cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message;
    return { status: 0, text: (error as Error).name === 'TimeoutError' ? 'timed out' : (code ?? (error as Error).message), location: url };
  }
}

/** How many files verify reads from the store at once: a release's files are hundreds, a store takes them in turn. */
const STORE_READS_AT_ONCE = 16;

/** A gate that lets `limit` calls run at once, the rest waiting their turn. */
function gate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export function createSource(options: { store: ObjectStore; origin?: string }): Source {
  const origin = options.origin?.replace(/\/$/, '');
  const inTurn = gate(STORE_READS_AT_ONCE);
  return {
    describe: () => origin ?? options.store.describe(),
    async get(url) {
      if (/^https?:\/\//.test(url)) return httpGet(url);
      if (origin) return httpGet(origin + url);
      const pathname = decodeURIComponent(new URL(url, 'http://site').pathname);
      if (!pathname.startsWith('/remotes/')) return { status: 404, text: 'not under /remotes/', location: pathname };
      const key = pathname.slice('/remotes/'.length);
      const location = `${options.store.describe()}/${key}`;
      try {
        const bytes = await inTurn(() => options.store.get(key));
        return bytes ? { status: 200, text: bytes.toString('utf8'), bytes, location } : { status: 404, text: 'no such file', location };
      } catch (error) {
        // The store did not answer (status 0, as a site that is down); any other throw is a path that is no key.
        if (error instanceof ObjectStoreError) return { status: 0, text: error.message, location };
        return { status: 404, text: 'not a published file', location };
      }
    },
  };
}
