import { Redis } from 'ioredis';
import type { ReadinessCheck } from '@brids/server-operations';

/**
 * Redis answers PING (readiness when REDIS_URL is set). The client connects on the first check,
 * sends nothing while disconnected (a check fails at once rather than queueing) and keeps
 * reconnecting in the background; `close` ends it at shutdown.
 */
export function redisCheck(url: string): ReadinessCheck & { close(): Promise<void> } {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  // Errors surface through the check; without a listener ioredis would print each reconnect failure.
  client.on('error', () => undefined);
  return {
    name: 'redis',
    async check() {
      if (client.status === 'wait') await client.connect();
      return client.ping();
    },
    async close() {
      client.disconnect();
    },
  };
}
