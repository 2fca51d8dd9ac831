import { FALLBACK_LOCALE, LOCALES, type Locale } from '@brids/contracts';
import type { SearchDocument, SearchSource } from '../search/source.ts';
import { parseJsonList } from '../lib/json.ts';

/** A row's text in `locale`, else in the fallback locale. */
function inLocale<T extends { locale: string }>(rows: T[], locale: Locale): T | undefined {
  return rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === FALLBACK_LOCALE);
}

function byParent<T>(rows: T[], parent: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(parent(row), [...(map.get(parent(row)) ?? []), row]);
  return map;
}

const names = (json: string, key: string) =>
  parseJsonList(json).map((item) => item[key]).filter((v): v is string => typeof v === 'string');

/**
 * The education squad's documents for the site search, in both locales: published Eduvest events
 * (with their speakers and place), educational videos (on the video page) and learn-investment articles.
 */
export const educationSearchSource: SearchSource = async (db) => {
  const now = new Date().toISOString();
  const [events, eventTexts, videos, videoTexts, articles, articleTexts] = await Promise.all([
    db.selectFrom('eduvest_events').selectAll().where('published_at', '<=', now).execute(),
    db.selectFrom('eduvest_event_translations').selectAll().execute(),
    db.selectFrom('educational_videos').selectAll().where('published_at', '<=', now).execute(),
    db.selectFrom('educational_video_translations').selectAll().execute(),
    db.selectFrom('learn_articles').selectAll().where('published_at', '<=', now).execute(),
    db.selectFrom('learn_article_translations').selectAll().execute(),
  ]);
  const eventText = byParent(eventTexts, (r) => r.event_id);
  const videoText = byParent(videoTexts, (r) => r.video_id);
  const articleText = byParent(articleTexts, (r) => r.article_id);
  const documents: SearchDocument[] = [];
  for (const locale of LOCALES) {
    for (const event of events) {
      const text = inLocale(eventText.get(event.id) ?? [], locale);
      if (!text) continue;
      documents.push({
        kind: 'eduvest-event', locale, route: 'brids-eduvest-detail', params: { slug: event.slug },
        title: text.title, summary: text.summary,
        text: [text.summary, text.description_text, text.venue, ...names(text.agenda, 'title')].join(' '),
        keywords: ['Eduvest', 'webinar', event.format, ...names(text.speakers, 'name')].join(' '),
        published_at: event.published_at,
      });
    }
    for (const video of videos) {
      const text = inLocale(videoText.get(video.id) ?? [], locale);
      if (!text) continue;
      documents.push({
        kind: 'educational-video', locale, route: 'educational-videos', params: {},
        title: text.title, summary: text.summary, text: text.summary,
        keywords: ['video', video.category, video.level].join(' '), published_at: video.published_at,
      });
    }
    for (const article of articles) {
      const text = inLocale(articleText.get(article.id) ?? [], locale);
      if (!text) continue;
      documents.push({
        kind: 'learn-investment', locale, route: 'learn-investment-detail', params: { slug: article.slug },
        title: text.title, summary: text.summary, text: text.body_text,
        keywords: [article.topic, article.level, text.series_title].filter(Boolean).join(' '), published_at: article.published_at,
      });
    }
  }
  return documents;
};
