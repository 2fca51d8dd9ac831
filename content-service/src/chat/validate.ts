import type { Locale } from '@brids/contracts';
import { chatSend, chatStart, type ChatSend, type ChatStart } from '@brids/contracts/chat';
import { HttpError } from '../lib/errors.ts';
import { INVALID_JSON } from '../lib/json-body.ts';
import { type ChatWord, chatWord } from './words.ts';

/** Field -> the message naming what it takes. */
const FIELD_WORDS: Record<string, ChatWord> = { body: 'body', clientId: 'clientId', locale: 'locale', transcript: 'transcript' };

function refuse(issues: readonly { path: PropertyKey[] }[], locale: Locale): never {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body');
    const word = FIELD_WORDS[field] ?? 'invalid';
    errors[field in FIELD_WORDS ? field : 'body'] ??= [chatWord(locale, word)];
  }
  const messages = Object.values(errors);
  throw new HttpError(422, messages.length === 1 ? messages[0]![0]! : chatWord(locale, 'invalid'), errors);
}

/** A NUL character: no text a person types has one, and PostgreSQL's text cannot store it (a 5xx otherwise). */
const hasNul = (text: string) => text.includes('\u0000');

/** The body as an object, or a 422 in the visitor's language (malformed JSON, an array, nothing). */
function objectBody(body: unknown, locale: Locale): Record<string, unknown> {
  if (body === INVALID_JSON || !body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(422, chatWord(locale, 'invalid'), { body: [chatWord(locale, 'invalid')] });
  }
  return body as Record<string, unknown>;
}

/** A message's body and client id (1-1000 characters once trimmed), or a 422 per field in the visitor's language. */
export function parseSend(body: unknown, locale: Locale): ChatSend {
  const parsed = chatSend.safeParse(objectBody(body, locale));
  if (!parsed.success) refuse(parsed.error.issues, locale);
  if (hasNul(parsed.data.body)) refuse([{ path: ['body'] }], locale);
  if (hasNul(parsed.data.clientId)) refuse([{ path: ['clientId'] }], locale);
  return parsed.data;
}

/** A conversation's opening (its locale, the assistant's transcript), or a 422 per field. */
export function parseStart(body: unknown, locale: Locale): ChatStart {
  const parsed = chatStart.safeParse(objectBody(body, locale));
  if (!parsed.success) refuse(parsed.error.issues, locale);
  if (parsed.data.transcript?.some((line) => hasNul(line.body))) refuse([{ path: ['transcript'] }], locale);
  return parsed.data;
}
