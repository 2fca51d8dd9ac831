import type { FastifyInstance } from 'fastify';
import { COLLECTIONS } from '@brids/contracts';
import type { AppContext } from '../app.ts';
import { ENTRY_SORTS, findEntry, listEntries } from '../data/entries.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { authenticatedUser } from './auth.ts';
import { flag, locale, oneOf, pageNumber, pageSize, parseQuery, SLUG, slug, text } from '../lib/query.ts';

/** The scope that lets a user see drafts. */
export const PREVIEW_SCOPE = 'content:preview';

/** A free-text filter: trimmed; empty means none. */
export const searchText = text(100).transform((v) => v.trim()).optional();

export const listQuery = {
  locale,
  'page[number]': pageNumber,
  'page[size]': pageSize,
  'filter[category]': slug.optional(),
  'filter[q]': searchText,
  sort: oneOf(ENTRY_SORTS).default('-published_at'),
};

/** GET /api/{collection} and GET /api/{collection}/{slug} for every collection of the contract. */
export function collectionRoutes(app: FastifyInstance, { db }: AppContext): void {
  for (const collection of COLLECTIONS) {
    app.get(`/api/${collection}`, async (request) => {
      const q = parseQuery(request.query, listQuery);
      return listEntries(db, collection, {
        locale: q.locale,
        page: q['page[number]'],
        perPage: q['page[size]'],
        category: q['filter[category]'],
        q: q['filter[q]'] || undefined,
        sort: q.sort,
      });
    });

    app.get<{ Params: { slug: string } }>(`/api/${collection}/:slug`, async (request) => {
      const q = parseQuery(request.query, { locale, preview: flag.optional() });
      // Drafts are answered only to an editor whose scope allows previews.
      if (q.preview) {
        const user = await authenticatedUser(db, request);
        if (!user.scope.includes(PREVIEW_SCOPE)) throw new HttpError(403, `Previews need the ${PREVIEW_SCOPE} scope`);
      }
      if (!SLUG.test(request.params.slug)) throw notFound();
      const data = await findEntry(db, collection, request.params.slug, q.locale, { includeDrafts: q.preview === true });
      if (!data) throw notFound();
      return { data };
    });
  }
}
