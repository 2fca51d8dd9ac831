import type { FastifyInstance } from 'fastify';
import { actionType, collection, footerLogo, type ActionType, type FooterLogo } from '@brids/contracts';
import type { AppContext } from '../lib/context.ts';
import { locale, oneOf, parseQuery } from '../lib/query.ts';

const logoQuery = { locale, sort: oneOf(['order', '-order']).optional() };
const actionTypeQuery = { locale, sort: oneOf(['order', '-order', 'name', '-name']).optional() };

/** GET /api/footer_logos (partner logos of the secondary footer) and GET /api/action_types. */
export function footerLogoRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/footer_logos', {
    config: { openapi: { summary: 'Partner logos of the secondary footer (spec §7)', query: logoQuery, response: collection(footerLogo) } },
  }, async (request) => {
    const q = parseQuery(request.query, logoQuery);
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
    config: { openapi: { summary: 'Corporate-action kinds, names in the locale', query: actionTypeQuery, response: collection(actionType) } },
  }, async (request) => {
    const q = parseQuery(request.query, actionTypeQuery);
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
