import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ChatAuthor, ChatConversation, ChatConversationSummary, ChatMessage, ChatStatus } from '@brids/contracts/chat';
import type { Locale } from '@brids/contracts';
import type { DB } from '../schema.ts';
import type { ChatConversationsTable, ChatMessagesTable } from './schema.ts';

/**
 * The live chat's conversations and messages in the database, the single source of truth: every stream reads
 * from here. Each message's `seq` is assigned in its write transaction after the conversation row is updated
 * (PostgreSQL: that row's lock; SQLite: the write lock), so two writers never take the same number and a
 * reader of `seq > last` never skips a message that commits later with a smaller one.
 */

export type ConversationRow = Selectable<ChatConversationsTable>;
type MessageRow = Selectable<ChatMessagesTable>;

/** SHA-256 (hex) of a conversation's token: what is stored and compared. */
export const hashChatToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A hash no token has: compared against when the id is unknown, so an unknown id takes as long as a wrong token. */
const NO_HASH = hashChatToken(randomBytes(32).toString('base64url'));

/** Whether a text can be a conversation's id (base64url): anything else is unknown without asking the database (a NUL would fail PostgreSQL). */
export const isConversationId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** A conversation by its id alone (the agents' side), or undefined. */
export async function conversationById(db: Kysely<DB>, id: string): Promise<ConversationRow | undefined> {
  return isConversationId(id) ? db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
}

/** The conversation whose id and token match, else undefined (unknown id, wrong or another's token alike). */
export async function findConversation(db: Kysely<DB>, id: string, token: string | undefined): Promise<ConversationRow | undefined> {
  const row = await conversationById(db, id);
  const given = Buffer.from(hashChatToken(token ?? ''), 'hex');
  const stored = Buffer.from(row?.token_hash ?? NO_HASH, 'hex');
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  return row && same && token ? row : undefined;
}

/** A stored message as the contract shows it. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    seq: row.seq,
    author: row.author as ChatAuthor,
    body: row.body,
    agentName: row.agent_name,
    event: row.event as ChatMessage['event'],
    clientId: row.client_id,
    sentAt: row.created_at,
  };
}

/** The messages of a conversation after `after` (its seq), in order. */
export async function messagesAfter(db: Kysely<DB>, conversationId: string, after: number, limit = 500): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map(toChatMessage);
}

/** A conversation with every message, as the visitor and the agent read it. */
export async function conversationOf(db: Kysely<DB>, row: ConversationRow): Promise<ChatConversation> {
  return {
    id: row.id,
    status: row.status as ChatStatus,
    locale: row.locale as Locale,
    agentName: row.agent_name,
    createdAt: row.created_at,
    messages: await messagesAfter(db, row.id, 0, 10_000),
  };
}

export interface NewMessage {
  author: ChatAuthor;
  body: string;
  agentName?: string | null;
  event?: 'joined' | 'closed' | null;
  clientId?: string | null;
}

/**
 * Appends messages to a conversation inside `trx`, after `touch` updated its row (the lock): numbered from the
 * highest seq stored. Returns them as stored.
 */
async function append(trx: Transaction<DB>, conversationId: string, messages: NewMessage[], now: string): Promise<ChatMessage[]> {
  if (messages.length === 0) return [];
  const last = await trx.selectFrom('chat_messages').select(sql<number>`coalesce(max(seq), 0)`.as('seq')).where('conversation_id', '=', conversationId).executeTakeFirstOrThrow();
  const rows = messages.map((m, i) => ({
    conversation_id: conversationId,
    seq: Number(last.seq) + i + 1,
    author: m.author,
    body: m.body,
    agent_name: m.agentName ?? null,
    event: m.event ?? null,
    client_id: m.clientId ?? null,
    created_at: now,
  }));
  const inserted = await trx.insertInto('chat_messages').values(rows).returningAll().execute();
  return inserted.sort((a, b) => a.seq - b.seq).map(toChatMessage);
}

/** Updates the conversation's row first thing in the transaction: its lock orders every writer of it. */
async function touch(trx: Transaction<DB>, id: string, now: string, changes: Partial<ConversationRow> = {}): Promise<ConversationRow | undefined> {
  return trx.updateTable('chat_conversations').set({ ...changes, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Opens a conversation: a random id, a random token (answered once, its hash stored), the assistant's transcript as its first messages. */
export async function openConversation(db: Kysely<DB>, locale: Locale, transcript: NewMessage[], now = new Date()): Promise<{ token: string; row: ConversationRow }> {
  const id = randomBytes(16).toString('base64url');
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_conversations')
      .values({ id, token_hash: hashChatToken(token), locale, status: 'waiting', agent_id: null, agent_name: null, created_at: at, updated_at: at, closed_at: null })
      .execute();
    await append(trx, id, transcript, at);
    return (await touch(trx, id, at))!;
  });
  return { token, row };
}

/** What sending a message did: stored now, or the same client id's message stored before (nothing stored). */
export type SendResult = { kind: 'stored' | 'repeated'; message: ChatMessage } | { kind: 'closed' } | { kind: 'not-holder' } | { kind: 'clash' };

async function byClientId(db: Kysely<DB>, conversationId: string, clientId: string) {
  return db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).where('client_id', '=', clientId).executeTakeFirst();
}

/**
 * Sends a visitor's or an agent's message: a repeated client id answers the message stored with it (or `clash` when
 * another author used it); a closed conversation takes nothing; an agent must hold the conversation.
 */
export async function sendMessage(db: Kysely<DB>, conversationId: string, message: NewMessage & { clientId: string }, agentId?: number): Promise<SendResult> {
  const repeated = async (): Promise<SendResult | undefined> => {
    const earlier = await byClientId(db, conversationId, message.clientId);
    if (!earlier) return undefined;
    return earlier.author === message.author ? { kind: 'repeated', message: toChatMessage(earlier) } : { kind: 'clash' };
  };
  const before = await repeated();
  if (before) return before;
  const at = new Date().toISOString();
  try {
    return await db.transaction().execute(async (trx): Promise<SendResult> => {
      const row = await touch(trx, conversationId, at);
      if (!row || row.status === 'closed') return { kind: 'closed' };
      if (agentId !== undefined && row.agent_id !== agentId) return { kind: 'not-holder' };
      const [stored] = await append(trx, conversationId, [message], at);
      return { kind: 'stored', message: stored! };
    });
  } catch (error) {
    // The same client id sent twice at once: the second lost the unique constraint and answers like a repeat.
    const raced = await repeated();
    if (raced) return raced;
    throw error;
  }
}

/** An agent takes a waiting conversation (or one they already hold): the `joined` message. Undefined when another agent holds it or it is closed. */
export async function takeConversation(db: Kysely<DB>, conversationId: string, agent: { id: number; name: string }): Promise<ConversationRow | undefined | 'missing'> {
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await touch(trx, conversationId, at);
    if (!row) return 'missing';
    if (row.status === 'active' && row.agent_id === agent.id) return row;
    if (row.status !== 'waiting') return undefined;
    const taken = await touch(trx, conversationId, at, { status: 'active', agent_id: agent.id, agent_name: agent.name });
    await append(trx, conversationId, [{ author: 'system', body: agent.name, agentName: agent.name, event: 'joined' }], at);
    return taken;
  });
}

/** Closes a conversation (the visitor or its agent): the `closed` message once; closing a closed one changes nothing. */
export async function closeConversation(db: Kysely<DB>, conversationId: string, by: 'visitor' | 'agent', agentId?: number): Promise<ConversationRow | 'missing' | 'not-holder'> {
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await touch(trx, conversationId, at);
    if (!row) return 'missing';
    if (agentId !== undefined && row.agent_id !== agentId) return 'not-holder';
    if (row.status === 'closed') return row;
    const closed = await touch(trx, conversationId, at, { status: 'closed', closed_at: at });
    await append(trx, conversationId, [{ author: 'system', body: by, agentName: row.agent_name, event: 'closed' }], at);
    return closed!;
  });
}

/** The agents' list: conversations by status (all open ones when none is given), newest change first. */
export async function listConversations(db: Kysely<DB>, agentId: number, status: ChatStatus | undefined): Promise<ChatConversationSummary[]> {
  let query = db.selectFrom('chat_conversations').selectAll().orderBy('updated_at', 'desc').limit(200);
  query = status ? query.where('status', '=', status) : query.where('status', '<>', 'closed');
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db.selectFrom('chat_messages').select(['conversation_id', sql<number>`count(*)`.as('count'), sql<number>`max(seq)`.as('last')]).where('conversation_id', 'in', ids).groupBy('conversation_id').execute();
  const byId = new Map(counts.map((c) => [c.conversation_id, c]));
  const lastSeqs = counts.map((c) => ({ id: c.conversation_id, seq: Number(c.last) }));
  const lasts = lastSeqs.length
    ? await db
        .selectFrom('chat_messages')
        .select(['conversation_id', 'body', 'created_at'])
        .where((eb) => eb.or(lastSeqs.map((l) => eb.and([eb('conversation_id', '=', l.id), eb('seq', '=', l.seq)]))))
        .execute()
    : [];
  const lastById = new Map(lasts.map((l) => [l.conversation_id, l]));
  return rows.map((r) => ({
    id: r.id,
    status: r.status as ChatStatus,
    locale: r.locale as Locale,
    agentName: r.agent_name,
    mine: r.agent_id === agentId,
    createdAt: r.created_at,
    lastMessageAt: lastById.get(r.id)?.created_at ?? r.updated_at,
    preview: (lastById.get(r.id)?.body ?? '').slice(0, 120),
    messageCount: Number(byId.get(r.id)?.count ?? 0),
  }));
}

/** Retention (the `retention` command, RETENTION_DAYS): deletes conversations (with their messages) last changed more than `days` ago. Returns how many went. */
export async function deleteExpiredConversations(db: Kysely<DB>, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const ids = (await trx.selectFrom('chat_conversations').select('id').where('updated_at', '<', cutoff).execute()).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      // Explicit deletes as well as the cascade: SQLite enforces foreign keys only when asked per connection.
      await trx.deleteFrom('chat_messages').where('conversation_id', 'in', chunk).execute();
      await trx.deleteFrom('chat_conversations').where('id', 'in', chunk).execute();
    }
    return ids.length;
  });
}
