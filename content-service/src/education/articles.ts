import type { Kysely, Selectable } from 'kysely';
import { FALLBACK_LOCALE, type Locale } from '@brids/contracts';
import {
  ARTICLE_TOPICS, type ArticleTopic, type LearnArticle, type LearnArticleList, type LearnArticleSummary, type Level,
} from '@brids/contracts/education';
import type { DB } from '../schema.ts';
import type { LearnArticlesTable } from './schema.ts';
import { sanitize } from '../lib/html.ts';
import { translated } from '../lib/like.ts';
import { withHeadingIds } from './headings.ts';

function base(db: Kysely<DB>, locale: Locale, now: string) {
  return db
    .selectFrom('learn_articles as a')
    .leftJoin('learn_article_translations as t', (j) => j.onRef('t.article_id', '=', 'a.id').on('t.locale', '=', locale))
    .leftJoin('learn_article_translations as f', (j) => j.onRef('f.article_id', '=', 'a.id').on('f.locale', '=', FALLBACK_LOCALE))
    .where((eb) => eb.or([eb('t.article_id', 'is not', null), eb('f.article_id', 'is not', null)]))
    .where('a.published_at', '<=', now);
}

const summaryColumns = [
  'a.id', 'a.slug', 'a.topic', 'a.level', 'a.reading_minutes', 'a.series', 'a.series_order', 'a.published_at', 'a.image_url',
  translated('title').as('title'), translated('summary').as('summary'), translated('series_title').as('series_title'),
] as const;

/** A row of `summaryColumns`: the table's columns and the translated texts (null when neither locale has them). */
type SummaryRow = Omit<Selectable<LearnArticlesTable>, 'id'> & { title: string | null; summary: string | null; series_title: string | null };

function toSummary(row: SummaryRow): LearnArticleSummary {
  const title = row.title ?? '';
  return {
    slug: row.slug,
    title,
    summary: row.summary ?? '',
    topic: row.topic as ArticleTopic,
    level: row.level as Level,
    reading_minutes: Number(row.reading_minutes),
    series: row.series ? { slug: row.series, title: row.series_title ?? row.series, order: Number(row.series_order ?? 1) } : null,
    published_at: row.published_at,
    image: row.image_url ? { url: row.image_url, alt: title } : null,
  };
}

export interface ArticleListQuery {
  locale: Locale;
  topic?: ArticleTopic | undefined;
  level?: Level | undefined;
  page: number;
  perPage: number;
}

/** Published articles of a topic and level, newest first, with how many each topic has at that level (`all` too). */
export async function listArticles(db: Kysely<DB>, query: ArticleListQuery, now = new Date()): Promise<LearnArticleList> {
  let filtered = base(db, query.locale, now.toISOString());
  if (query.level) filtered = filtered.where('a.level', '=', query.level);
  const grouped = await filtered.select(['a.topic', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('a.topic').execute();
  const counts: Record<string, number> = { all: 0 };
  for (const topic of ARTICLE_TOPICS) counts[topic] = 0;
  for (const row of grouped) {
    counts[row.topic] = Number(row.n);
    counts.all = (counts.all ?? 0) + Number(row.n);
  }
  const listed = query.topic ? filtered.where('a.topic', '=', query.topic) : filtered;
  const rows = await listed
    .select([...summaryColumns])
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return {
    data: rows.map(toSummary),
    meta: { page: query.page, perPage: query.perPage, total: query.topic ? (counts[query.topic] ?? 0) : (counts.all ?? 0), counts },
  };
}

const RELATED = 3;

/** One article: body with heading anchors and its table of contents, the previous and next of its series, related articles. */
export async function findArticle(db: Kysely<DB>, slug: string, locale: Locale, now = new Date()): Promise<LearnArticle | undefined> {
  const at = now.toISOString();
  const row = await base(db, locale, at).where('a.slug', '=', slug).select([...summaryColumns, translated('body').as('body')]).executeTakeFirst();
  if (!row) return undefined;
  const { html, toc } = withHeadingIds(sanitize(row.body ?? ''));

  const neighbour = async (order: number | null) => {
    if (!row.series || order === null || order < 1) return null;
    const found = await base(db, locale, at).where('a.series', '=', row.series).where('a.series_order', '=', order).select([...summaryColumns]).executeTakeFirst();
    return found ? toSummary(found) : null;
  };
  const order = row.series_order === null ? null : Number(row.series_order);
  const [previous, next] = await Promise.all([neighbour(order === null ? null : order - 1), neighbour(order === null ? null : order + 1)]);

  // Same topic first (outside the series' neighbours), then same level, newest first.
  const skip = [row.slug, previous?.slug, next?.slug].filter((s): s is string => Boolean(s));
  const sameTopic = await base(db, locale, at)
    .where('a.topic', '=', row.topic).where('a.slug', 'not in', skip)
    .select([...summaryColumns]).orderBy('a.published_at', 'desc').orderBy('a.id', 'desc').limit(RELATED).execute();
  let related = sameTopic.map(toSummary);
  if (related.length < RELATED) {
    const more = await base(db, locale, at)
      .where('a.level', '=', row.level).where('a.topic', '!=', row.topic).where('a.slug', 'not in', skip)
      .select([...summaryColumns]).orderBy('a.published_at', 'desc').orderBy('a.id', 'desc').limit(RELATED - related.length).execute();
    related = [...related, ...more.map(toSummary)];
  }
  return { ...toSummary(row), body: html, toc, previous, next, related };
}
