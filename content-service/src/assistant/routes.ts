import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isLocale, type Locale } from '@brids/contracts';
import { single } from '@brids/contracts/schema';
import { ASSISTANT_QUESTION_MAX, ASSISTANT_QUESTION_MIN, assistantAnswer, assistantQuestion } from '@brids/contracts/assistant';
import type { AppContext } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import { apiSchema } from '../lib/openapi.ts';
import { locale } from '../lib/query.ts';
import { rateLimited } from '../lib/rate-limit.ts';
import { requestLocale } from '../lib/request-locale.ts';
import { answerQuestion } from './answer.ts';

const MESSAGES = {
  id: {
    invalid: 'Pertanyaan tidak dapat diproses.',
    question: `Tulis pertanyaan antara ${ASSISTANT_QUESTION_MIN} dan ${ASSISTANT_QUESTION_MAX} karakter.`,
    locale: 'Bahasa harus id atau en.',
  },
  en: {
    invalid: 'The question cannot be processed.',
    question: `Write a question of ${ASSISTANT_QUESTION_MIN} to ${ASSISTANT_QUESTION_MAX} characters.`,
    locale: 'The language must be id or en.',
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * POST /api/assistant/answers `{ question, locale }`: the 'Ask <name>' assistant's answer from the site's own
 * content (`answer.ts`). A bad body is a 422 in the visitor's language (the body's locale, else `?locale=`, else
 * Accept-Language), never a 5xx; rate-limited per address (`assistant` kind). Nothing is stored.
 */
export function assistantRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post('/api/assistant/answers', {
    config: rateLimited('assistant'),
    schema: apiSchema({
      summary: 'The assistant\'s answer to a visitor\'s question from the FAQ and the site search (nothing made up, nothing stored)',
      query: { locale }, body: assistantQuestion, response: single(assistantAnswer),
    }),
  }, async (request) => {
    const body = request.body as { locale?: unknown } | null | undefined;
    const language: Locale = body && typeof body === 'object' && isLocale(body.locale) ? body.locale : requestLocale(request);
    const parsed = assistantQuestion.safeParse(body);
    if (!parsed.success) {
      const words = MESSAGES[language];
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'locale' ? 'locale' : 'question';
        errors[field] = [words[field]];
      }
      throw new HttpError(422, Object.keys(errors).length === 1 ? Object.values(errors)[0]![0]! : words.invalid, errors);
    }
    return { data: await answerQuestion(db, parsed.data.question, parsed.data.locale) };
  });
}
