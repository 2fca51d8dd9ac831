/** The header of the content service's answers naming the content version they were made at. */
export const CONTENT_VERSION_HEADER = 'x-content-version';

/** How often this server asks the content service for the content version. */
export const CONTENT_VERSION_POLL_MS = 1000;

/** A lower version polled this many times in a row is a new database (a fresh sample site), not a lagging instance. */
const LOWER_POLLS_TO_RESET = 3;

/**
 * The content version as this server knows it (the content service's propagation/version-watcher.ts):
 * asked for every second (`GET /content-version`, outside the circuit breaker: it never counts as a
 * page's call), and raised by every answer's `X-Content-Version`. Every cache of content this server
 * keeps (documents, redirect rules and unpublished menus, the home page's settings, the sitemap) stores
 * the version of the answers it was made from and is reused only while `isCurrent` says so, so a publish
 * reaches every shell server within about two seconds, whatever the caches' own lifetimes. The content
 * service's instances may lag one another by up to their poll: the version of each answer, not this
 * server's, is what a cache keeps, so an older answer is never kept as a newer one.
 */
export function followContentVersion(
  contentApiUrl: string,
  options: { pollMs?: number; log?: (message: string) => void; onReachable?: (reachable: boolean) => void } = {},
) {
  let current: number | undefined;
  let lowerPolls = 0;
  let failing = false;
  let reachable: boolean | undefined;
  const answered = (ok: boolean) => {
    reachable = ok;
    options.onReachable?.(ok);
  };

  const raise = (version: number) => {
    if (current === undefined || version > current) current = version;
  };

  async function poll(): Promise<void> {
    try {
      const res = await fetch(`${contentApiUrl}/content-version`, { signal: AbortSignal.timeout(2000) });
      if (!res.ok) throw new Error(`GET /content-version answered ${res.status}`);
      const { version } = (await res.json()) as { version?: unknown };
      if (typeof version !== 'number' || !Number.isInteger(version)) throw new Error('GET /content-version answered no version');
      failing = false;
      answered(true);
      if (current !== undefined && version < current) {
        lowerPolls += 1;
        if (lowerPolls >= LOWER_POLLS_TO_RESET) current = version;
      } else {
        lowerPolls = 0;
        raise(version);
      }
    } catch (error) {
      // The content service away (its breaker handles the pages): the caches keep their own lifetimes meanwhile.
      if (!failing) options.log?.(`content version: ${error instanceof Error ? error.message : String(error)}`);
      failing = true;
      answered(false);
    }
  }

  const firstPoll = poll();
  const timer = setInterval(() => void poll(), options.pollMs ?? CONTENT_VERSION_POLL_MS);
  timer.unref();

  return {
    /**
     * Whether the last poll was answered: the content service's state as this server sees it (the informative
     * `content-service` entry of /readyz, `shell_content_service_up`); undefined before the first poll ends.
     */
    get reachable(): boolean | undefined {
      return reachable;
    },
    /** The first poll, started with this follower (a /readyz just after start-up waits for it). */
    firstPoll,
    /** The newest content version this server knows; undefined until the content service told it one. */
    get current(): number | undefined {
      return current;
    },
    /** The version an answer was made at (its header), which also raises `current`; undefined without one. */
    seen(headers: Headers): number | undefined {
      const value = headers.get(CONTENT_VERSION_HEADER);
      if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
      const version = Number(value);
      raise(version);
      return version;
    },
    /**
     * Whether something made from answers of `version` may still be reused: not older than the newest
     * version known. Unknown on either side (a content service without versions): reuse by lifetime alone.
     */
    isCurrent(version: number | undefined): boolean {
      return current === undefined || version === undefined || version >= current;
    },
    /** Asks now (tests; the timer does it every `pollMs`). */
    poll,
    close(): void {
      clearInterval(timer);
    },
  };
}

export type ContentVersion = ReturnType<typeof followContentVersion>;

/** The oldest of several answers' versions: what something made from all of them shows at least. */
export const oldest = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);
