import type { FastifyInstance } from 'fastify';
import { collection } from '@brids/contracts/schema';
import { sitemapDocument } from '@brids/contracts/sitemap';
import type { AppContext } from '../lib/context.ts';
import { SEARCH_SOURCES } from './sources.ts';
import { sitemapDocuments } from './sitemap-documents.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const noQuery = {};

/**
 * GET /api/sitemap: every published document of the site in both locales, as `{ data: [{ route,
 * params, locale, lastmod }] }` (the shell server turns them into /sitemap.xml with the release's
 * route table). Not paginated: the shell splits the sitemap into files itself.
 */
export function sitemapRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/sitemap', {
    schema: apiSchema({ summary: 'Every published document in both locales, for the shell\'s sitemap.xml', query: noQuery, response: collection(sitemapDocument) }),
  }, async () => {
    return { data: await sitemapDocuments(db, SEARCH_SOURCES) };
  });
}
