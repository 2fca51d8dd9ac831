import { z, type Infer } from '@brids/contracts/schema';
import { LOCALES } from './locale.ts';

/**
 * The live chat's handover to a person (issue 28), its own module (`@brids/contracts/chat`) so only the chat
 * panel's chunk and the console carry it.
 *
 * A visitor, after the assistant, asks for a person: during client-service hours (setting `live-chat-hours`, e.g.
 * `mon-fri 08:00-17:00` in WIB; `client-service-hours` stays the contact page's free text) with an agent online, `POST /api/chat/conversations` opens a conversation and answers its id and a token once;
 * the token (kept in the tab's session storage) is what reads and writes it (`X-Chat-Token`); a wrong token or
 * id answers 404. Messages are plain text. Each conversation's messages are numbered (`seq`, 1, 2, 3...) in the
 * order they were stored; the live stream (server-sent events) sends each with `id: seq`, and a client that
 * reconnects asks for what follows the last `seq` it has, so nothing is lost or shown twice. A message sent
 * again with the same `clientId` is stored once. Outside hours, or with no agent online, the visitor leaves a
 * message that becomes a submission of the forms backbone (`POST /api/chat/left-messages`).
 *
 * Agents (role `agent`, the console's accounts) work on `/api/agent/chat/*` on the content service's own port
 * only; the public origin forwards the visitor's calls and nothing of the agents' side.
 */

/** A message's longest text (characters, once trimmed). */
export const CHAT_MESSAGE_MAX = 1000;
/** How many of the assistant's exchanges a new conversation carries to the agent. */
export const CHAT_TRANSCRIPT_MAX = 20;
/** The header that carries a conversation's token. */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
/** The session-storage key of the visitor's open conversation (`{ id, token }`). */
export const CHAT_SESSION_KEY = 'brids-chat';

export const CHAT_STATUSES = ['waiting', 'active', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/**
 * Who wrote a message: the visitor, the agent, the assistant (its answers before the handover, copied into
 * the conversation so the agent reads them) or the system (an event: `joined`, `closed`).
 */
export const CHAT_AUTHORS = ['visitor', 'agent', 'assistant', 'system'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

export const chatMessage = z.object({
  seq: z.number(),
  author: z.enum(CHAT_AUTHORS),
  /** Plain text, never HTML: every side shows it as text. */
  body: z.string(),
  /** The agent's display name on agent messages and `joined` events; null otherwise. */
  agentName: z.nullable(z.string()),
  /** System messages only: what happened. */
  event: z.nullable(z.enum(['joined', 'closed'])),
  /** The sender's own id for this message (a UUID), so a retry is stored once; null for system messages. */
  clientId: z.nullable(z.string()),
  sentAt: z.string(),
});
export type ChatMessage = Infer<typeof chatMessage>;

export const chatConversation = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  locale: z.enum(LOCALES),
  /** The agent who took it, by display name; null while waiting. */
  agentName: z.nullable(z.string()),
  createdAt: z.string(),
  messages: z.array(chatMessage),
});
export type ChatConversation = Infer<typeof chatConversation>;

/** GET /api/chat/availability?locale: whether a person can be asked now, and the hours in the visitor's words. */
export const chatAvailability = z.object({
  withinHours: z.boolean(),
  agentsOnline: z.boolean(),
  /** withinHours and agentsOnline: the panel offers a person, else the leave-a-message form. */
  available: z.boolean(),
  /** e.g. 'Senin–Jumat, 08.00–17.00 WIB' / 'Monday–Friday, 08:00–17:00 WIB'; empty when the desk is closed. */
  hours: z.string(),
});
export type ChatAvailability = Infer<typeof chatAvailability>;

/** A line of the assistant's part of the conversation, carried to the agent when the visitor asks for a person. */
export const chatTranscriptLine = z.object({
  author: z.enum(['visitor', 'assistant']),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_MESSAGE_MAX * 4)),
});

/** POST /api/chat/conversations: open a conversation (409 when no person can be asked now). */
export const chatStart = z.object({
  locale: z.enum(LOCALES),
  transcript: z.optional(z.array(chatTranscriptLine).check(z.maxLength(CHAT_TRANSCRIPT_MAX))),
});
export type ChatStart = Infer<typeof chatStart>;

/** The opened conversation and its token, answered once (201). */
export const chatStarted = z.object({ data: z.object({ token: z.string(), conversation: chatConversation }) });

/** POST .../messages: a message (1-1000 characters once trimmed) and the sender's id for it. */
export const chatSend = z.object({
  clientId: z.string().check(z.minLength(8), z.maxLength(64)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_MESSAGE_MAX)),
});
export type ChatSend = Infer<typeof chatSend>;

/**
 * The live stream's events (`text/event-stream`, GET .../events?after=<seq>, or `Last-Event-ID`; the request
 * must send `Accept: text/event-stream`, else 406): `message` (data: a ChatMessage, id: its seq) and `status`
 * (data: `{ status, agentName }`, sent first and on each change); a comment line every 5 s keeps proxies from
 * closing it. Availability, conversations, messages and close answer `{ data: ... }`; a sent message answers 201
 * (stored) or 200 (the same clientId's message, stored before).
 */
export const chatStatusEvent = z.object({ status: z.enum(CHAT_STATUSES), agentName: z.nullable(z.string()) });
export type ChatStatusEvent = Infer<typeof chatStatusEvent>;

/** What an agent's list shows of a conversation (GET /api/agent/chat/conversations?status=). */
export const chatConversationSummary = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  locale: z.enum(LOCALES),
  agentName: z.nullable(z.string()),
  /** Whether the signed-in agent holds it. */
  mine: z.boolean(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** The last message's first 120 characters. */
  preview: z.string(),
  messageCount: z.number(),
});
export type ChatConversationSummary = Infer<typeof chatConversationSummary>;

/**
 * The agents' stream (GET /api/agent/chat/events, bearer token, `Accept: text/event-stream`): `conversations`
 * (data: `{ id, status }`, the lists changed) and `message` (data: `{ conversationId, message }`) of a conversation
 * the agent holds (a conversation newly held sends all its messages: merge by seq). While it is open the agent
 * counts as online.
 */
export const agentChatEvent = z.object({ conversationId: z.string(), message: chatMessage });

/**
 * POST /api/chat/left-messages?locale= (Idempotency-Key, captcha): outside hours, a message for client service, a
 * submission of the forms backbone (form `chat-message`): its schema is `chatLeftMessageForm` of
 * `@brids/contracts/forms` (name, email and/or phone, message, consent, website, captchaToken, transcript?).
 */
export { CHAT_LEFT_MESSAGE_LIMITS } from './forms.ts';
