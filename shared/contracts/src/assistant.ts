import { z, type Infer } from '@brids/contracts/schema';
import type { ApiClient } from './api-client.ts';
import { LOCALES, type Locale } from './locale.ts';

/**
 * The 'Ask <name>' assistant (`POST /api/assistant/answers`): it answers a visitor's question from the
 * site's own content only (the FAQ and the site search's index), in the asked locale; nothing is made up
 * and no other service is asked. Its own module (`@brids/contracts/assistant`), so only the chat panel's
 * chunk carries it.
 */

export const ASSISTANT_QUESTION_MIN = 2;
export const ASSISTANT_QUESTION_MAX = 500;

/** The body: the visitor's question (2-500 characters once trimmed) and their language. */
export const assistantQuestion = z.object({
  question: z.string().check(z.trim(), z.minLength(ASSISTANT_QUESTION_MIN), z.maxLength(ASSISTANT_QUESTION_MAX)),
  locale: z.enum(LOCALES),
});
export type AssistantQuestion = Infer<typeof assistantQuestion>;

/** A page of the site that mentions the question's words: its title, its site path and a plain-text snippet. */
export const assistantPage = z.object({ title: z.string(), url: z.string(), snippet: z.string() });
export type AssistantPage = Infer<typeof assistantPage>;

/**
 * The answer: a FAQ item that matches the question well (its question, its answer as HTML sanitised by the
 * content service with the site's allow-list, and the site path of its page); else up to three pages; else nothing.
 */
export const assistantAnswer = z.union([
  z.object({ kind: z.literal('faq'), question: z.string(), answer: z.string(), url: z.string() }),
  z.object({ kind: z.literal('pages'), results: z.array(assistantPage) }),
  z.object({ kind: z.literal('nothing') }),
]);
export type AssistantAnswer = Infer<typeof assistantAnswer>;

/** POST /api/assistant/answers: the assistant's answer to `question` in `locale` (422 for a question too short or long, 429 past the rate limit). */
export async function askAssistant(client: Pick<ApiClient, 'post'>, question: string, locale: Locale): Promise<AssistantAnswer> {
  return (await client.post('/assistant/answers', z.object({ data: assistantAnswer }), { question, locale }, { query: { locale } })).data;
}
