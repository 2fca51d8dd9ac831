import { type Kysely, sql } from 'kysely';
import { FALLBACK_LOCALE, type Collection, type Entry, type EntrySummary, type ListMeta, type Locale } from '@brids/contracts';
import type { DB } from '../schema.ts';
import { sanitize } from '../lib/html.ts';
import { parseJsonObject } from '../lib/json.ts';
import { containsPattern, likeContains, translated } from '../lib/like.ts';

export const ENTRY_SORTS = ['-published_at', 'published_at', 'title', '-title'] as const;
export type EntrySort = (typeof ENTRY_SORTS)[number];

export interface EntryListQuery {
  locale: Locale;
  page: number;
  perPage: number;
  category?: string | undefined;
  q?: string | undefined;
  sort: EntrySort;
}

type Attribute = string | number | boolean | null;

/** Published entries of a collection, text in the locale (else the fallback locale). */
function base(db: Kysely<DB>, collection: Collection, locale: Locale) {
  const query = db
    .selectFrom('entries as e')
    .leftJoin('entry_translations as t', (j) => j.onRef('t.entry_id', '=', 'e.id').on('t.locale', '=', locale))
    .leftJoin('entry_translations as f', (j) => j.onRef('f.entry_id', '=', 'e.id').on('f.locale', '=', FALLBACK_LOCALE))
    .where('e.collection', '=', collection)
    .where((eb) => eb.or([eb('t.entry_id', 'is not', null), eb('f.entry_id', 'is not', null)]));
  return query.where('e.published_at', '<=', new Date().toISOString());
}

const summaryColumns = [
  'e.slug',
  'e.category',
  'e.published_at',
  'e.image_url',
  'e.attributes',
  translated('title').as('title'),
  translated('summary').as('summary'),
  translated('attributes').as('localized_attributes'),
] as const;

interface SummaryRow {
  slug: string;
  category: string | null;
  published_at: string;
  image_url: string | null;
  attributes: string;
  title: string | null;
  summary: string | null;
  localized_attributes: string | null;
}

function toSummary(row: SummaryRow): EntrySummary {
  const attributes: Record<string, Attribute> = {};
  const merged = { ...parseJsonObject(row.attributes), ...parseJsonObject(row.localized_attributes) };
  for (const [key, value] of Object.entries(merged)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) attributes[key] = value as Attribute;
  }
  const title = row.title ?? '';
  return {
    slug: row.slug,
    title,
    summary: row.summary ?? '',
    category: row.category,
    published_at: row.published_at,
    image: row.image_url ? { url: row.image_url, alt: title } : null,
    attributes,
  };
}

export async function listEntries(
  db: Kysely<DB>,
  collection: Collection,
  query: EntryListQuery,
): Promise<{ data: EntrySummary[]; meta: ListMeta }> {
  let select = base(db, collection, query.locale);
  if (query.category) select = select.where('e.category', '=', query.category);
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where((eb) =>
      eb.or([
        likeContains(translated('title'), pattern),
        likeContains(translated('summary'), pattern),
        likeContains(translated('body_text'), pattern),
      ]),
    );
  }
  const counted = await select.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);

  const descending = query.sort.startsWith('-');
  const byTitle = query.sort.endsWith('title');
  const rows = await select
    .select([...summaryColumns])
    .orderBy(byTitle ? sql`lower(${translated('title')})` : sql.ref('e.published_at'), descending ? 'desc' : 'asc')
    .orderBy('e.id', descending ? 'desc' : 'asc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return { data: rows.map(toSummary), meta: { page: query.page, perPage: query.perPage, total } };
}

/**
 * One published entry (an entry is unpublished until its publication time). Editors preview drafts by
 * signed preview links (editorial/preview-links.ts), not here.
 */
export async function findEntry(db: Kysely<DB>, collection: Collection, slug: string, locale: Locale): Promise<Entry | undefined> {
  const row = await base(db, collection, locale)
    .where('e.slug', '=', slug)
    .select([...summaryColumns, translated('body').as('body')])
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...toSummary(row), body: sanitize(row.body ?? '') };
}

/** The id of a published entry (companies, for their news). */
export async function findEntryId(db: Kysely<DB>, collection: Collection, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('entries')
    .select('id')
    .where('collection', '=', collection)
    .where('slug', '=', slug)
    .where('published_at', '<=', new Date().toISOString())
    .executeTakeFirst();
  return row?.id;
}
