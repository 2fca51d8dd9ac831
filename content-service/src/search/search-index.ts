import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Locale } from '@brids/contracts';
import type { SearchResult } from '@brids/contracts/marketing';
import type { DB } from '../schema.ts';
import { bumpContentVersion } from '../propagation/content-version.ts';
import type { SearchDocumentsTable } from './schema.ts';
import type { SearchDocument, SearchSection, SearchSource } from './source.ts';
import { SEARCH_SECTIONS, SEARCH_SOURCES } from './sources.ts';

/**
 * The site search index: `search_documents` filled from every squad's SearchSource, searched with
 * SQLite FTS5 (bm25, external-content table `search_fts`) or PostgreSQL full-text search (a weighted
 * tsvector: 'english' for English, 'simple' for Indonesian, which PostgreSQL has no dictionary for).
 */

const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

const ROW_COLUMNS = ['kind', 'locale', 'route', 'params', 'title', 'summary', 'text', 'keywords', 'published_at'] as const;
type IndexRow = Omit<SearchDocumentsTable, 'id'>;

const rowOf = (d: SearchDocument): IndexRow => ({
  kind: d.kind, locale: d.locale, route: d.route, params: JSON.stringify(d.params), title: d.title, summary: d.summary,
  text: d.text, keywords: d.keywords ?? '', published_at: d.published_at ?? null,
});

/** Every field of a row: a row whose fingerprint a fresh document has is left as it is. */
const fingerprint = (row: IndexRow) => JSON.stringify(ROW_COLUMNS.map((column) => row[column]));

/** The engines' part of the given rows, after they were inserted: their tsvector (PostgreSQL) or their FTS5 entries (SQLite). */
async function indexRows(trx: Kysely<DB>, ids: number[]): Promise<void> {
  const pg = isPostgres(trx);
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    if (pg) {
      await sql`update search_documents set tsv =
        setweight(to_tsvector(case when locale = 'en' then 'english'::regconfig else 'simple'::regconfig end, title), 'A') ||
        setweight(to_tsvector('simple', keywords), 'A') ||
        setweight(to_tsvector(case when locale = 'en' then 'english'::regconfig else 'simple'::regconfig end, summary), 'B') ||
        setweight(to_tsvector(case when locale = 'en' then 'english'::regconfig else 'simple'::regconfig end, text), 'C')
        where id in (${sql.join(chunk)})`.execute(trx);
    } else {
      await sql`insert into search_fts(rowid, title, keywords, summary, text)
        select id, title, keywords, summary, text from search_documents where id in (${sql.join(chunk)})`.execute(trx);
    }
  }
}

/** Removes rows, their FTS5 entries first (an external-content table is told the old values it indexed). */
async function removeRows(trx: Kysely<DB>, ids: number[]): Promise<void> {
  const pg = isPostgres(trx);
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    if (!pg) {
      await sql`insert into search_fts(search_fts, rowid, title, keywords, summary, text)
        select 'delete', id, title, keywords, summary, text from search_documents where id in (${sql.join(chunk)})`.execute(trx);
    }
    await trx.deleteFrom('search_documents').where('id', 'in', chunk).execute();
  }
}

/** Empties the index and fills it again from `sources`, in one transaction (idempotent), and bumps the content version. Returns the document count. */
export async function rebuildSearchIndex(db: Kysely<DB>, sources: SearchSource[] = SEARCH_SOURCES): Promise<number> {
  const documents: SearchDocument[] = (await Promise.all(sources.map((source) => source(db)))).flat();
  const pg = isPostgres(db);
  await db.transaction().execute(async (trx) => {
    // First: the version's lock, so that no entry's update runs beside the rebuild; every cache then drops what it kept.
    await bumpContentVersion(trx, { kind: '*', key: 'reindex' });
    await trx.deleteFrom('search_documents').execute();
    for (let i = 0; i < documents.length; i += 200) {
      await trx.insertInto('search_documents').values(documents.slice(i, i + 200).map(rowOf)).execute();
    }
    if (pg) {
      await sql`update search_documents set tsv =
        setweight(to_tsvector(case when locale = 'en' then 'english'::regconfig else 'simple'::regconfig end, title), 'A') ||
        setweight(to_tsvector('simple', keywords), 'A') ||
        setweight(to_tsvector(case when locale = 'en' then 'english'::regconfig else 'simple'::regconfig end, summary), 'B') ||
        setweight(to_tsvector(case when locale = 'en' then 'english'::regconfig else 'simple'::regconfig end, text), 'C')`.execute(trx);
    } else {
      await sql`insert into search_fts(search_fts) values('rebuild')`.execute(trx);
    }
  });
  return documents.length;
}

/** What an update of the index did: rows removed and added (a changed document is both), rows left as they were. */
export interface SearchIndexUpdate {
  removed: number;
  added: number;
  kept: number;
}

/** The sections whose documents show entries of `contentKind`; every section for a kind none of them names (or none given). */
export function sectionsShowing(contentKind: string | undefined, sections: readonly SearchSection[] = SEARCH_SECTIONS): readonly SearchSection[] {
  const named = contentKind === undefined ? [] : sections.filter((section) => section.contentKinds.includes(contentKind));
  return named.length > 0 ? named : sections;
}

/**
 * Brings the index's documents of the sections showing `contentKind` up to date inside the caller's
 * transaction (which holds the content version's lock: `recordContentChange`): the sections' documents are
 * made again and compared with their rows, field by field; a row no document matches any longer is removed
 * (with its FTS5 entry or tsvector), a document no row matches is added, every other row is left untouched
 * (same id). An unpublished entry's documents are no longer made, so they leave the index.
 */
export async function updateSearchIndex(trx: Kysely<DB>, contentKind?: string, sections: readonly SearchSection[] = SEARCH_SECTIONS): Promise<SearchIndexUpdate> {
  const chosen = sectionsShowing(contentKind, sections);
  const fresh = (await Promise.all(chosen.map((section) => section.documents(trx)))).flat().map(rowOf);
  // The rows these sections own: their declared kinds (and, should a section make another kind, that one too).
  const kinds = [...new Set([...chosen.flatMap((section) => section.documentKinds), ...fresh.map((row) => row.kind)])];
  if (kinds.length === 0) return { removed: 0, added: 0, kept: 0 };
  const rows = await trx.selectFrom('search_documents').select(['id', ...ROW_COLUMNS]).where('kind', 'in', kinds).orderBy('id').execute();

  const unmatched = new Map<string, IndexRow[]>();
  for (const row of fresh) unmatched.set(fingerprint(row), [...(unmatched.get(fingerprint(row)) ?? []), row]);
  const removed: number[] = [];
  for (const row of rows) {
    const same = unmatched.get(fingerprint(row));
    if (same?.length) same.pop();
    else removed.push(row.id);
  }
  const added = [...unmatched.values()].flat();

  await removeRows(trx, removed);
  const ids: number[] = [];
  for (let i = 0; i < added.length; i += 200) {
    const inserted = await trx.insertInto('search_documents').values(added.slice(i, i + 200)).returning('id').execute();
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  await indexRows(trx, ids);
  return { removed: removed.length, added: added.length, kept: rows.length - removed.length };
}

/**
 * Brings every section's documents up to date in a transaction of its own, and bumps the content version
 * when anything changed (a start-up outside production: what changed while the service was stopped, or
 * became due). Safe with several instances at once: the version row is locked first, so the second waits
 * and finds nothing to do.
 */
export async function refreshSearchIndex(db: Kysely<DB>, sections: readonly SearchSection[] = SEARCH_SECTIONS): Promise<SearchIndexUpdate> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('content_version').set((eb) => ({ version: eb.ref('version') })).where('id', '=', 1).execute();
    const update = await updateSearchIndex(trx, undefined, sections);
    if (update.removed + update.added > 0) await bumpContentVersion(trx, { kind: '*', key: 'search-refresh' });
    return update;
  });
}

/** The words of a query: letters and digits, lower case, at most 8 words of up to 40 characters. */
export function queryWords(q: string): string[] {
  const words = q.normalize('NFKC').toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, 40)))].slice(0, 8);
}

export interface SearchQuery {
  words: string[];
  locale: Locale;
  kinds?: string[] | undefined;
  page: number;
  perPage: number;
}

interface Hit {
  kind: string;
  route: string;
  params: string;
  title: string;
  summary: string;
  text: string;
  published_at: string | null;
}

/** Ranked documents of the locale that contain every word (as a word prefix, in any order), and the count per kind. */
export async function searchIndex(db: Kysely<DB>, query: SearchQuery): Promise<{ hits: SearchResult[]; total: number; kinds: { kind: string; count: number }[] }> {
  if (query.words.length === 0) return { hits: [], total: 0, kinds: [] };
  const pg = isPostgres(db);
  // Every word becomes a quoted prefix term (FTS5) or a prefix lexeme (tsquery): no operator syntax reaches the engine.
  const match = pg
    ? sql`d.tsv @@ to_tsquery(case when d.locale = 'en' then 'english'::regconfig else 'simple'::regconfig end, ${query.words.map((w) => `${w}:*`).join(' & ')})`
    : sql`search_fts match ${query.words.map((w) => `"${w}"*`).join(' ')}`;
  const from = pg ? sql`search_documents d` : sql`search_fts join search_documents d on d.id = search_fts.rowid`;
  const rank = pg
    ? sql`ts_rank(d.tsv, to_tsquery(case when d.locale = 'en' then 'english'::regconfig else 'simple'::regconfig end, ${query.words.map((w) => `${w}:*`).join(' & ')}), 1) desc`
    : sql`bm25(search_fts, 10.0, 10.0, 3.0, 1.0)`;
  // Documents whose title holds the words come first (a page named after the query beats a long text mentioning it).
  const titleHits = sql.join(query.words.map((w) => sql`case when lower(d.title) like ${`%${w}%`} then 1 else 0 end`), sql` + `);
  // Among those, a title that is mostly the query ("Mutual Fund") beats a longer one; tenths, so the engine's rank still counts.
  const coverage = sql`round(${query.words.reduce((n, w) => n + w.length, 0)} * 10.0 / (length(d.title) + 1))`;
  const kindFilter = query.kinds?.length ? sql`and d.kind in (${sql.join(query.kinds)})` : sql``;

  const counts = await sql<{ kind: string; n: number | string }>`
    select d.kind as kind, count(*) as n from ${from} where ${match} and d.locale = ${query.locale} group by d.kind`.execute(db);
  const kinds = counts.rows.map((r) => ({ kind: r.kind, count: Number(r.n) })).sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
  const total = kinds.filter((k) => !query.kinds?.length || query.kinds.includes(k.kind)).reduce((n, k) => n + k.count, 0);
  const rows = await sql<Hit>`
    select d.kind, d.route, d.params, d.title, d.summary, d.text, d.published_at from ${from}
    where ${match} and d.locale = ${query.locale} ${kindFilter}
    order by ${titleHits} desc, ${coverage} desc, ${rank}, d.published_at desc, d.id
    limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`.execute(db);
  const hits = rows.rows.map((r): SearchResult => ({
    kind: r.kind, route: r.route, params: parseParams(r.params), title: r.title,
    snippet: snippet(r.text.includes(r.summary) ? r.text : `${r.summary} ${r.text}`, query.words), published_at: r.published_at,
  }));
  return { hits, total, kinds };
}

function parseParams(json: string): Record<string, string> {
  try {
    const value = JSON.parse(json) as unknown;
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
  } catch {
    // a broken row links to its route without params
  }
  return {};
}

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * About `size` characters of `text` around the first matched word, as pieces: `mark` on every word
 * that starts with one of the query's words (accents and case ignored). Plain text only: the page
 * renders the pieces, so no HTML from the content reaches it.
 */
export function snippet(text: string, words: string[], size = 220): { text: string; mark: boolean }[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const folded = words.map(fold);
  const tokens = [...clean.matchAll(/[\p{L}\p{N}]+/gu)];
  const isMatch = (word: string) => folded.some((w) => fold(word).startsWith(w));
  const first = tokens.find((t) => isMatch(t[0]))?.index ?? 0;
  let start = Math.max(0, first - Math.floor(size / 3));
  if (start > 0) start = clean.indexOf(' ', start) + 1 || start;
  let end = Math.min(clean.length, start + size);
  if (end < clean.length) end = clean.lastIndexOf(' ', end) > start ? clean.lastIndexOf(' ', end) : end;
  const pieces: { text: string; mark: boolean }[] = [];
  let cursor = start;
  const push = (piece: string, mark: boolean) => {
    if (!piece) return;
    const last = pieces.at(-1);
    if (last && last.mark === mark) last.text += piece;
    else pieces.push({ text: piece, mark });
  };
  if (start > 0) push('… ', false);
  for (const t of tokens) {
    const at = t.index ?? 0;
    if (at < start || at + t[0].length > end) continue;
    if (!isMatch(t[0])) continue;
    push(clean.slice(cursor, at), false);
    push(t[0], true);
    cursor = at + t[0].length;
  }
  push(clean.slice(cursor, end), false);
  if (end < clean.length) push(' …', false);
  return pieces;
}
