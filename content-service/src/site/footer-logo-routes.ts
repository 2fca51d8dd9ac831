import type { FastifyInstance } from 'fastify';
import { type ActionType, type FooterLogo } from '@brids/contracts';
import { actionType, collection, footerLogo } from '@brids/contracts/schema';
import type { AppContext } from '../lib/context.ts';
import { locale, oneOf } from '../lib/query.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const logoQuery = { locale, sort: oneOf(['order', '-order']).optional() };
const actionTypeQuery = { locale, sort: oneOf(['order', '-order', 'name', '-name']).optional() };

/** GET /api/footer_logos (partner logos of the secondary footer) and GET /api/action_types. */
export function footerLogoRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/footer_logos', {
    schema: apiSchema({ summary: 'Partner logos of the secondary footer (spec §7)', query: logoQuery, response: collection(footerLogo) }),
  }, async (request) => {
    const q = request.query;
    const direction = q.sort === '-order' ? 'desc' : 'asc';
    const rows = await db
      .selectFrom('footer_logos')
      .selectAll()
      .orderBy('sort_order', direction)
      .orderBy('id', direction)
      .execute();
    const data: FooterLogo[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      url: r.url,
      images: [{ url: r.image_url, alt: r.title }],
      order: r.sort_order,
    }));
    return { data };
  });

  /** The corporate-action types (spec §3 kinds), names in `locale` (default id). */
  app.get('/api/action_types', {
    schema: apiSchema({ summary: 'Corporate-action kinds, names in the locale', query: actionTypeQuery, response: collection(actionType) }),
  }, async (request) => {
    const q = request.query;
    const nameColumn = q.locale === 'en' ? 'name_en' : 'name_id';
    const sort = q.sort ?? 'order';
    const direction = sort.startsWith('-') ? 'desc' : 'asc';
    const rows = await db
      .selectFrom('action_types')
      .selectAll()
      .orderBy(sort.endsWith('name') ? nameColumn : 'sort_order', direction)
      .orderBy('id')
      .execute();
    const data: ActionType[] = rows.map((r) => ({ id: r.id, slug: r.slug, name: r[nameColumn] }));
    return { data };
  });
}
