import { z } from '@brids/contracts/schema';
import type { Locale } from '@brids/contracts';
import {
  CHAT_SESSION_KEY,
  CHAT_TOKEN_HEADER,
  CHAT_TRANSCRIPT_MAX,
  chatAvailability,
  chatConversation,
  chatMessage,
  chatStarted,
  type ChatMessage,
} from '@brids/contracts/chat';
import { api } from '@brids/platform';
import type { Message } from './conversation.ts';

/**
 * The visitor's side of the handover to a person (`@brids/contracts/chat`): the calls, the open conversation's
 * `{ id, token }` in the tab's session storage (`brids-chat`), and the assistant's part carried to the agent.
 */

/** The tab's open conversation with a person. */
export interface ChatSession {
  id: string;
  token: string;
}

/** The stored conversation, or null (none, or unreadable). */
export function readChatSession(): ChatSession | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(CHAT_SESSION_KEY) ?? 'null') as Partial<ChatSession> | null;
    return value && typeof value.id === 'string' && typeof value.token === 'string' ? { id: value.id, token: value.token } : null;
  } catch {
    return null;
  }
}

export function writeChatSession(session: ChatSession | null): void {
  try {
    if (session) sessionStorage.setItem(CHAT_SESSION_KEY, JSON.stringify(session));
    else sessionStorage.removeItem(CHAT_SESSION_KEY);
  } catch {
    // storage refused: the conversation lasts as long as the page
  }
}

const tokenHeader = (session: ChatSession) => ({ [CHAT_TOKEN_HEADER]: session.token });
const conversationPath = (session: ChatSession) => `/chat/conversations/${encodeURIComponent(session.id)}`;

/** GET /api/chat/availability: whether a person can be asked now, and the hours in the visitor's words. */
export async function chatAvailabilityNow(locale: Locale) {
  return (await api.get('/chat/availability', z.object({ data: chatAvailability }), { locale })).data;
}

type TranscriptLine = { author: 'visitor' | 'assistant'; body: string };

/** The assistant's part of the conversation as the agent reads it: the visitor's questions and the answers' text. */
export function transcriptOf(messages: Message[]): TranscriptLine[] {
  const lines = messages.flatMap((message): TranscriptLine[] => {
    if (message.from === 'visitor') return [{ author: 'visitor' as const, body: message.text }];
    const a = message.answer;
    if (a.kind === 'faq') return [{ author: 'assistant' as const, body: `${a.question} (${a.url})` }];
    if (a.kind === 'pages') return [{ author: 'assistant' as const, body: a.results.map((page) => `${page.title} (${page.url})`).join('\n') }];
    return [];
  });
  return lines.filter((line) => line.body.trim() !== '').map((line) => ({ ...line, body: line.body.slice(0, 4000) })).slice(-CHAT_TRANSCRIPT_MAX);
}

/** POST /api/chat/conversations: opens a conversation and keeps its token in the tab. */
export async function startChat(locale: Locale, messages: Message[]) {
  const started = (await api.post('/chat/conversations', chatStarted, { locale, transcript: transcriptOf(messages) }, { query: { locale } })).data;
  const session = { id: started.conversation.id, token: started.token };
  writeChatSession(session);
  return { session, conversation: started.conversation };
}

/** GET the conversation with every message (a reload restores the history from it). */
export async function fetchChat(session: ChatSession, locale: Locale) {
  return (await api.get(conversationPath(session), z.object({ data: chatConversation }), { locale }, tokenHeader(session))).data;
}

/** POST a message; the same clientId is stored once, so a retry after a lost answer is safe. */
export async function sendChatMessage(session: ChatSession, locale: Locale, clientId: string, body: string): Promise<ChatMessage> {
  return (await api.post(`${conversationPath(session)}/messages`, z.object({ data: chatMessage }), { clientId, body }, { query: { locale }, headers: tokenHeader(session) })).data;
}

/** POST .../close: the visitor ends the conversation. */
export async function closeChat(session: ChatSession, locale: Locale) {
  return (await api.post(`${conversationPath(session)}/close`, z.object({ data: chatConversation }), {}, { query: { locale }, headers: tokenHeader(session) })).data;
}

/** The stream's address and headers (read by `@brids/contracts/chat-stream`). */
export const chatStreamOf = (session: ChatSession, locale: Locale) => ({
  url: `/api${conversationPath(session)}/events?locale=${locale}`,
  headers: tokenHeader(session),
});

/** A message list merged by seq: each once, in order (a reconnection may send some again). */
export function mergeMessages(known: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(known.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** A new id for a message or a form (the server stores once per id). */
export const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
