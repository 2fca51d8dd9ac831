import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Locale } from '@brids/contracts';
import type { ChatStatusEvent } from '@brids/contracts/chat';
import { HttpError } from '../lib/errors.ts';
import type { DB } from '../schema.ts';
import { type ConversationRow, messagesAfter } from './conversations.ts';
import type { ChatFanout } from './fanout.ts';
import { lastSeqOf, openEventStream, type StreamTracker } from './stream.ts';
import { chatWord } from './words.ts';

/** Open streams per conversation in one process: a visitor's tabs and a reconnect overlapping the old stream fit; a loop opening streams does not. */
export const MAX_STREAMS_PER_CONVERSATION = 5;
const openPerConversation = new Map<string, number>();

/** 406 unless the client asks for a stream with a GET (EventSource does; a fetch reader says so): a stray GET or a HEAD never hangs. */
export function requireEventStream(request: FastifyRequest, locale: Locale): void {
  const accept = String(request.headers.accept ?? '');
  if (request.method !== 'GET' || !/\btext\/event-stream\b/i.test(accept)) throw new HttpError(406, chatWord(locale, 'accept'));
}

export interface ConversationStreamOptions {
  db: Kysely<DB>;
  chat: ChatFanout;
  streams: StreamTracker;
  request: FastifyRequest;
  reply: FastifyReply;
  row: ConversationRow;
  after: number | undefined;
  locale: Locale;
}

/**
 * A visitor's live stream of one conversation: first its status, then every message after the client's last
 * seq (`?after=` or Last-Event-ID), then, each time the fan-out nudges it (or the safety poll runs), the
 * messages with seq above the last sent, read from the database, and a `status` event when the status or the
 * agent changed. Nothing is sent twice on one stream; a reconnect says where it left off.
 */
export async function streamConversation({ db, chat, streams, request, reply, row, after, locale }: ConversationStreamOptions): Promise<FastifyReply> {
  requireEventStream(request, locale);
  const open = openPerConversation.get(row.id) ?? 0;
  if (open >= MAX_STREAMS_PER_CONVERSATION) throw new HttpError(429, chatWord(locale, 'streams'));
  openPerConversation.set(row.id, open + 1);

  const stream = openEventStream(request, reply, streams);
  let last = lastSeqOf(request, after);
  let status: ChatStatusEvent | undefined;
  const unsubscribe = chat.subscribe((nudge) => {
    if (nudge.conversationId === row.id) stream.wake();
  });
  stream.onClose(() => {
    unsubscribe();
    const count = (openPerConversation.get(row.id) ?? 1) - 1;
    if (count > 0) openPerConversation.set(row.id, count);
    else openPerConversation.delete(row.id);
  });
  stream.onWake(async () => {
    const current = await db.selectFrom('chat_conversations').select(['status', 'agent_name']).where('id', '=', row.id).executeTakeFirst();
    // Deleted (retention) while open: nothing more to say.
    if (!current) return;
    const next: ChatStatusEvent = { status: current.status as ChatStatusEvent['status'], agentName: current.agent_name };
    // The status comes first on a new stream; later changes follow the message that explains them (`joined`, `closed`).
    const first = !status;
    if (first) {
      status = next;
      stream.send('status', next);
    }
    for (const message of await messagesAfter(db, row.id, last)) {
      stream.send('message', message, message.seq);
      last = message.seq;
    }
    if (!first && (status!.status !== next.status || status!.agentName !== next.agentName)) {
      status = next;
      stream.send('status', next);
    }
  });
  return reply;
}
