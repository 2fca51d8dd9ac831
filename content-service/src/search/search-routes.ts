import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { COLLECTIONS, FALLBACK_LOCALE, type SearchHit } from '@brids/contracts';
import { list, searchHit } from '@brids/contracts/schema';
import type { AppContext } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import { containsPattern, likeContains, translated } from '../lib/like.ts';
import { enumList, locale, oneOf, pageNumber, pageSize, searchText } from '../lib/query.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const SEARCHABLE = [...COLLECTIONS, 'pages'] as const;
const searchQuery = {
  locale,
  'page[number]': pageNumber,
  'page[size]': pageSize,
  'filter[q]': searchText,
  'filter[collection]': enumList(SEARCHABLE).optional(),
  sort: oneOf(['relevance', 'title', '-title']).default('relevance'),
};

/**
 * GET /api/search?filter[q]=: entries of every collection and searchable pages whose title, summary or
 * text contains the words (case-insensitive LIKE for now; full-text search comes later). Title matches first.
 */
export function searchRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/search', {
    schema: apiSchema({
        summary: 'Entries and searchable pages containing the words (title matches first); 422 without filter[q] of at least 2 characters',
        query: searchQuery, response: list(searchHit), errors: { '422': true },
      }),
  }, async (request) => {
    const q = request.query;
    const text = q['filter[q]'];
    if (!text || text.length < 2) {
      throw new HttpError(422, 'The search needs filter[q] of at least 2 characters', {
        'filter[q]': [text ? 'must be at least 2 characters' : 'is required'],
      });
    }
    const wanted = new Set<string>(q['filter[collection]'] ?? SEARCHABLE);
    const collections = COLLECTIONS.filter((c) => wanted.has(c));
    const pattern = containsPattern(text);
    const now = new Date().toISOString();
    const matches = [likeContains(translated('title'), pattern), likeContains(translated('summary'), pattern), likeContains(translated('body_text'), pattern)];
    const rank = sql<number>`case when ${matches[0]} then 0 else 1 end`;

    const entryHits = db
      .selectFrom('entries as e')
      .leftJoin('entry_translations as t', (j) => j.onRef('t.entry_id', '=', 'e.id').on('t.locale', '=', q.locale))
      .leftJoin('entry_translations as f', (j) => j.onRef('f.entry_id', '=', 'e.id').on('f.locale', '=', FALLBACK_LOCALE))
      .where('e.collection', 'in', collections.length ? collections : ['-'])
      .where('e.published_at', '<=', now)
      .where((eb) => eb.or([eb('t.entry_id', 'is not', null), eb('f.entry_id', 'is not', null)]))
      .where((eb) => eb.or(matches))
      .select([
        sql<string>`${sql.ref('e.collection')}`.as('collection'),
        sql<string>`${sql.ref('e.slug')}`.as('slug'),
        translated('title').as('title'),
        translated('summary').as('summary'),
        rank.as('rank'),
      ]);
    const pageHits = db
      .selectFrom('pages as p')
      .leftJoin('page_translations as t', (j) => j.onRef('t.page_id', '=', 'p.id').on('t.locale', '=', q.locale))
      .leftJoin('page_translations as f', (j) => j.onRef('f.page_id', '=', 'p.id').on('f.locale', '=', FALLBACK_LOCALE))
      .where('p.is_searchable', '=', wanted.has('pages') ? 1 : -1)
      .where((eb) => eb.or([eb('t.page_id', 'is not', null), eb('f.page_id', 'is not', null)]))
      .where((eb) => eb.or(matches))
      .select([
        sql<string>`cast('pages' as text)`.as('collection'),
        sql<string>`${sql.ref('p.slug')}`.as('slug'),
        translated('title').as('title'),
        translated('summary').as('summary'),
        rank.as('rank'),
      ]);
    const hits = entryHits.unionAll(pageHits).as('h');

    const counted = await db.selectFrom(hits).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
    let ordered = db.selectFrom(hits).select(['h.collection', 'h.slug', 'h.title', 'h.summary']);
    if (q.sort === 'relevance') ordered = ordered.orderBy('h.rank');
    const rows = await ordered
      .orderBy(sql`lower(${sql.ref('h.title')})`, q.sort === '-title' ? 'desc' : 'asc')
      .orderBy('h.collection')
      .orderBy('h.slug')
      .limit(q['page[size]'])
      .offset((q['page[number]'] - 1) * q['page[size]'])
      .execute();
    const data: SearchHit[] = rows.map((r) => ({ collection: r.collection, slug: r.slug, title: r.title ?? '', summary: r.summary ?? '' }));
    return { data, meta: { page: q['page[number]'], perPage: q['page[size]'], total: Number(counted?.total ?? 0) } };
  });
}
