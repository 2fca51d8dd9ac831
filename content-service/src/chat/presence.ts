import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/** How often an open agents' stream says its agent is still there. */
export const PRESENCE_REFRESH_MS = 15_000;
/** An agent seen within this long is online (three refreshes: one late or lost refresh changes nothing). */
export const PRESENCE_TTL_MS = 45_000;

/** Records that the agent is online now (their stream is open on this instance). */
export async function touchPresence(db: Kysely<DB>, userId: number, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('chat_agent_presence')
    .values({ user_id: userId, last_seen_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seen_at: at }))
    .execute();
}

/** Whether any agent (an enabled account with the role agent or admin) was seen within PRESENCE_TTL_MS, on any instance. */
export async function agentsOnline(db: Kysely<DB>, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - PRESENCE_TTL_MS).toISOString();
  const row = await db
    .selectFrom('chat_agent_presence as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.user_id')
    .where('p.last_seen_at', '>=', since)
    .where('u.disabled_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many agents (enabled accounts) were seen within PRESENCE_TTL_MS, on any instance (`content_chat_agents_online`). */
export async function countAgentsOnline(db: Kysely<DB>, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - PRESENCE_TTL_MS).toISOString();
  const row = await db
    .selectFrom('chat_agent_presence as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(db.fn.countAll<number>().as('count'))
    .where('p.last_seen_at', '>=', since)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The agent's stream closed: online until their presence expires unless another stream of theirs refreshes it. */
export async function forgetPresence(db: Kysely<DB>, userId: number, lastSeen: Date): Promise<void> {
  // Only this stream's own refresh is taken back: another stream (another tab, another instance) keeps it.
  await db.deleteFrom('chat_agent_presence').where('user_id', '=', userId).where('last_seen_at', '=', lastSeen.toISOString()).execute();
}
