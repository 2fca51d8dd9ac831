/**
 * The research resources' enums (`@brids/contracts/research/constants`), without a schema: the pages read
 * them synchronously, so a page that imports them carries neither zod nor a schema. The schema modules
 * import them from here and re-export them.
 */

/** Sectors of the exchange's classification (slugs; the pages translate them). */
export const SECTORS = [
  'energy',
  'basic-materials',
  'industrials',
  'consumer-non-cyclicals',
  'consumer-cyclicals',
  'healthcare',
  'financials',
  'properties',
  'technology',
  'infrastructure',
  'transportation',
] as const;
export type Sector = (typeof SECTORS)[number];

export const RATINGS = ['BUY', 'HOLD', 'SELL'] as const;
export type Rating = (typeof RATINGS)[number];

export const REPORT_CATEGORIES = ['morning', 'company', 'sector', 'macro', 'fixed-income', 'strategy'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const CORPORATE_ACTION_KINDS = [
  'dividend',
  'stock-split',
  'stock-merge',
  'bonus',
  'ipo',
  'shareholder-meeting',
  'dividend-history',
] as const;
export type CorporateActionKind = (typeof CORPORATE_ACTION_KINDS)[number];

export const MANAGEMENT_ROLES = ['commissioner', 'director', 'person-responsible', 'registrar'] as const;

export const STOCK_HISTORY_KINDS = ['listing', 'stock-split', 'rights-issue', 'bonus'] as const;

export const FINANCIAL_PERIODS = ['annual', 'quarterly'] as const;
export type FinancialPeriod = (typeof FINANCIAL_PERIODS)[number];
