import type { FastifyInstance } from 'fastify';
import { type RedirectRule } from '@brids/contracts';
import { collection, redirectRule } from '@brids/contracts/schema';
import type { AppContext } from '../lib/context.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const noQuery = {};

/** GET /api/redirects: every redirect rule, latest-news and general, in order. */
export function redirectRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/redirects', {
    schema: apiSchema({ summary: 'Every redirect rule, latest-news and general, in order', query: noQuery, response: collection(redirectRule) }),
  }, async () => {
    const rows = await db.selectFrom('redirects').selectAll().orderBy('sort_order').orderBy('id').execute();
    const data: RedirectRule[] = rows.map((row) => ({
      id: row.id,
      kind: row.kind === 'latest-news' ? 'latest-news' : 'general',
      from: row.from_path,
      to: row.to_path,
      status: row.status === 301 ? 301 : 302,
    }));
    return { data };
  });
}
