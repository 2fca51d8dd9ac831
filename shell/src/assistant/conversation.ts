import type { AssistantAnswer } from '@brids/contracts/assistant';

/**
 * The assistant's conversation in the tab's session storage (`brids-assistant`): whether the panel is open
 * and the messages, so it survives client navigation and a reload of the tab, and ends with the tab.
 * Plain data only; every text is rendered as text (the FAQ answer alone is HTML, sanitised by the content
 * service and again by RichText).
 */
export const STORAGE_KEY = 'brids-assistant';
/** The most messages kept: older ones leave the conversation first. */
export const MAX_MESSAGES = 40;

export type Message =
  | { id: number; from: 'visitor'; text: string }
  | { id: number; from: 'assistant'; answer: AssistantAnswer | { kind: 'failed' } | { kind: 'limited' } };

export interface Conversation {
  open: boolean;
  messages: Message[];
}

const EMPTY: Conversation = { open: false, messages: [] };

/** The stored conversation, or an empty one (no storage, nothing kept, or something unreadable). */
export function readConversation(): Conversation {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const value = JSON.parse(raw) as Partial<Conversation>;
    return { open: value.open === true, messages: Array.isArray(value.messages) ? value.messages.filter(isMessage).slice(-MAX_MESSAGES) : [] };
  } catch {
    return EMPTY;
  }
}

export function writeConversation(conversation: Conversation): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ open: conversation.open, messages: conversation.messages.slice(-MAX_MESSAGES) }));
  } catch {
    // storage full or refused: the conversation lives in memory for this page only
  }
}

function isMessage(value: unknown): value is Message {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  if (typeof m.id !== 'number') return false;
  if (m.from === 'visitor') return typeof m.text === 'string';
  return m.from === 'assistant' && typeof m.answer === 'object' && m.answer !== null && typeof (m.answer as { kind?: unknown }).kind === 'string';
}
