import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LOCALES } from '@brids/contracts';
import { educationalVideo } from '@brids/contracts/education';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, dateTime, filled, perLocale, slugField, url, wholeNumber } from '../../lib/both-languages.ts';
import type { DB } from '../../schema.ts';
import { siteUrls } from '../../site/site-paths.ts';

const v = educationalVideo.shape;

/** An educational video (`GET /api/educational-videos`), both languages together; it is played from its provider. */
export const videoDocument = z.object({
  slug: slugField(v.slug),
  category: v.category,
  level: v.level,
  duration_seconds: wholeNumber(v.duration_seconds, 1, 'Enter the length in whole seconds (1 or more)'),
  provider: v.provider,
  provider_video_id: v.provider_video_id.check(z.regex(/^[A-Za-z0-9_-]{6,20}$/, 'Enter the video\'s id on the provider (letters, digits, - and _)')),
  thumbnail_url: url(filled(v.thumbnail.shape.url, 'Choose a thumbnail image')),
  is_featured: v.is_featured,
  published_at: dateTime(v.published_at),
  title: bothLanguages(filled(v.title, 'Fill in the title')),
  summary: bothLanguages(v.summary),
});
export type VideoDocument = z.infer<typeof videoDocument>;

async function readVideo(db: Kysely<DB>, slug: string): Promise<VideoDocument | undefined> {
  const row = await db.selectFrom('educational_videos').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  const texts = await db.selectFrom('educational_video_translations').selectAll().where('video_id', '=', row.id).execute();
  const text = perLocale((locale) => texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'id'));
  return {
    slug: row.slug,
    category: row.category as VideoDocument['category'],
    level: row.level as VideoDocument['level'],
    duration_seconds: Number(row.duration_seconds),
    provider: 'youtube',
    provider_video_id: row.provider_video_id,
    thumbnail_url: row.thumbnail_url,
    is_featured: Number(row.is_featured) === 1,
    published_at: row.published_at,
    title: perLocale((locale) => text[locale]?.title ?? ''),
    summary: perLocale((locale) => text[locale]?.summary ?? ''),
  };
}

/** Educational videos: nothing refers to one, so taking it off the site deletes its rows (the editorial layer keeps the document). */
export const videosKind: ContentKind<VideoDocument> = {
  name: 'educational-videos',
  label: { id: 'Video edukasi', en: 'Educational videos' },
  writers: ['editor'],
  fourEyes: false,
  schema: videoDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.title,
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('educational_videos').select('slug').orderBy('published_at', 'desc').orderBy('id').execute()).map((r) => r.slug);
  },
  read: readVideo,
  async publish(trx, doc) {
    const values = {
      category: doc.category, level: doc.level, duration_seconds: doc.duration_seconds, provider: doc.provider, provider_video_id: doc.provider_video_id,
      thumbnail_url: doc.thumbnail_url, is_featured: doc.is_featured ? 1 : 0, published_at: doc.published_at,
    };
    const existing = await trx.selectFrom('educational_videos').select('id').where('slug', '=', doc.slug).executeTakeFirst();
    const id = existing
      ? (await trx.updateTable('educational_videos').set(values).where('id', '=', existing.id).execute(), existing.id)
      : (await trx.insertInto('educational_videos').values({ slug: doc.slug, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.deleteFrom('educational_video_translations').where('video_id', '=', id).execute();
    await trx.insertInto('educational_video_translations')
      .values(LOCALES.map((locale) => ({ video_id: id, locale, title: doc.title[locale], summary: doc.summary[locale] })))
      .execute();
  },
  async unpublish(trx, key) {
    const row = await trx.selectFrom('educational_videos').select('id').where('slug', '=', key).executeTakeFirst();
    if (!row) return;
    await trx.deleteFrom('educational_video_translations').where('video_id', '=', row.id).execute();
    await trx.deleteFrom('educational_videos').where('id', '=', row.id).execute();
  },
  sitePaths: () => siteUrls('educational-videos'),
};
