import type { Rating, ReportCategory, Sector } from '@brids/contracts/research';

// The catalog key of each value the content service sends (typed maps: no key is built from a string).

export const SECTOR_LABEL = {
  energy: 'sector.energy',
  'basic-materials': 'sector.basic-materials',
  industrials: 'sector.industrials',
  'consumer-non-cyclicals': 'sector.consumer-non-cyclicals',
  'consumer-cyclicals': 'sector.consumer-cyclicals',
  healthcare: 'sector.healthcare',
  financials: 'sector.financials',
  properties: 'sector.properties',
  technology: 'sector.technology',
  infrastructure: 'sector.infrastructure',
  transportation: 'sector.transportation',
} as const satisfies Record<Sector, string>;

export const CATEGORY_LABEL = {
  morning: 'category.morning',
  company: 'category.company',
  sector: 'category.sector',
  macro: 'category.macro',
  'fixed-income': 'category.fixed-income',
  strategy: 'category.strategy',
} as const satisfies Record<ReportCategory, string>;

export const RATING_LABEL = { BUY: 'rating.BUY', HOLD: 'rating.HOLD', SELL: 'rating.SELL' } as const satisfies Record<Rating, string>;
