import type { Generated } from 'kysely';

/**
 * The education squad's tables (Eduvest events, educational videos, learn-investment articles), part of `DB`.
 * Timestamps are ISO-8601 UTC text, booleans 0/1, per-locale text in `*_translations` (fallback `id`).
 */
export interface EducationTables {
  eduvest_events: EduvestEventsTable;
  eduvest_event_translations: EduvestEventTranslationsTable;
  educational_videos: EducationalVideosTable;
  educational_video_translations: EducationalVideoTranslationsTable;
  learn_articles: LearnArticlesTable;
  learn_article_translations: LearnArticleTranslationsTable;
}

/** An Eduvest webinar or class. Its status is computed (`eventStatus`), never stored. */
export interface EduvestEventsTable {
  id: Generated<number>;
  slug: string;
  starts_at: string;
  ends_at: string;
  /** 'online' | 'onsite' */
  format: string;
  registration_opens_at: string;
  registration_closes_at: string;
  quota: number;
  /** Seats taken by registrations; only ever changed by an atomic `seats_taken = seats_taken + 1 where seats_taken < quota`. */
  seats_taken: Generated<number>;
  is_cancelled: Generated<number>;
  published_at: string;
  image_url: string | null;
  /** 1, or 0 once taken off the site by the editorial layer (migration `…-416-editorial-flags`): the row stays for its registrations. */
  is_published: Generated<number>;
}
export interface EduvestEventTranslationsTable {
  event_id: number;
  locale: string;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  description: string;
  /** Plain text of the description, for search. */
  description_text: string;
  /** The place: street address on site, the platform online. */
  venue: string;
  /** JSON: [{ name, role }] */
  speakers: string;
  /** JSON: [{ time, title }] (time as shown, WIB) */
  agenda: string;
}

export interface EducationalVideosTable {
  id: Generated<number>;
  slug: string;
  category: string;
  level: string;
  duration_seconds: number;
  /** 'youtube' (played through its privacy-enhanced youtube-nocookie.com embed) */
  provider: string;
  provider_video_id: string;
  /** A site path under /images/education/ (never the provider's thumbnail). */
  thumbnail_url: string;
  is_featured: number;
  published_at: string;
}
export interface EducationalVideoTranslationsTable {
  video_id: number;
  locale: string;
  title: string;
  summary: string;
}

export interface LearnArticlesTable {
  id: Generated<number>;
  slug: string;
  topic: string;
  level: string;
  reading_minutes: number;
  /** Slug of the series the article belongs to, or null. */
  series: string | null;
  /** 1-based place in the series. */
  series_order: number | null;
  published_at: string;
  image_url: string | null;
}
export interface LearnArticleTranslationsTable {
  article_id: number;
  locale: string;
  title: string;
  summary: string;
  /** Sanitised HTML; h2/h3 carry ids (the table of contents). */
  body: string;
  body_text: string;
  /** The series' title in this locale (null without a series). */
  series_title: string | null;
}
