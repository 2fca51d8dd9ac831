import type { FastifyInstance } from 'fastify';
import { COLLECTIONS } from '@brids/contracts';
import { entry, entrySummary, list, single } from '@brids/contracts/schema';
import type { AppContext } from '../lib/context.ts';
import { ENTRY_SORTS, findEntry, listEntries } from './entries.ts';
import { notFound } from '../lib/errors.ts';
import { locale, oneOf, pageNumber, pageSize, searchText, SLUG, slug } from '../lib/query.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';


export const listQuery = {
  locale,
  'page[number]': pageNumber,
  'page[size]': pageSize,
  'filter[category]': slug.optional(),
  'filter[q]': searchText,
  sort: oneOf(ENTRY_SORTS).default('-published_at'),
};
const entryQuery = { locale };

/** GET /api/{collection} and GET /api/{collection}/{slug} for every collection of the contract. */
export function collectionRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const collection of COLLECTIONS) {
    app.get(`/api/${collection}`, {
      schema: apiSchema({ summary: `Published entries of ${collection}`, query: listQuery, response: list(entrySummary) }),
    }, async (request) => {
      const q = request.query;
      return listEntries(db, collection, {
        locale: q.locale,
        page: q['page[number]'],
        perPage: q['page[size]'],
        category: q['filter[category]'],
        q: q['filter[q]'] || undefined,
        sort: q.sort,
      });
    });

    app.get(`/api/${collection}/:slug`, {
      schema: apiSchema({ params: { slug: z.string() }, summary: `One published entry of ${collection}`, query: entryQuery, response: single(entry) }),
    }, async (request) => {
      if (!SLUG.test(request.params.slug)) throw notFound();
      const data = await findEntry(db, collection, request.params.slug, request.query.locale);
      if (!data) throw notFound();
      return { data };
    });
  }
}
