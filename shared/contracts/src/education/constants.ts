/**
 * The education resources' enums (`@brids/contracts/education/constants`), without a schema: the pages read
 * them synchronously, so a page that imports them carries neither zod nor a schema. `education.ts` imports
 * and re-exports them.
 */

/** Where an Eduvest event happens. */
export const EVENT_FORMATS = ['online', 'onsite'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

/**
 * An event's registration status (spec §4 highlight badges): `open` (register now), `full` (no seat
 * left), `closed` (registration not open yet, over, or the event cancelled), `finished` (the event has ended).
 */
export const EVENT_STATUSES = ['open', 'full', 'closed', 'finished'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Upcoming (not ended yet) or past events: the tabs of the Eduvest list. */
export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

/** Levels of videos and articles. */
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

/** Categories of the educational videos (tabs of the video page). */
export const VIDEO_CATEGORIES = ['stock-basics', 'mutual-fund', 'trading-platform', 'technical-analysis', 'financial-planning'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** Topics of the learn-investment articles. */
export const ARTICLE_TOPICS = ['investing-basics', 'stocks', 'mutual-funds', 'bonds', 'trading'] as const;
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number];
