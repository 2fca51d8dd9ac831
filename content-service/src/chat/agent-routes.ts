import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { single } from '@brids/contracts/schema';
import { CHAT_STATUSES, chatConversation, chatConversationSummary, chatMessage, chatSend } from '@brids/contracts/chat';
import { type Actor, requireActor } from '../accounts/access.ts';
import type { AppContext } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import { apiSchema } from '../lib/openapi.ts';
import { oneOf } from '../lib/query.ts';
import { closeConversation, conversationById, conversationOf, listConversations, sendMessage, takeConversation } from './conversations.ts';
import { streamAgentEvents } from './agent-stream.ts';
import { trackStreams } from './stream.ts';
import { parseSend } from './validate.ts';
import { answerSend } from './visitor-routes.ts';

const ID = { id: z.string().meta({ description: 'The conversation\'s id.' }) };
const LIST_QUERY = {
  status: oneOf(CHAT_STATUSES).optional().meta({ examples: ['waiting'], description: 'Only conversations with this status; absent: waiting and active ones.' }),
};
/** The agents' answers are in English (the console's language). */
const NOT_FOUND = 'Conversation not found.';
const HELD = 'Another agent holds this conversation.';

/** The name a visitor sees: the agent's display name, never their email (an account without a name is 'BRIDS'). */
const shownName = (actor: Actor) => actor.name.trim() || 'BRIDS';

const actors = new WeakMap<FastifyRequest, Actor>();
const actorOf = (request: FastifyRequest) => actors.get(request)!;

/**
 * The agents' side of the live chat, on the content service's own port only (the public origin forwards
 * nothing under /api/agent): a console account's bearer token with the role `agent` (admin passes). The
 * lists, a conversation, take it (409 when another agent holds it), write in it, close it, and the agents'
 * live stream (agent-stream.ts), which also keeps the agent online.
 */
export function chatAgentRoutes(instance: FastifyInstance, { db, chat }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const streams = trackStreams(instance);
  // Before the query is validated: a caller without the role hears 401/403 first.
  const preValidation = async (request: FastifyRequest) => {
    actors.set(request, await requireActor(db, request, ['agent']));
  };

  /** The conversation of the route's id, else its 404. */
  const existing = async (id: string) => {
    const row = await conversationById(db, id);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  };

  app.get('/api/agent/chat/conversations', {
    preValidation,
    schema: apiSchema({
      summary: 'The conversations of the live chat by status (absent: waiting and active), newest change first (agents)',
      query: LIST_QUERY, response: z.object({ data: z.array(chatConversationSummary) }), bearer: true, errors: { '403': true },
    }),
  }, async (request) => ({ data: await listConversations(db, actorOf(request).id, request.query.status) }));

  app.get('/api/agent/chat/conversations/:id', {
    preValidation,
    schema: apiSchema({ summary: 'A conversation with all its messages (agents)', params: ID, response: single(chatConversation), bearer: true, errors: { '403': true } }),
  }, async (request) => {
    return { data: await conversationOf(db, await existing(request.params.id)) };
  });

  app.post('/api/agent/chat/conversations/:id/take', {
    preValidation,
    schema: apiSchema({
      summary: 'Takes a waiting conversation (a `joined` message; the visitor sees the agent\'s name); 409 when another agent holds it or it is closed',
      params: ID, response: single(chatConversation), bearer: true, errors: { '403': true, '409': true },
    }),
  }, async (request) => {
    const actor = actorOf(request);
    const found = await existing(request.params.id);
    const taken = await takeConversation(db, found.id, { id: actor.id, name: shownName(actor) });
    if (taken === 'missing') throw new HttpError(404, NOT_FOUND);
    if (!taken) throw new HttpError(409, HELD);
    chat.publish({ conversationId: taken.id });
    return { data: await conversationOf(db, taken) };
  });

  app.post('/api/agent/chat/conversations/:id/messages', {
    preValidation,
    schema: apiSchema({
      summary: 'Sends the agent\'s message in a conversation they hold: 201 stored, 200 the message stored before with the same clientId',
      params: ID, body: chatSend, response: single(chatMessage), status: 201, bearer: true, errors: { '403': true, '409': true },
    }),
  }, async (request, reply) => {
    const actor = actorOf(request);
    const exists = await existing(request.params.id);
    const send = parseSend(request.body, 'en');
    const name = shownName(actor);
    const result = await sendMessage(db, exists.id, { author: 'agent', body: send.body, clientId: send.clientId, agentName: name }, actor.id);
    return answerSend(reply, result, 'en', () => chat.publish({ conversationId: exists.id }));
  });

  app.post('/api/agent/chat/conversations/:id/close', {
    preValidation,
    schema: apiSchema({
      summary: 'Closes a conversation the agent holds, or a waiting one (a `closed` message; closing again changes nothing)',
      params: ID, response: single(chatConversation), bearer: true, errors: { '403': true, '409': true },
    }),
  }, async (request) => {
    const actor = actorOf(request);
    const row = await existing(request.params.id);
    if (row.agent_id !== null && row.agent_id !== actor.id) throw new HttpError(409, HELD);
    const closed = await closeConversation(db, row.id, 'agent', row.agent_id ?? undefined);
    if (closed === 'missing') throw new HttpError(404, NOT_FOUND);
    if (closed === 'not-holder') throw new HttpError(409, HELD);
    if (row.status !== 'closed') chat.publish({ conversationId: row.id });
    return { data: await conversationOf(db, closed) };
  });

  app.get('/api/agent/chat/events', {
    preValidation,
    config: { listLimit: false },
    schema: apiSchema({
      summary: 'The agents\' live stream (text/event-stream): `conversations` events when a list changes, `message` events of the conversations the agent holds; while open the agent is online',
      otherMediaTypes: ['text/event-stream'], bearer: true, errors: { '403': true, '406': true },
    }),
  }, async (request, reply) => streamAgentEvents({ db, chat, streams, request, reply, agent: actorOf(request) }));
}
