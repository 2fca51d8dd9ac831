import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Actor } from '../accounts/access.ts';
import type { DB } from '../schema.ts';
import { messagesAfter } from './conversations.ts';
import type { ChatFanout } from './fanout.ts';
import { forgetPresence, PRESENCE_REFRESH_MS, touchPresence } from './presence.ts';
import { openEventStream, SAFETY_POLL_MS, type StreamTracker } from './stream.ts';
import { requireEventStream } from './visitor-stream.ts';

export interface AgentStreamOptions {
  db: Kysely<DB>;
  chat: ChatFanout;
  streams: StreamTracker;
  request: FastifyRequest;
  reply: FastifyReply;
  agent: Actor;
}

/**
 * An agent's live stream: `conversations` `{ id, status }` whenever a conversation changes (the console reloads
 * its lists), and `message` `{ conversationId, message }` for each new message of a conversation the agent holds
 * (one newly taken sends all its messages: the console merges by seq). Nudged by the fan-out, and every
 * SAFETY_POLL_MS it looks at what changed since (a nudge lost). While it is open the agent is online: the
 * presence row is refreshed every PRESENCE_REFRESH_MS, so every instance agrees on who is there.
 */
export async function streamAgentEvents({ db, chat, streams, request, reply, agent }: AgentStreamOptions): Promise<FastifyReply> {
  requireEventStream(request, 'en');
  let seen = new Date();
  await touchPresence(db, agent.id, seen);
  // The last seq sent of each conversation the agent holds; what is held when the stream opens starts at its latest.
  const held = new Map<string, number>();
  const holding = await db
    .selectFrom('chat_conversations as c')
    .leftJoin('chat_messages as m', 'm.conversation_id', 'c.id')
    .select(['c.id', (eb) => eb.fn.max('m.seq').as('last')])
    .where('c.agent_id', '=', agent.id)
    .where('c.status', '=', 'active')
    .groupBy('c.id')
    .execute();
  for (const row of holding) held.set(row.id, Number(row.last ?? 0));

  const stream = openEventStream(request, reply, streams);
  const nudged = new Set<string>();
  // Conversations changed since this time are listed again at the safety poll (a little overlap: instances' clocks differ).
  let watermark = new Date(seen.getTime() - 2000).toISOString();
  const unsubscribe = chat.subscribe((nudge) => {
    nudged.add(nudge.conversationId);
    stream.wake();
  });
  const presence = setInterval(() => {
    seen = new Date();
    touchPresence(db, agent.id, seen).catch((error: unknown) => request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'live chat: presence not recorded'));
  }, PRESENCE_REFRESH_MS);
  stream.onClose(() => {
    unsubscribe();
    clearInterval(presence);
    void forgetPresence(db, agent.id, seen).catch(() => undefined);
  });
  let lastPoll = Date.now();

  stream.onWake(async () => {
    const ids = new Set(nudged);
    nudged.clear();
    const polling = Date.now() - lastPoll >= SAFETY_POLL_MS - 100;
    if (polling) {
      lastPoll = Date.now();
      const since = watermark;
      watermark = new Date(Date.now() - 2000).toISOString();
      for (const row of await db.selectFrom('chat_conversations').select('id').where('updated_at', '>=', since).execute()) ids.add(row.id);
      for (const id of held.keys()) ids.add(id);
    }
    if (ids.size === 0) return;
    const rows = await db.selectFrom('chat_conversations').select(['id', 'status', 'agent_id']).where('id', 'in', [...ids]).execute();
    for (const row of rows) {
      stream.send('conversations', { id: row.id, status: row.status });
      if (row.agent_id !== agent.id) {
        held.delete(row.id);
        continue;
      }
      let last = held.get(row.id) ?? 0;
      for (const message of await messagesAfter(db, row.id, last)) {
        stream.send('message', { conversationId: row.id, message });
        last = message.seq;
      }
      if (row.status === 'closed') held.delete(row.id);
      else held.set(row.id, last);
    }
  });
  return reply;
}
