import type { FastifyInstance } from 'fastify';
import { COLLECTIONS, entry, entrySummary, list, single } from '@brids/contracts';
import type { AppContext } from '../lib/context.ts';
import { ENTRY_SORTS, findEntry, listEntries } from './entries.ts';
import { notFound } from '../lib/errors.ts';
import { requireActor } from '../accounts/access.ts';
import { PREVIEW_ROLES } from '../accounts/roles.ts';
import { flag, locale, oneOf, pageNumber, pageSize, searchText, SLUG, slug } from '../lib/query.ts';
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
const entryQuery = { locale, preview: flag.meta({ description: 'Answers a draft too: needs a bearer token of an editor, research publisher or admin (else 401/403).' }).optional() };

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
      schema: apiSchema({ params: { slug: z.string() }, summary: `One entry of ${collection}`, query: entryQuery, response: single(entry), errors: { '401': true, '403': true } }),
    }, async (request) => {
      const q = request.query;
      // Drafts are answered only to the content team (editors, research publishers, admins).
      if (q.preview) await requireActor(db, request, PREVIEW_ROLES);
      if (!SLUG.test(request.params.slug)) throw notFound();
      const data = await findEntry(db, collection, request.params.slug, q.locale, { includeDrafts: q.preview === true });
      if (!data) throw notFound();
      return { data };
    });
  }
}
