import { FALLBACK_LOCALE, LOCALES, type Locale } from '@brids/contracts';
import { type SearchDocument, type SearchSection, type SearchSource, sourceOf } from '../search/source.ts';
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

const eventsSection: SearchSection = {
  contentKinds: ['eduvest-events'],
  documentKinds: ['eduvest-event'],
  documents: async (db) => {
    const [events, texts] = await Promise.all([
      db.selectFrom('eduvest_events').selectAll().where('published_at', '<=', new Date().toISOString()).where('is_published', '=', 1).orderBy('id').execute(),
      db.selectFrom('eduvest_event_translations').selectAll().execute(),
    ]);
    const eventText = byParent(texts, (r) => r.event_id);
    return LOCALES.flatMap((locale) => events.flatMap((event): SearchDocument[] => {
      const text = inLocale(eventText.get(event.id) ?? [], locale);
      if (!text) return [];
      return [{
        kind: 'eduvest-event', locale, route: 'brids-eduvest-detail', params: { slug: event.slug },
        title: text.title, summary: text.summary,
        text: [text.summary, text.description_text, text.venue, ...names(text.agenda, 'title')].join(' '),
        keywords: ['Eduvest', 'webinar', event.format, ...names(text.speakers, 'name')].join(' '),
        published_at: event.published_at,
      }];
    }));
  },
};

const videosSection: SearchSection = {
  contentKinds: ['educational-videos'],
  documentKinds: ['educational-video'],
  documents: async (db) => {
    const [videos, texts] = await Promise.all([
      db.selectFrom('educational_videos').selectAll().where('published_at', '<=', new Date().toISOString()).orderBy('id').execute(),
      db.selectFrom('educational_video_translations').selectAll().execute(),
    ]);
    const videoText = byParent(texts, (r) => r.video_id);
    return LOCALES.flatMap((locale) => videos.flatMap((video): SearchDocument[] => {
      const text = inLocale(videoText.get(video.id) ?? [], locale);
      if (!text) return [];
      return [{
        kind: 'educational-video', locale, route: 'educational-videos', params: {},
        title: text.title, summary: text.summary, text: text.summary,
        keywords: ['video', video.category, video.level].join(' '), published_at: video.published_at,
      }];
    }));
  },
};

const articlesSection: SearchSection = {
  contentKinds: ['learn-investment', 'learn-articles'],
  documentKinds: ['learn-investment'],
  documents: async (db) => {
    const [articles, texts] = await Promise.all([
      db.selectFrom('learn_articles').selectAll().where('published_at', '<=', new Date().toISOString()).orderBy('id').execute(),
      db.selectFrom('learn_article_translations').selectAll().execute(),
    ]);
    const articleText = byParent(texts, (r) => r.article_id);
    return LOCALES.flatMap((locale) => articles.flatMap((article): SearchDocument[] => {
      const text = inLocale(articleText.get(article.id) ?? [], locale);
      if (!text) return [];
      return [{
        kind: 'learn-investment', locale, route: 'learn-investment-detail', params: { slug: article.slug },
        title: text.title, summary: text.summary, text: text.body_text,
        keywords: [article.topic, article.level, text.series_title].filter(Boolean).join(' '), published_at: article.published_at,
      }];
    }));
  },
};

/**
 * The education squad's documents for the site search, by section, in both locales: published Eduvest
 * events (with their speakers and place), educational videos (on the video page) and learn-investment articles.
 */
export const educationSearchSections: SearchSection[] = [eventsSection, videosSection, articlesSection];

/** Every education document of the site search (the sections together). */
export const educationSearchSource: SearchSource = sourceOf(educationSearchSections);
