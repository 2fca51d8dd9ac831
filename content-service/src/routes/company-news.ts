import { type Kysely, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { FALLBACK_LOCALE, type CompanyNews, type Locale } from '@brids/contracts';
import type { AppContext } from '../app.ts';
import type { DB } from '../db/schema.ts';
import { findEntryId } from '../data/entries.ts';
import { notFound } from '../lib/errors.ts';
import { sanitize } from '../lib/html.ts';
import { containsPattern, likeContains, translated } from '../lib/like.ts';
import { locale, oneOf, pageNumber, pageSize, parseQuery, SLUG } from '../lib/query.ts';
import { searchText } from './collections.ts';

const newsQuery = {
  locale,
  'page[number]': pageNumber,
  'page[size]': pageSize,
  'filter[q]': searchText,
  sort: oneOf(['-published_at', 'published_at', 'title', '-title']).default('-published_at'),
};

function base(db: Kysely<DB>, companyId: number, locale: Locale) {
  return db
    .selectFrom('company_news as n')
    .leftJoin('company_news_translations as t', (j) => j.onRef('t.news_id', '=', 'n.id').on('t.locale', '=', locale))
    .leftJoin('company_news_translations as f', (j) => j.onRef('f.news_id', '=', 'n.id').on('f.locale', '=', FALLBACK_LOCALE))
    .where('n.company_id', '=', companyId)
    .where((eb) => eb.or([eb('t.news_id', 'is not', null), eb('f.news_id', 'is not', null)]))
    .where('n.published_at', '<=', new Date().toISOString());
}

const columns = [
  'n.slug',
  'n.published_at',
  translated('title').as('title'),
  translated('summary').as('summary'),
  translated('body').as('body'),
] as const;

/** GET /api/companies/{slug}/news and /api/companies/{slug}/news/{news}: a company's latest news. */
export function companyNewsRoutes(app: FastifyInstance, { db }: AppContext): void {
  async function company(slug: string): Promise<number> {
    const id = SLUG.test(slug) ? await findEntryId(db, 'companies', slug) : undefined;
    if (id === undefined) throw notFound('Company not found');
    return id;
  }
  const toNews = (company: string, row: { slug: string; published_at: string; title: string | null; summary: string | null; body: string | null }): CompanyNews => ({
    slug: row.slug,
    company,
    title: row.title ?? '',
    summary: row.summary ?? '',
    body: sanitize(row.body ?? ''),
    published_at: row.published_at,
  });

  app.get<{ Params: { slug: string } }>('/api/companies/:slug/news', async (request) => {
    const q = parseQuery(request.query, newsQuery);
    const companyId = await company(request.params.slug);
    let select = base(db, companyId, q.locale);
    const text = q['filter[q]'];
    if (text) {
      const pattern = containsPattern(text);
      select = select.where((eb) => eb.or([likeContains(translated('title'), pattern), likeContains(translated('summary'), pattern)]));
    }
    const counted = await select.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
    const direction = q.sort.startsWith('-') ? 'desc' : 'asc';
    const rows = await select
      .select([...columns])
      .orderBy(q.sort.endsWith('title') ? sql`lower(${translated('title')})` : sql.ref('n.published_at'), direction)
      .orderBy('n.id', direction)
      .limit(q['page[size]'])
      .offset((q['page[number]'] - 1) * q['page[size]'])
      .execute();
    return {
      data: rows.map((row) => toNews(request.params.slug, row)),
      meta: { page: q['page[number]'], perPage: q['page[size]'], total: Number(counted?.total ?? 0) },
    };
  });

  app.get<{ Params: { slug: string; news: string } }>('/api/companies/:slug/news/:news', async (request) => {
    const q = parseQuery(request.query, { locale });
    const companyId = await company(request.params.slug);
    if (!SLUG.test(request.params.news)) throw notFound('News not found');
    const row = await base(db, companyId, q.locale).where('n.slug', '=', request.params.news).select([...columns]).executeTakeFirst();
    if (!row) throw notFound('News not found');
    return { data: toNews(request.params.slug, row) };
  });
}
