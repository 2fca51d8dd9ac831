import type { FastifyInstance } from 'fastify';
import { MENU_TYPES } from '@brids/contracts';
import { collection, menu } from '@brids/contracts/schema';
import { findMenus } from './menus.ts';
import type { AppContext } from '../lib/context.ts';
import { enumList, flag, locale, oneOf } from '../lib/query.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const menuQuery = {
  locale,
  'filter[type]': oneOf(MENU_TYPES).optional(),
  'filter[menu_parent]': flag.meta({ description: 'true: top-level menus only.' }).optional(),
  'filter[is_published]': flag.meta({ description: 'Published (true) or unpublished (false) menus only; absent: both.' }).optional(),
  include: enumList(['child']).optional(),
  sort: oneOf(['order', '-order']).meta({ description: 'By the editors\' order, ascending or descending.' }).optional(),
};

/** GET /api/menus (spec §7): the menus of a type, top level only, published, with children, in order. */
export function menuRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/menus', {
    schema: apiSchema({ summary: 'Menus of a type, top level only when asked, with their children when included (spec §7)', query: menuQuery, response: collection(menu) }),
  }, async (request) => {
    const q = request.query;
    const data = await findMenus(db, {
      locale: q.locale,
      type: q['filter[type]'],
      topLevel: q['filter[menu_parent]'] === true,
      published: q['filter[is_published]'],
      includeChildren: q.include?.includes('child') ?? false,
      descending: q.sort === '-order',
    });
    return { data };
  });
}
