import type { FastifyInstance } from 'fastify';
import { FALLBACK_LOCALE, PAGE_KINDS, type Page } from '@brids/contracts';
import { page, single } from '@brids/contracts/schema';
import type { AppContext } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import { sanitize } from '../lib/html.ts';
import { translated } from '../lib/like.ts';
import { enumList, locale, SLUG } from '../lib/query.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const pageQuery = { locale, 'filter[kind]': enumList(PAGE_KINDS).optional() };

/** GET /api/pages/{slug}: a page's own content; 404 when missing or not of a kind in filter[kind]. */
export function pageRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/pages/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A page\'s own content by slug (route name); 404 when not of a kind in filter[kind]', query: pageQuery, response: single(page) }),
  }, async (request) => {
    const q = request.query;
    if (!SLUG.test(request.params.slug)) throw notFound();
    let select = db
      .selectFrom('pages as p')
      .leftJoin('page_translations as t', (j) => j.onRef('t.page_id', '=', 'p.id').on('t.locale', '=', q.locale))
      .leftJoin('page_translations as f', (j) => j.onRef('f.page_id', '=', 'p.id').on('f.locale', '=', FALLBACK_LOCALE))
      .where('p.slug', '=', request.params.slug)
      .where((eb) => eb.or([eb('t.page_id', 'is not', null), eb('f.page_id', 'is not', null)]))
      .select([
        'p.slug',
        'p.kind',
        'p.image_url',
        translated('title').as('title'),
        translated('summary').as('summary'),
        translated('body').as('body'),
      ]);
    const kinds = q['filter[kind]'];
    if (kinds) select = select.where('p.kind', 'in', kinds);
    const row = await select.executeTakeFirst();
    if (!row) throw notFound();
    const kind = (PAGE_KINDS as readonly string[]).includes(row.kind) ? (row.kind as Page['kind']) : 'static';
    const data: Page = {
      slug: row.slug,
      kind,
      title: row.title ?? '',
      summary: row.summary ?? '',
      body: sanitize(row.body ?? ''),
      image: row.image_url ? { url: row.image_url, alt: row.title ?? '' } : null,
    };
    return { data };
  });
}
