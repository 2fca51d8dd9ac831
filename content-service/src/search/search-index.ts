import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Locale } from '@brids/contracts';
import type { SearchResult } from '@brids/contracts/marketing';
import type { DB } from '../schema.ts';
import type { SearchDocument, SearchSource } from './source.ts';
import { SEARCH_SOURCES } from './sources.ts';

/**
 * The site search index: `search_documents` filled from every squad's SearchSource, searched with
 * SQLite FTS5 (bm25, external-content table `search_fts`) or PostgreSQL full-text search (a weighted
 * tsvector: 'english' for English, 'simple' for Indonesian, which PostgreSQL has no dictionary for).
 */

const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Empties the index and fills it again from `sources`, in one transaction (idempotent). Returns the document count. */
export async function rebuildSearchIndex(db: Kysely<DB>, sources: SearchSource[] = SEARCH_SOURCES): Promise<number> {
  const documents: SearchDocument[] = (await Promise.all(sources.map((source) => source(db)))).flat();
  const pg = isPostgres(db);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_documents').execute();
    for (let i = 0; i < documents.length; i += 200) {
      await trx.insertInto('search_documents').values(documents.slice(i, i + 200).map((d) => ({
        kind: d.kind, locale: d.locale, route: d.route, params: JSON.stringify(d.params), title: d.title, summary: d.summary,
        text: d.text, keywords: d.keywords ?? '', published_at: d.published_at ?? null,
      }))).execute();
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
