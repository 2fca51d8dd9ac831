import type { Kysely } from 'kysely';
import { Redis } from 'ioredis';
import type { DB } from '../schema.ts';
import { readContentVersion } from './content-version.ts';

/** How often an instance reads the content version when nothing told it sooner. */
export const CONTENT_VERSION_POLL_MS = 1000;

/** The Redis channel on which an instance that found a new version wakes the others (a wake-up: they read the database). */
export const CONTENT_VERSION_CHANNEL = 'brids-content-version';

export interface ContentVersionWatcherOptions {
  /** How often the version is read (default 1 s). */
  pollMs?: number;
  /** REDIS_URL: instances wake each other at once (else each finds a change by its poll, within `pollMs`). */
  redisUrl?: string | undefined;
  channel?: string;
  log?: { warn(object: object, message: string): void };
}

/**
 * The content version as this instance knows it: read from the database at start, every `pollMs`, after
 * each write request of this instance (`check(true)`) and when another instance says through Redis that
 * it found a new one. Only committed versions are ever read, so an answer made after the instance knew
 * version V shows every change up to V. The instance that finds a new version by itself (its poll or its
 * own write) publishes a wake-up on Redis; the message carries no state (several databases may share a
 * Redis server): the others read the version themselves.
 */
export function watchContentVersion(db: Kysely<DB>, options: ContentVersionWatcherOptions = {}) {
  const pollMs = options.pollMs ?? CONTENT_VERSION_POLL_MS;
  const channel = options.channel ?? CONTENT_VERSION_CHANNEL;
  const listeners = new Set<(version: number) => void>();
  let current = 0;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let started: Promise<void> | undefined;
  let reading: Promise<number> | undefined;
  let subscriber: Redis | undefined;
  let publisher: Redis | undefined;

  const read = async (): Promise<number> => {
    try {
      const version = await readContentVersion(db);
      failing = false;
      return version;
    } catch (error) {
      // Not migrated yet, or the database away: keep what is known and try again at the next poll.
      if (!failing) options.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'content version: could not read it');
      failing = true;
      return current;
    }
  };

  /** Reads the version now (one read at a time; a check asked for during a read waits for the next one). */
  async function check(announce = false): Promise<number> {
    const before = reading;
    if (before) await before.catch(() => undefined);
    reading ??= read().finally(() => {
      reading = undefined;
    });
    const version = await reading;
    if (version !== current) {
      current = version;
      for (const listener of listeners) listener(version);
      if (announce) publisher?.publish(channel, String(version)).catch(() => undefined);
    }
    return current;
  }

  return {
    /** The newest committed version this instance has read. */
    get current() {
      return current;
    },
    check,
    /** Told of each new version (the response cache drops older answers). Returns the unsubscribe. */
    onChange(listener: (version: number) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The first read, the poll, and with Redis the wake-ups. Idempotent. */
    start(): Promise<void> {
      started ??= (async () => {
        await check();
        timer = setInterval(() => void check(true), pollMs);
        timer.unref();
        if (options.redisUrl) {
          const redisOptions = { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true };
          subscriber = new Redis(options.redisUrl, redisOptions);
          publisher = new Redis(options.redisUrl, { ...redisOptions, enableOfflineQueue: false });
          // A Redis outage changes nothing but speed: the poll still finds every version.
          for (const client of [subscriber, publisher]) client.on('error', () => undefined);
          subscriber.on('message', () => void check());
          await Promise.all([subscriber.connect().then(() => subscriber!.subscribe(channel)), publisher.connect()]).catch((error: unknown) =>
            options.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'content version: Redis is unavailable, polling only'),
          );
        }
      })();
      return started;
    },
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      for (const client of [subscriber, publisher]) client?.disconnect();
    },
  };
}

export type ContentVersionWatcher = ReturnType<typeof watchContentVersion>;
