import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, type Locale } from '@brids/contracts';
import { single } from '@brids/contracts/schema';
import { CHAT_TOKEN_HEADER, chatAvailability as availabilitySchema, chatConversation, chatMessage, chatSend, chatStart, chatStarted } from '@brids/contracts/chat';
import type { AppContext } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import { apiSchema } from '../lib/openapi.ts';
import { oneOf } from '../lib/query.ts';
import { rateLimited } from '../lib/rate-limit.ts';
import { requestLocale } from '../lib/request-locale.ts';
import { chatAvailability } from './availability.ts';
import { closeConversation, conversationOf, type ConversationRow, findConversation, openConversation, sendMessage } from './conversations.ts';
import { streamConversation } from './visitor-stream.ts';
import { trackStreams } from './stream.ts';
import { parseSend, parseStart } from './validate.ts';
import { chatWord } from './words.ts';
import { chatLeftMessageDefinition } from './left-message.ts';
import { formApiDoc, handleSubmission } from '../forms/submit.ts';
import { chatLeftMessageForm } from '@brids/contracts/forms';

/** The query of the visitor's routes: the language of the answers' messages (absent: Accept-Language, else id). */
const QUERY = { locale: oneOf(LOCALES).optional().meta({ description: 'Language of the messages; absent: the Accept-Language header, else id.' }) };
const ID = { id: z.string().meta({ description: 'The conversation\'s id (answered when it was opened).' }) };
/** The last seq the client has (`?after=`); Last-Event-ID, when sent, counts too. */
export const AFTER = z
  .string()
  .regex(/^[0-9]{1,9}$/, 'must be a whole number from 0')
  .meta({ examples: ['0'], description: 'The last seq the client has (Last-Event-ID, when sent, counts too).' })
  .transform(Number)
  .optional();
const TOKEN_HEADER = {
  [CHAT_TOKEN_HEADER]: { schema: z.string(), required: true, description: 'The conversation\'s token (answered once when it was opened); a wrong one answers 404.' },
};

/** The conversation the request's token opens, else the 404 every wrong token, other token and unknown id get alike. */
export async function conversationOfRequest(db: AppContext['db'], request: FastifyRequest<{ Params: { id: string } }>, locale: Locale): Promise<ConversationRow> {
  const header = request.headers[CHAT_TOKEN_HEADER];
  const row = await findConversation(db, request.params.id, typeof header === 'string' ? header : undefined);
  if (!row) throw new HttpError(404, chatWord(locale, 'notFound'));
  return row;
}

/**
 * The visitors' side of the live chat (public; the shell server forwards each of these): availability, open a
 * conversation (409 when no person can be asked), read it, send, close, its live stream (stream.ts), and the
 * leave-a-message form (left-message.ts, on the forms backbone). The token travels in `X-Chat-Token`, never in a
 * URL. Writes are rate-limited per address (`chat`); every write nudges the fan-out after its commit.
 */
export function chatVisitorRoutes(instance: FastifyInstance, context: AppContext): void {
  const { db, chat } = context;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const streams = trackStreams(instance);

  app.get('/api/chat/availability', {
    config: { listLimit: 'list' },
    schema: apiSchema({
      summary: 'Whether a person can be asked now (client-service hours and an agent online) and the hours in the visitor\'s words',
      query: QUERY, response: single(availabilitySchema),
    }),
  }, async (request) => ({ data: await chatAvailability(db, requestLocale(request), request.log) }));

  app.post('/api/chat/conversations', {
    config: rateLimited('chat'),
    schema: apiSchema({
      summary: 'Opens a conversation with a person (201 with its token, answered once); 409 when no person can be asked now',
      query: QUERY, body: chatStart, response: chatStarted, status: 201, errors: { '409': true },
    }),
  }, async (request, reply) => {
    const locale = requestLocale(request);
    const start = parseStart(request.body, locale);
    const availability = await chatAvailability(db, start.locale, request.log);
    if (!availability.available) throw new HttpError(409, chatWord(start.locale, 'unavailable'));
    const transcript = (start.transcript ?? []).map((line) => ({ author: line.author, body: line.body }));
    const { token, row } = await openConversation(db, start.locale, transcript);
    chat.publish({ conversationId: row.id });
    return reply.code(201).send({ data: { token, conversation: await conversationOf(db, row) } });
  });

  app.get('/api/chat/conversations/:id', {
    schema: apiSchema({
      summary: 'A conversation and all its messages, read with its token (X-Chat-Token); any other token or id: 404',
      params: ID, query: QUERY, headers: TOKEN_HEADER, response: single(chatConversation),
    }),
  }, async (request) => {
    const row = await conversationOfRequest(db, request, requestLocale(request));
    return { data: await conversationOf(db, row) };
  });

  app.post('/api/chat/conversations/:id/messages', {
    config: rateLimited('chat'),
    schema: apiSchema({
      summary: 'Sends the visitor\'s message (plain text, 1-1000 characters): 201 stored, 200 the message stored before with the same clientId',
      params: ID, query: QUERY, headers: TOKEN_HEADER, body: chatSend, response: single(chatMessage), status: 201, errors: { '409': true },
    }),
  }, async (request, reply) => {
    const row = await conversationOfRequest(db, request, requestLocale(request));
    const locale = (request.query.locale as Locale | undefined) ?? (row.locale as Locale);
    const send = parseSend(request.body, locale);
    const result = await sendMessage(db, row.id, { author: 'visitor', body: send.body, clientId: send.clientId });
    return answerSend(reply, result, locale, () => chat.publish({ conversationId: row.id }));
  });

  app.post('/api/chat/conversations/:id/close', {
    config: rateLimited('chat'),
    schema: apiSchema({
      summary: 'The visitor ends the conversation (a `closed` message; closing again changes nothing)',
      params: ID, query: QUERY, headers: TOKEN_HEADER, response: single(chatConversation),
    }),
  }, async (request) => {
    const row = await conversationOfRequest(db, request, requestLocale(request));
    const closed = await closeConversation(db, row.id, 'visitor');
    if (typeof closed === 'string') throw new HttpError(404, chatWord(requestLocale(request), 'notFound'));
    if (row.status !== 'closed') chat.publish({ conversationId: row.id });
    return { data: await conversationOf(db, closed) };
  });

  app.post('/api/chat/left-messages', {
    config: rateLimited('form'),
    schema: apiSchema(formApiDoc('Leaves a message for client service when no person can be asked (a submission of form `chat-message`: stored, mailed; captcha)', chatLeftMessageForm)),
  }, (request, reply) => handleSubmission(chatLeftMessageDefinition, context, request, reply));

  app.get('/api/chat/conversations/:id/events', {
    config: { listLimit: false },
    schema: apiSchema({
      summary: 'The conversation\'s live stream (text/event-stream): `message` events (id: seq) after `after` or Last-Event-ID, `status` events, a keep-alive comment every 5 s',
      params: ID,
      query: { ...QUERY, after: AFTER },
      headers: TOKEN_HEADER,
      otherMediaTypes: ['text/event-stream'],
      errors: { '406': true, '429': true },
    }),
  }, async (request, reply) => {
    const locale = requestLocale(request);
    const row = await conversationOfRequest(db, request, locale);
    return streamConversation({ db, chat, streams, request, reply, row, after: request.query.after, locale });
  });
}

/** The answer to a sent message: 201 stored (and the fan-out nudged), 200 a repeat, 409 closed or a clientId of another author's. */
export function answerSend(reply: FastifyReply, result: Awaited<ReturnType<typeof sendMessage>>, locale: Locale, nudge: () => void): FastifyReply {
  switch (result.kind) {
    case 'stored':
      nudge();
      return reply.code(201).send({ data: result.message });
    case 'repeated':
      return reply.code(200).send({ data: result.message });
    case 'closed':
      throw new HttpError(409, chatWord(locale, 'closed'));
    case 'clash':
      throw new HttpError(409, chatWord(locale, 'clientIdTaken'), { clientId: [chatWord(locale, 'clientIdTaken')] });
    case 'not-holder':
      throw new HttpError(409, 'Another agent holds this conversation.');
  }
}
