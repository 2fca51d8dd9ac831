import type { Kysely } from 'kysely';
import { Counter, Gauge } from 'prom-client';
import type { DB } from '../schema.ts';

/**
 * The content service's own Prometheus metrics (beside `http_requests_total` and
 * `http_request_duration_seconds` of @brids/server-operations), served on METRICS_PORT.
 */

/** Answers refused by a rate limit (429), by route pattern. */
export const rateLimitRefusals = new Counter({
  name: 'content_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by route',
  labelNames: ['route'] as const,
});

/** 1 while the rate limits count per process because Redis (REDIS_URL) is unavailable, 0 while they are shared (or no Redis is set). */
export const rateLimitFallback = new Gauge({
  name: 'content_rate_limit_fallback',
  help: 'Rate limits counted per process because Redis is unavailable (1), or shared through Redis / no Redis configured (0)',
});

/** Public GETs answered by the response cache ('hit') or by their route ('miss', then stored). */
export const responseCacheLookups = new Counter({
  name: 'content_response_cache_total',
  help: 'Public GET answers from the response cache (hit) or from their route (miss)',
  labelNames: ['result'] as const,
});

let outboxDatabase: Kysely<DB> | undefined;

/** Mails waiting to be sent (pending or being sent) and given up on (failed), read from the database at each scrape. */
export const outboxBacklog = new Gauge({
  name: 'content_outbox_backlog',
  help: 'Outbox mails by status: pending and sending (the backlog), failed (given up)',
  labelNames: ['status'] as const,
  async collect() {
    if (!outboxDatabase) return;
    const rows = await outboxDatabase
      .selectFrom('outbox_mails')
      .select(['status', outboxDatabase.fn.countAll<number>().as('count')])
      .where('status', 'in', ['pending', 'sending', 'failed'])
      .groupBy('status')
      .execute();
    this.reset();
    for (const status of ['pending', 'sending', 'failed']) {
      this.set({ status }, Number(rows.find((row) => row.status === status)?.count ?? 0));
    }
  },
});

/** The database whose outbox the backlog gauge reads (main.ts, with METRICS_PORT set). */
export function watchOutbox(db: Kysely<DB>): void {
  outboxDatabase = db;
}
