import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { rateLimitFallback } from './metrics.ts';

/** One counter: requests so far in the window that started at `startMs`. */
interface Window {
  current: number;
  startMs: number;
}

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** The counter in Redis: INCR, the window as the key's expiry on the first request (@fastify/rate-limit's own script, less its options). */
const INCREMENT = `
  local current = redis.call('INCR', KEYS[1])
  local ttl = tonumber(ARGV[1])
  if current == 1 then
    redis.call('PEXPIRE', KEYS[1], ttl)
  else
    ttl = redis.call('PTTL', KEYS[1])
  end
  return {current, ttl}
`;

type WithIncrement = Redis & { rateLimitIncrement(key: string, windowMs: number, callback: (error: Error | null, result?: [number, number]) => void): void };

/** Per-process counters, at most `capacity` of them (the oldest dropped first). */
class MemoryCounters {
  private readonly windows = new Map<string, Window>();
  constructor(private readonly capacity: number) {}

  incr(key: string, windowMs: number): Result {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startMs + windowMs <= now) window = { current: 0, startMs: now };
    window.current += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.capacity) this.windows.delete(this.windows.keys().next().value!);
    return { current: window.current, ttl: window.startMs + windowMs - now };
  }
}

/**
 * Whether the shared counters can be used: Redis's connection is ready and its last command did not fail.
 * An outage (an error, a closed connection, a failed command) is logged once and shows on
 * `content_rate_limit_fallback`; when ioredis has reconnected, the shared counters are used again.
 */
class SharedState {
  outage = false;
  /** Set when the service closes the connection itself: that is no outage. */
  stopped = false;
  /** Settles at the first connection (ready, or failed): until then requests wait for it rather than count in memory. */
  readonly started: Promise<void>;
  private settle!: () => void;
  constructor(
    readonly redis: WithIncrement,
    private readonly log: FastifyBaseLogger,
  ) {
    rateLimitFallback.set(0);
    this.started = new Promise<void>((resolve) => (this.settle = resolve));
    const lost = (error?: Error) => this.lost(error);
    redis.on('error', lost);
    redis.on('close', () => lost());
    redis.on('ready', () => {
      this.settle();
      if (!this.outage) return;
      this.outage = false;
      rateLimitFallback.set(0);
      this.log.info('rate limits: Redis is back, counters shared by every instance again');
    });
  }

  get usable(): boolean {
    return this.redis.status === 'ready';
  }

  lost(error?: Error): void {
    this.settle();
    if (this.outage || this.stopped) return;
    this.outage = true;
    rateLimitFallback.set(1);
    this.log.warn({ err: error?.message }, 'rate limits: Redis unavailable, counting per process until it is back');
  }
}

/**
 * The store of @fastify/rate-limit (its `store` option): counters in Redis, shared by every instance,
 * and per-process counters in memory while Redis is unavailable, so a visitor is still limited during an
 * outage (by each instance on its own) rather than not at all (`skipOnError`) or refused (an error).
 * A request never waits for a Redis that is away: a connection that is not ready goes to memory at once,
 * and a command gets `commandTimeout` (the client's option) before memory answers it; only the requests
 * that come while the first connection is being made wait for it (`connectTimeout` at most).
 */
export function fallbackStoreOf({ redis, nameSpace, capacity, log }: { redis: Redis; nameSpace: string; capacity: number; log: FastifyBaseLogger }) {
  if (!('rateLimitIncrement' in redis)) redis.defineCommand('rateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT });
  const shared = new SharedState(redis as WithIncrement, log);

  class FallbackStore {
    private readonly memory = new MemoryCounters(capacity);
    constructor(
      _options?: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: Callback, windowMs: number): void {
      if (!shared.usable && !shared.outage && !shared.stopped) {
        // Starting: the connection is being made (within connectTimeout); it decides where this request counts.
        void shared.started.then(() => this.count(key, callback, windowMs));
        return;
      }
      this.count(key, callback, windowMs);
    }

    private count(key: string, callback: Callback, windowMs: number): void {
      const inMemory = () => callback(null, this.memory.incr(key, windowMs));
      if (!shared.usable) return inMemory();
      shared.redis.rateLimitIncrement(this.prefix + key, windowMs, (error, result) => {
        if (error || !result) {
          shared.lost(error ?? undefined);
          return inMemory();
        }
        callback(null, { current: result[0], ttl: result[1] });
      });
    }

    /** One store per route, as @fastify/rate-limit's own: its counters under the route's method and pattern. */
    child(route: { routeInfo: { method: string | string[]; url: string } }): FallbackStore {
      return new FallbackStore(undefined, `${nameSpace}${String(route.routeInfo.method)}${route.routeInfo.url}-`);
    }
  }
  return {
    Store: FallbackStore,
    /** Before the service quits Redis at shutdown: the closed connection is not an outage. */
    stop() {
      shared.stopped = true;
    },
  };
}
