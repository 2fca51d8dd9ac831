import type { FastifyInstance } from 'fastify';
import { FALLBACK_LOCALE, type Component, type Locale } from '@brids/contracts';
import { collection, component as componentSchema } from '@brids/contracts/schema';
import type { AppContext } from '../lib/context.ts';
import { findMenus } from './menus.ts';
import { sanitize } from '../lib/html.ts';
import { parseJsonList } from '../lib/json.ts';
import { enumList, locale, slugList } from '../lib/query.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const componentQuery = {
  locale,
  'filter[slug]': slugList(50).optional(),
  include: enumList(['menu', 'cta']).meta({ description: 'A comma list of: menu (adds each component\'s menus), cta (its calls to action).' }).optional(),
};

type Translation = { locale: string; title: string; url?: string; content?: string };
const pick = <T extends Translation>(list: T[], wanted: Locale): T | undefined =>
  list.find((t) => t.locale === wanted) ?? list.find((t) => t.locale === FALLBACK_LOCALE) ?? list[0];

/** GET /api/components (spec §7): blocks of content by slug, in the order asked, with CTAs and menus. */
export function componentRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/components', {
    schema: apiSchema({ summary: 'CMS components by slug, in the order asked, with their calls to action and menus when included (spec §7)', query: componentQuery, response: collection(componentSchema) }),
  }, async (request) => {
    const q = request.query;
    const slugs = q['filter[slug]'];
    const include = new Set(q.include ?? []);

    let select = db.selectFrom('components').selectAll();
    if (slugs) select = select.where('slug', 'in', slugs);
    const components = await select.orderBy('slug').execute();
    if (slugs) components.sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug));
    const ids = components.map((c) => c.id);
    if (ids.length === 0) return { data: [] };

    const translations = await db.selectFrom('component_translations').selectAll().where('component_id', 'in', ids).execute();
    const ctaRows = include.has('cta')
      ? await db
          .selectFrom('component_ctas as c')
          .innerJoin('cta_translations as t', 't.cta_id', 'c.id')
          .select(['c.id', 'c.component_id', 'c.sort_order', 't.locale', 't.title', 't.url'])
          .where('c.component_id', 'in', ids)
          .orderBy('c.sort_order')
          .orderBy('c.id')
          .orderBy('t.locale')
          .execute()
      : [];
    const menuLinks = include.has('menu')
      ? await db.selectFrom('component_menus').selectAll().where('component_id', 'in', ids).orderBy('sort_order').execute()
      : [];
    const menus = menuLinks.length
      ? await findMenus(db, { locale: q.locale, published: true, includeChildren: true, ids: menuLinks.map((l) => l.menu_id) })
      : [];

    const data: Component[] = components.map((c) => {
      const own = pick(translations.filter((t) => t.component_id === c.id), q.locale);
      const component: Component = {
        slug: c.slug,
        title: own?.title ?? '',
        content: sanitize(own?.content ?? ''),
        images: parseJsonList(c.images).flatMap((i) => (typeof i.url === 'string' ? [{ url: i.url, ...(typeof i.alt === 'string' ? { alt: i.alt } : {}) }] : [])),
        files: parseJsonList(c.files).flatMap((f) =>
          typeof f.url === 'string'
            ? [{ url: f.url, ...(typeof f.name === 'string' ? { name: f.name } : {}), ...(typeof f.size === 'number' ? { size: f.size } : {}) }]
            : [],
        ),
      };
      if (include.has('cta')) {
        const rows = ctaRows.filter((r) => r.component_id === c.id);
        const ctaIds = [...new Set(rows.map((r) => r.id))];
        component.cta = ctaIds.map((id) => {
          const list = rows.filter((r) => r.id === id).map((r) => ({ locale: r.locale as Locale, title: r.title, url: r.url }));
          const chosen = pick(list, q.locale);
          return { id, title: chosen?.title ?? '', url: chosen?.url ?? '', translations: list };
        });
      }
      if (include.has('menu')) {
        const mine = new Set(menuLinks.filter((l) => l.component_id === c.id).map((l) => l.menu_id));
        component.menu = menus.filter((m) => mine.has(m.id));
      }
      return component;
    });
    return { data };
  });
}
