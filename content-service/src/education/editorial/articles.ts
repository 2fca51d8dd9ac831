import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LOCALES } from '@brids/contracts';
import { educationalVideo, learnArticle } from '@brids/contracts/education';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, dateTime, filled, html, perLocale, slugField, url, wholeNumber } from '../../lib/both-languages.ts';
import { plainText, sanitize } from '../../lib/html.ts';
import type { DB } from '../../schema.ts';
import { siteUrls } from '../../site/site-paths.ts';

const a = learnArticle.shape;
const series = a.series._zod.def.innerType.shape;
const image = educationalVideo.shape.thumbnail.shape.url;

/**
 * A learn-investment article (`GET /api/learn-investment/{slug}`), both languages together. The body is
 * HTML, sanitised when published (its headings get their anchors when served); the series is named by
 * its slug, its place in it and its title in each language.
 */
export const articleDocument = z.object({
  slug: slugField(a.slug),
  topic: a.topic,
  level: a.level,
  reading_minutes: wholeNumber(a.reading_minutes, 1, 'Enter the minutes it takes to read (1 or more)'),
  series: z.nullable(z.object({
    slug: slugField(series.slug),
    order: wholeNumber(series.order, 1, 'Enter its place in the series (1 or more)'),
    title: bothLanguages(filled(series.title, 'Fill in the series\' title')),
  })),
  published_at: dateTime(a.published_at),
  image_url: z.nullable(url(filled(image, 'Choose an image, or leave it empty'))),
  title: bothLanguages(filled(a.title, 'Fill in the title')),
  summary: bothLanguages(filled(a.summary, 'Fill in the summary')),
  body: bothLanguages(html(filled(a.body, 'Write the article'))),
});
export type ArticleDocument = z.infer<typeof articleDocument>;

async function readArticle(db: Kysely<DB>, slug: string): Promise<ArticleDocument | undefined> {
  const row = await db.selectFrom('learn_articles').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  const texts = await db.selectFrom('learn_article_translations').selectAll().where('article_id', '=', row.id).execute();
  const text = perLocale((locale) => texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'id'));
  const of = (pick: (t: NonNullable<typeof text.id>) => string | null) => perLocale((locale) => (text[locale] ? (pick(text[locale]!) ?? '') : ''));
  return {
    slug: row.slug,
    topic: row.topic as ArticleDocument['topic'],
    level: row.level as ArticleDocument['level'],
    reading_minutes: Number(row.reading_minutes),
    series: row.series
      ? { slug: row.series, order: Number(row.series_order ?? 1), title: perLocale((locale) => text[locale]?.series_title ?? row.series!) }
      : null,
    published_at: row.published_at,
    image_url: row.image_url,
    title: of((t) => t.title),
    summary: of((t) => t.summary),
    body: of((t) => t.body),
  };
}

/** Learn-investment articles: a series links its articles by slug and place, so one taken off the site simply leaves a gap; rows are deleted. */
export const articlesKind: ContentKind<ArticleDocument> = {
  name: 'learn-investment',
  label: { id: 'Belajar investasi', en: 'Learn investment' },
  writers: ['editor'],
  fourEyes: false,
  schema: articleDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.title,
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('learn_articles').select('slug').orderBy('published_at', 'desc').orderBy('id').execute()).map((r) => r.slug);
  },
  read: readArticle,
  async publish(trx, doc) {
    const values = {
      topic: doc.topic, level: doc.level, reading_minutes: doc.reading_minutes, series: doc.series?.slug ?? null, series_order: doc.series?.order ?? null,
      published_at: doc.published_at, image_url: doc.image_url,
    };
    const existing = await trx.selectFrom('learn_articles').select('id').where('slug', '=', doc.slug).executeTakeFirst();
    const id = existing
      ? (await trx.updateTable('learn_articles').set(values).where('id', '=', existing.id).execute(), existing.id)
      : (await trx.insertInto('learn_articles').values({ slug: doc.slug, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.deleteFrom('learn_article_translations').where('article_id', '=', id).execute();
    await trx.insertInto('learn_article_translations').values(LOCALES.map((locale) => {
      const body = sanitize(doc.body[locale]);
      return {
        article_id: id, locale, title: doc.title[locale], summary: doc.summary[locale], body, body_text: plainText(body),
        series_title: doc.series ? doc.series.title[locale] : null,
      };
    })).execute();
  },
  async unpublish(trx, key) {
    const row = await trx.selectFrom('learn_articles').select('id').where('slug', '=', key).executeTakeFirst();
    if (!row) return;
    await trx.deleteFrom('learn_article_translations').where('article_id', '=', row.id).execute();
    await trx.deleteFrom('learn_articles').where('id', '=', row.id).execute();
  },
  sitePaths: (doc) => {
    const education = siteUrls('education');
    return { id: `${education.id}/belajar-investasi/${doc.slug}`, en: `${education.en}/learn-investment/${doc.slug}` };
  },
};
