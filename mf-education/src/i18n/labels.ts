import type { ParseKeys } from 'i18next';
import type { ArticleTopic, EventFormat, EventPeriod, EventStatus, Level, VideoCategory } from '@brids/contracts/education';
import type { NS } from './catalog.ts';

/** A key of the education catalog. */
type Key = ParseKeys<typeof NS>;

/** The catalog key of each event format. */
export const FORMAT_LABEL = { online: 'format.online', onsite: 'format.onsite' } as const satisfies Record<EventFormat, Key>;

/** The catalog key of each registration status (the badge's words). */
export const STATUS_LABEL = {
  open: 'status.open',
  full: 'status.full',
  closed: 'status.closed',
  finished: 'status.finished',
} as const satisfies Record<EventStatus, Key>;

/** The catalog key of each period tab of the Eduvest list. */
export const PERIOD_LABEL = { upcoming: 'period.upcoming', past: 'period.past' } as const satisfies Record<EventPeriod, Key>;

/** The catalog key of each level. */
export const LEVEL_LABEL = {
  beginner: 'level.beginner',
  intermediate: 'level.intermediate',
  advanced: 'level.advanced',
} as const satisfies Record<Level, Key>;

/** The catalog key of each article topic, and of all topics. */
export const TOPIC_LABEL = {
  all: 'topic.all',
  'investing-basics': 'topic.investing-basics',
  stocks: 'topic.stocks',
  'mutual-funds': 'topic.mutual-funds',
  bonds: 'topic.bonds',
  trading: 'topic.trading',
} as const satisfies Record<ArticleTopic | 'all', Key>;

/** The catalog key of each video category. */
export const CATEGORY_LABEL = {
  'stock-basics': 'category.stock-basics',
  'mutual-fund': 'category.mutual-fund',
  'trading-platform': 'category.trading-platform',
  'technical-analysis': 'category.technical-analysis',
  'financial-planning': 'category.financial-planning',
} as const satisfies Record<VideoCategory, Key>;
