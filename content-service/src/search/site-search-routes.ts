import type { FastifyInstance } from 'fastify';
import { searchResultList } from '@brids/contracts/marketing';
import type { AppContext } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import { locale, pageNumber, pageSize, text } from '../lib/query.ts';
import { queryWords, searchIndex } from './search-index.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const kindList = text(200)
  .meta({ description: 'A comma list of kinds (lower-case words) to keep; meta.kinds counts every kind.', examples: ['blog-post'] })
  .transform((value) => [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))])
  .refine((items) => items.length > 0 && items.every((item) => /^[a-z][a-z-]{0,39}$/.test(item)), 'must be a comma list of kinds (lower-case words)');

/**
 * GET /api/site-search?filter[q]=&locale&filter[kind]=&page[number]&page[size]: the site search over the
 * index built from every squad's search source; every word must match (any order, word prefixes), ranked.
 */
const siteSearchQuery = {
  locale,
  'page[number]': pageNumber,
  'page[size]': pageSize,
  'filter[q]': text(100)
    .meta({ description: 'The words to find (any order, word prefixes); needed: without a word of at least 2 characters the answer is 422.', examples: ['saham'] })
    .transform((v) => v.trim())
    .optional(),
  'filter[kind]': kindList.optional(),
};

export function siteSearchRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/site-search', {
    schema: apiSchema({ summary: 'The site search over every squad\'s documents, ranked; meta.kinds counts each kind', query: siteSearchQuery, response: searchResultList, errors: { '422': true } }),
  }, async (request) => {
    const q = request.query;
    const words = queryWords(q['filter[q]'] ?? '');
    if ((q['filter[q]'] ?? '').length < 2 || words.length === 0) {
      throw new HttpError(422, 'The search needs filter[q] with a word of at least 2 characters', {
        'filter[q]': [q['filter[q]'] ? 'must contain a word of at least 2 characters' : 'is required'],
      });
    }
    const result = await searchIndex(db, { words, locale: q.locale, kinds: q['filter[kind]'], page: q['page[number]'], perPage: q['page[size]'] });
    return {
      data: result.hits,
      meta: { page: q['page[number]'], perPage: q['page[size]'], total: result.total, kinds: result.kinds, all: result.kinds.reduce((n, k) => n + k.count, 0) },
    };
  });
}
