import { Redis } from 'ioredis';
import type { ReadinessCheck } from '@brids/server-operations';

/**
 * Redis answers PING, reported in /readyz when REDIS_URL is set: informative (`degraded` while it is away),
 * since the service serves without it (rate limits per process, rate-limit-store.ts; the content version
 * polled from the database; the chat's fan-out catches up on its own), and a Redis outage must not take
 * every instance out of the load balancer at once. The client connects on the first check,
 * sends nothing while disconnected (a check fails at once rather than queueing) and keeps
 * reconnecting in the background; `close` ends it at shutdown.
 */
export function redisCheck(url: string): ReadinessCheck & { close(): Promise<void> } {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  // Errors surface through the check; without a listener ioredis would print each reconnect failure.
  client.on('error', () => undefined);
  return {
    name: 'redis',
    informative: true,
    async check() {
      if (client.status === 'wait') await client.connect();
      return client.ping();
    },
    async close() {
      client.disconnect();
    },
  };
}
