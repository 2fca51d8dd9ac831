import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** The Redis channel on which instances nudge each other after a chat write (a nudge only: the database holds the state). */
export const CHAT_CHANNEL = 'brids-chat';

/** What changed: one conversation (its messages or its status). */
export interface ChatNudge {
  conversationId: string;
}

/**
 * How every open stream of every instance learns that a conversation changed: `publish` after each committed
 * write; each stream, nudged, reads its rows with seq above the last it sent from the database. With Redis
 * the nudge reaches every instance (channel `brids-chat`), else only this process. A nudge carries no state, so
 * one lost (a Redis outage) only delays a message until the stream's safety poll.
 */
export interface ChatFanout {
  publish(nudge: ChatNudge): void;
  /** Told of every nudge, this instance's and the others'. Returns the unsubscribe. */
  subscribe(listener: (nudge: ChatNudge) => void): () => void;
  /** Settles once the fan-out can carry nudges between instances (Redis subscribed, or failed to). */
  ready: Promise<void>;
  close(): Promise<void>;
}

function isNudge(value: unknown): value is ChatNudge {
  if (!value || typeof value !== 'object') return false;
  return typeof (value as Record<string, unknown>).conversationId === 'string';
}

/** Nudges within this process only (one instance, or tests of one). */
export function localChatFanout(): ChatFanout {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (nudge) => void emitter.emit('nudge', nudge),
    subscribe(listener) {
      emitter.on('nudge', listener);
      return () => emitter.off('nudge', listener);
    },
    ready: Promise.resolve(),
    close: async () => void emitter.removeAllListeners(),
  };
}

export interface RedisChatFanoutOptions {
  redisUrl: string;
  channel?: string;
  log?: { warn(object: object, message: string): void };
}

/**
 * Nudges through Redis pub/sub, shared by every instance on the same Redis (connection handling as the
 * content version's wake-ups, propagation/version-watcher.ts: errors ignored, an outage changes only speed).
 * This instance's own nudges reach its streams through Redis too, so they arrive once.
 */
export function redisChatFanout({ redisUrl, channel = CHAT_CHANNEL, log }: RedisChatFanoutOptions): ChatFanout {
  const local = localChatFanout();
  const redisOptions = { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true };
  const subscriber = new Redis(redisUrl, redisOptions);
  const publisher = new Redis(redisUrl, { ...redisOptions, enableOfflineQueue: false });
  for (const client of [subscriber, publisher]) client.on('error', () => undefined);
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const nudge: unknown = JSON.parse(text);
      if (isNudge(nudge)) local.publish(nudge);
    } catch {
      // Not ours: ignored.
    }
  });
  let connected = false;
  const ready = Promise.all([subscriber.connect().then(() => subscriber.subscribe(channel)), publisher.connect()]).then(
    () => {
      connected = true;
    },
    (error: unknown) => log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'live chat: Redis is unavailable, nudges stay in this process'),
  );
  return {
    publish(nudge) {
      if (!connected) return local.publish(nudge);
      publisher.publish(channel, JSON.stringify(nudge)).catch(() => local.publish(nudge));
    },
    subscribe: (listener) => local.subscribe(listener),
    ready,
    async close() {
      await ready;
      for (const client of [subscriber, publisher]) client.disconnect();
      await local.close();
    },
  };
}
