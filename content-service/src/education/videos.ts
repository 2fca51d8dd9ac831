import type { Kysely } from 'kysely';
import { FALLBACK_LOCALE, type Locale } from '@brids/contracts';
import { VIDEO_CATEGORIES, type EducationalVideo, type EducationalVideoList, type Level, type VideoCategory } from '@brids/contracts/education';
import type { DB } from '../schema.ts';
import { translated } from '../lib/like.ts';

function base(db: Kysely<DB>, locale: Locale, now: string) {
  return db
    .selectFrom('educational_videos as v')
    .leftJoin('educational_video_translations as t', (j) => j.onRef('t.video_id', '=', 'v.id').on('t.locale', '=', locale))
    .leftJoin('educational_video_translations as f', (j) => j.onRef('f.video_id', '=', 'v.id').on('f.locale', '=', FALLBACK_LOCALE))
    .where((eb) => eb.or([eb('t.video_id', 'is not', null), eb('f.video_id', 'is not', null)]))
    .where('v.published_at', '<=', now);
}

export interface VideoListQuery {
  locale: Locale;
  category?: VideoCategory | undefined;
  level?: Level | undefined;
  featured?: boolean | undefined;
  page: number;
  perPage: number;
}

/** Published videos, newest first, of a category (or all), with how many each category has (`all` too). */
export async function listVideos(db: Kysely<DB>, query: VideoListQuery, now = new Date()): Promise<EducationalVideoList> {
  const at = now.toISOString();
  let filtered = base(db, query.locale, at);
  if (query.level) filtered = filtered.where('v.level', '=', query.level);
  if (query.featured !== undefined) filtered = filtered.where('v.is_featured', '=', query.featured ? 1 : 0);
  const grouped = await filtered
    .select(['v.category', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('v.category')
    .execute();
  const counts: Record<string, number> = { all: 0 };
  for (const category of VIDEO_CATEGORIES) counts[category] = 0;
  for (const row of grouped) {
    counts[row.category] = Number(row.n);
    counts.all = (counts.all ?? 0) + Number(row.n);
  }
  const listed = query.category ? filtered.where('v.category', '=', query.category) : filtered;
  const rows = await listed
    .select([
      'v.slug', 'v.category', 'v.level', 'v.duration_seconds', 'v.provider', 'v.provider_video_id', 'v.thumbnail_url',
      'v.is_featured', 'v.published_at', translated('title').as('title'), translated('summary').as('summary'),
    ])
    .orderBy('v.published_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  const data: EducationalVideo[] = rows.map((row) => {
    const title = row.title ?? '';
    return {
      slug: row.slug,
      title,
      summary: row.summary ?? '',
      category: row.category as VideoCategory,
      level: row.level as Level,
      duration_seconds: Number(row.duration_seconds),
      provider: 'youtube',
      provider_video_id: row.provider_video_id,
      thumbnail: { url: row.thumbnail_url, alt: title },
      is_featured: Number(row.is_featured) === 1,
      published_at: row.published_at,
    };
  });
  return {
    data,
    meta: { page: query.page, perPage: query.perPage, total: query.category ? (counts[query.category] ?? 0) : (counts.all ?? 0), counts },
  };
}
