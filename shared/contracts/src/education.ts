// From the singleton entry (never './schema.ts'): the remote must not bundle a second zod.
import { listMeta, z, type Infer } from '@brids/contracts/schema';
import { ARTICLE_TOPICS, EVENT_FORMATS, EVENT_PERIODS, EVENT_STATUSES, LEVELS, VIDEO_CATEGORIES, type ArticleTopic, type EventFormat, type EventPeriod, type EventStatus, type Level, type VideoCategory } from './education/constants.ts';

export { ARTICLE_TOPICS, EVENT_FORMATS, EVENT_PERIODS, EVENT_STATUSES, LEVELS, VIDEO_CATEGORIES, type ArticleTopic, type EventFormat, type EventPeriod, type EventStatus, type Level, type VideoCategory };

/**
 * The education squad's resources (`@brids/contracts/education`): Eduvest events, educational videos
 * and learn-investment articles. Keys are the API's (snake_case) field names; timestamps ISO-8601 UTC.
 * Built with the builders of the `@brids/contracts` singleton, so mf-education bundles no zod of its own.
 */

const image = z.object({ url: z.string(), alt: z.optional(z.string()) });

export const eventSpeaker = z.object({ name: z.string(), role: z.string() });
export type EventSpeaker = Infer<typeof eventSpeaker>;

export const agendaItem = z.object({ time: z.string(), title: z.string() });
export type AgendaItem = Infer<typeof agendaItem>;

/** An Eduvest event as a list shows it. */
export const eduvestEventSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  format: z.enum(EVENT_FORMATS),
  /** The place: a street address on site, the meeting platform online. */
  venue: z.string(),
  registration_opens_at: z.string(),
  registration_closes_at: z.string(),
  quota: z.number(),
  seats_taken: z.number(),
  seats_left: z.number(),
  is_cancelled: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  published_at: z.string(),
  image: z.nullable(image),
});
export type EduvestEventSummary = Infer<typeof eduvestEventSummary>;

/** A whole Eduvest event: its summary, the description (sanitised HTML), speakers and agenda. */
export const eduvestEvent = z.extend(eduvestEventSummary, {
  description: z.string(),
  speakers: z.array(eventSpeaker),
  agenda: z.array(agendaItem),
});
export type EduvestEvent = Infer<typeof eduvestEvent>;

/** GET /api/eduvest-events: one period's events and how many each period has (the tabs' counters). */
export const eduvestEventList = z.object({
  data: z.array(eduvestEventSummary),
  meta: z.extend(listMeta, { counts: z.object({ upcoming: z.number(), past: z.number() }) }),
});
export type EduvestEventList = Infer<typeof eduvestEventList>;

/** An educational video. The player loads `https://www.youtube-nocookie.com/embed/<provider_video_id>` only on request. */
export const educationalVideo = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(VIDEO_CATEGORIES),
  level: z.enum(LEVELS),
  duration_seconds: z.number(),
  provider: z.literal('youtube'),
  provider_video_id: z.string(),
  /** A thumbnail served by the site (never the provider's). */
  thumbnail: image,
  is_featured: z.boolean(),
  published_at: z.string(),
});
export type EducationalVideo = Infer<typeof educationalVideo>;

/** GET /api/educational-videos: one category's videos (or all) and how many each category has. */
export const educationalVideoList = z.object({
  data: z.array(educationalVideo),
  meta: z.extend(listMeta, { counts: z.record(z.string(), z.number()) }),
});
export type EducationalVideoList = Infer<typeof educationalVideoList>;

/** A learn-investment article as a list shows it. */
export const learnArticleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: z.enum(ARTICLE_TOPICS),
  level: z.enum(LEVELS),
  reading_minutes: z.number(),
  /** The series it belongs to, and its place in it (1-based). */
  series: z.nullable(z.object({ slug: z.string(), title: z.string(), order: z.number() })),
  published_at: z.string(),
  image: z.nullable(image),
});
export type LearnArticleSummary = Infer<typeof learnArticleSummary>;

/** A heading of an article's body: its anchor id, text and level (2 or 3). */
export const tocEntry = z.object({ id: z.string(), text: z.string(), level: z.number() });
export type TocEntry = Infer<typeof tocEntry>;

/** A whole article: body (sanitised HTML, headings with ids), its table of contents, neighbours and related articles. */
export const learnArticle = z.extend(learnArticleSummary, {
  body: z.string(),
  toc: z.array(tocEntry),
  previous: z.nullable(learnArticleSummary),
  next: z.nullable(learnArticleSummary),
  related: z.array(learnArticleSummary),
});
export type LearnArticle = Infer<typeof learnArticle>;

/** GET /api/learn-investment: articles of a topic and level, and how many each topic has (with the level filter applied). */
export const learnArticleList = z.object({
  data: z.array(learnArticleSummary),
  meta: z.extend(listMeta, { counts: z.record(z.string(), z.number()) }),
});
export type LearnArticleList = Infer<typeof learnArticleList>;
