import type { FastifyInstance } from 'fastify';
import { collection } from '@brids/contracts';
import { sitemapDocument } from '@brids/contracts/sitemap';
import type { AppContext } from '../lib/context.ts';
import { parseQuery } from '../lib/query.ts';
import { SEARCH_SOURCES } from './sources.ts';
import { sitemapDocuments } from './sitemap-documents.ts';

const noQuery = {};

/**
 * GET /api/sitemap: every published document of the site in both locales, as `{ data: [{ route,
 * params, locale, lastmod }] }` (the shell server turns them into /sitemap.xml with the release's
 * route table). Not paginated: the shell splits the sitemap into files itself.
 */
export function sitemapRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/sitemap', {
    config: { openapi: { summary: 'Every published document in both locales, for the shell\'s sitemap.xml', query: noQuery, response: collection(sitemapDocument) } },
  }, async (request) => {
    parseQuery(request.query, noQuery);
    return { data: await sitemapDocuments(db, SEARCH_SOURCES) };
  });
}
