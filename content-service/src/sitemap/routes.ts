import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { parseQuery } from '../lib/query.ts';
import { SEARCH_SOURCES } from '../search/sources.ts';
import { sitemapDocuments } from './documents.ts';

/**
 * GET /api/sitemap: every published document of the site in both locales, as `{ data: [{ route,
 * params, locale, lastmod }] }` (the shell server turns them into /sitemap.xml with the release's
 * route table). Not paginated: the shell splits the sitemap into files itself.
 */
export function sitemapRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/sitemap', async (request) => {
    parseQuery(request.query, {});
    return { data: await sitemapDocuments(db, SEARCH_SOURCES) };
  });
}
