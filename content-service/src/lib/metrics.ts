import type { Kysely } from 'kysely';
import { Counter, Gauge } from 'prom-client';
import { countAgentsOnline } from '../chat/presence.ts';
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

let watchedDatabase: Kysely<DB> | undefined;

/** Mails waiting to be sent (pending or being sent) and given up on (failed), read from the database at each scrape. */
export const outboxBacklog = new Gauge({
  name: 'content_outbox_backlog',
  help: 'Outbox mails by status: pending and sending (the backlog), failed (given up)',
  labelNames: ['status'] as const,
  async collect() {
    const db = watchedDatabase;
    if (!db) return;
    const rows = await db
      .selectFrom('outbox_mails')
      .select(['status', db.fn.countAll<number>().as('count')])
      .where('status', 'in', ['pending', 'sending', 'failed'])
      .groupBy('status')
      .execute();
    this.reset();
    for (const status of ['pending', 'sending', 'failed']) {
      this.set({ status }, Number(rows.find((row) => row.status === status)?.count ?? 0));
    }
  },
});

/** A waiting conversation with no message for this long is no visitor still waiting (they left without closing it). */
export const CHAT_WAITING_WINDOW_MS = 30 * 60_000;

/** Visitors waiting for an agent: conversations not yet taken, with activity in the last CHAT_WAITING_WINDOW_MS; read at each scrape. */
export const chatWaiting = new Gauge({
  name: 'content_chat_conversations_waiting',
  help: 'Live chat conversations waiting for an agent (not taken, active within the last 30 minutes)',
  async collect() {
    const db = watchedDatabase;
    if (!db) return;
    const since = new Date(Date.now() - CHAT_WAITING_WINDOW_MS).toISOString();
    const row = await db
      .selectFrom('chat_conversations')
      .select(db.fn.countAll<number>().as('count'))
      .where('status', '=', 'waiting')
      .where('updated_at', '>=', since)
      .executeTakeFirst();
    this.set(Number(row?.count ?? 0));
  },
});

/** Agents online (their stream open on any instance within the presence's lifetime); read at each scrape. */
export const chatAgentsOnline = new Gauge({
  name: 'content_chat_agents_online',
  help: 'Live chat agents online on any instance (presence refreshed within 45 s)',
  async collect() {
    if (watchedDatabase) this.set(await countAgentsOnline(watchedDatabase));
  },
});

/** The database the outbox and live chat gauges read at each scrape (main.ts, with METRICS_PORT set). */
export function watchDatabase(db: Kysely<DB>): void {
  watchedDatabase = db;
}
