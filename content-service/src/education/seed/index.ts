import type { Transaction } from 'kysely';
import { LOCALES } from '@brids/contracts';
import type { DB } from '../../schema.ts';
import { plainText, sanitize } from '../../lib/html.ts';
import { ARTICLES, SERIES, type ArticleSeed } from './articles.ts';
import { SAMPLE_NOTE } from '../../lib/bilingual.ts';
import { shift } from './dates.ts';
import { EVENTS, eventDescription, eventTimes } from './events.ts';
import { durationSeconds, VIDEOS } from './videos.ts';
import { sampleMedia } from '../../media/sample.ts';

/**
 * The education squad's sample content, inserted by slug when missing (never updated), in the seed's
 * transaction. Dates are relative to `today`, so a fresh seed always has every event status.
 */
export async function seedEducation(trx: Transaction<DB>, today = new Date()): Promise<Record<string, number>> {
  return {
    eduvest_events: await seedEvents(trx, today),
    educational_videos: await seedVideos(trx, today),
    learn_articles: await seedArticles(trx, today),
  };
}

async function existingSlugs(trx: Transaction<DB>, table: 'eduvest_events' | 'educational_videos' | 'learn_articles') {
  return new Set((await trx.selectFrom(table).select('slug').execute()).map((r) => r.slug));
}

async function seedEvents(trx: Transaction<DB>, today: Date): Promise<number> {
  const existing = await existingSlugs(trx, 'eduvest_events');
  let inserted = 0;
  for (const event of EVENTS) {
    if (existing.has(event.slug)) continue;
    const { id } = await trx
      .insertInto('eduvest_events')
      .values({
        slug: event.slug,
        format: event.format,
        ...eventTimes(event, today),
        quota: event.quota,
        seats_taken: event.taken,
        is_cancelled: event.cancelled ? 1 : 0,
        image_url: sampleMedia(`/images/education/events/${event.slug}.jpg`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('eduvest_event_translations')
      .values(LOCALES.map((locale) => {
        const description = sanitize(eventDescription(event, locale) + SAMPLE_NOTE[locale]);
        return {
          event_id: id,
          locale,
          title: event.title[locale],
          summary: event.summary[locale],
          description,
          description_text: plainText(description),
          venue: event.venue[locale],
          speakers: JSON.stringify(event.speakers.map((s) => ({ name: s.name, role: s.role[locale] }))),
          agenda: JSON.stringify(event.agenda.map((a) => ({ time: a.time, title: a.title[locale] }))),
        };
      }))
      .execute();
    inserted++;
  }
  return inserted;
}

async function seedVideos(trx: Transaction<DB>, today: Date): Promise<number> {
  const existing = await existingSlugs(trx, 'educational_videos');
  let inserted = 0;
  for (const video of VIDEOS) {
    if (existing.has(video.slug)) continue;
    const { id } = await trx
      .insertInto('educational_videos')
      .values({
        slug: video.slug,
        category: video.category,
        level: video.level,
        duration_seconds: durationSeconds(video.duration),
        provider: 'youtube',
        provider_video_id: video.videoId,
        thumbnail_url: sampleMedia(`/images/education/videos/${video.slug}.jpg`),
        is_featured: video.featured ? 1 : 0,
        published_at: shift(today.toISOString(), -video.age),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('educational_video_translations')
      .values(LOCALES.map((locale) => ({ video_id: id, locale, title: video.title[locale], summary: video.summary[locale] })))
      .execute();
    inserted++;
  }
  return inserted;
}

/** The body HTML of an article: its sections as h2 (and h3) with paragraphs. */
export function articleBody(article: ArticleSeed, locale: 'id' | 'en'): string {
  return article.sections
    .map((section) =>
      `<h2>${section.heading[locale]}</h2><p>${section.text[locale]}</p>` +
      (section.sub ? `<h3>${section.sub.heading[locale]}</h3><p>${section.sub.text[locale]}</p>` : ''))
    .join('');
}

/** Minutes to read a text at 200 words a minute, at least 1. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 200));
}

async function seedArticles(trx: Transaction<DB>, today: Date): Promise<number> {
  const existing = await existingSlugs(trx, 'learn_articles');
  let inserted = 0;
  for (const article of ARTICLES) {
    if (existing.has(article.slug)) continue;
    const bodies = Object.fromEntries(LOCALES.map((locale) => [locale, sanitize(articleBody(article, locale) + SAMPLE_NOTE[locale])]));
    const { id } = await trx
      .insertInto('learn_articles')
      .values({
        slug: article.slug,
        topic: article.topic,
        level: article.level,
        reading_minutes: readingMinutes(plainText(bodies.id ?? '')),
        series: article.series?.slug ?? null,
        series_order: article.series?.order ?? null,
        published_at: shift(today.toISOString(), -article.age),
        image_url: sampleMedia(`/images/education/articles/${article.slug}.jpg`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('learn_article_translations')
      .values(LOCALES.map((locale) => {
        const body = bodies[locale] ?? '';
        return {
          article_id: id,
          locale,
          title: article.title[locale],
          summary: article.summary[locale],
          body,
          body_text: plainText(body),
          series_title: article.series ? (SERIES[article.series.slug]?.[locale] ?? null) : null,
        };
      }))
      .execute();
    inserted++;
  }
  return inserted;
}
