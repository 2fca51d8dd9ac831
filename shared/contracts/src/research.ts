import { listMeta, z, type Infer } from '@brids/contracts';

/**
 * The research squad's resources (`@brids/contracts/research`): research reports, sapa-mentari editions,
 * corporate actions, companies with their sections, financial statements and news, recommendations.
 * Keys are the API's snake_case fields. Prices are rupiah per share; financial statement values are in
 * millions of rupiah except EPS and book value (rupiah per share) and ratios (percent or times).
 */

export const REPORT_CATEGORIES = ['morning', 'company', 'sector', 'macro', 'fixed-income', 'strategy'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

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

export const FINANCIAL_PERIODS = ['annual', 'quarterly'] as const;
export type FinancialPeriod = (typeof FINANCIAL_PERIODS)[number];

const num = z.number();
const nnum = z.nullable(z.number());
const nstr = z.nullable(z.string());

/** A downloadable file: a site path, its size in bytes and its media type. */
export const researchFile = z.object({ url: z.string(), size: num, type: z.string() });
export type ResearchFile = Infer<typeof researchFile>;

export const analyst = z.object({ name: z.string(), role: z.string() });
export type Analyst = Infer<typeof analyst>;

/** A research report as a card shows it. */
export const researchReportSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  sector: z.nullable(z.enum(SECTORS)),
  ticker: nstr,
  rating: z.nullable(z.enum(RATINGS)),
  target_price: nnum,
  previous_target_price: nnum,
  price_at_publication: nnum,
  analysts: z.array(analyst),
  published_at: z.string(),
});
export type ResearchReportSummary = Infer<typeof researchReportSummary>;

export const researchReport = z.extend(researchReportSummary, {
  key_points: z.array(z.string()),
  body: z.string(),
  file: researchFile,
  /** With `include=related`: reports on the same ticker, then the same sector. */
  related: z.optional(z.array(researchReportSummary)),
});
export type ResearchReport = Infer<typeof researchReport>;

/** List answers of the research resources: `meta.counts` counts matches per tab (category or kind). */
export function researchList<T extends Parameters<typeof z.array>[0]>(schema: T) {
  return z.object({
    data: z.array(schema),
    meta: z.extend(listMeta, { counts: z.optional(z.record(z.string(), num)) }),
  });
}

export const globalMarket = z.object({ name: z.string(), close: num, change_percent: num });
export const dailyPick = z.object({
  ticker: z.string(),
  action: z.enum(['BUY', 'SELL', 'HOLD']),
  entry_low: num,
  entry_high: num,
  target_price: num,
  stop_loss: num,
});
export const calendarEvent = z.object({ time: z.string(), country: z.string(), event: z.string(), forecast: nstr, previous: nstr });
export type GlobalMarket = Infer<typeof globalMarket>;
export type DailyPick = Infer<typeof dailyPick>;
export type CalendarEvent = Infer<typeof calendarEvent>;

export const sapaMentariSummary = z.object({
  slug: z.string(),
  edition_date: z.string(),
  title: z.string(),
  headline: z.string(),
  index_close: num,
  index_change: num,
  index_change_percent: num,
});
export type SapaMentariSummary = Infer<typeof sapaMentariSummary>;

export const sapaMentari = z.extend(sapaMentariSummary, {
  market_summary: z.string(),
  global_markets: z.array(globalMarket),
  picks: z.array(dailyPick),
  calendar: z.array(calendarEvent),
  file: researchFile,
});
export type SapaMentari = Infer<typeof sapaMentari>;

/** A corporate action; the fields of other kinds are null. Dates are YYYY-MM-DD, amounts in rupiah. */
export const corporateAction = z.object({
  slug: z.string(),
  kind: z.enum(CORPORATE_ACTION_KINDS),
  ticker: z.string(),
  issuer: z.string(),
  /** The date the action is sorted and filtered by (payment, distribution, listing, meeting...). */
  date: z.string(),
  upcoming: z.boolean(),
  title: z.string(),
  // dividend and dividend history
  dividend_type: z.nullable(z.enum(['interim', 'final'])),
  amount_per_share: nnum,
  cum_date_regular: nstr,
  ex_date_regular: nstr,
  cum_date_cash: nstr,
  ex_date_cash: nstr,
  recording_date: nstr,
  payment_date: nstr,
  fiscal_year: nnum,
  dividend_yield: nnum,
  // stock split, stock merge, bonus
  ratio: nstr,
  old_nominal: nnum,
  new_nominal: nnum,
  last_trading_old_nominal: nstr,
  first_trading_new_nominal: nstr,
  distribution_date: nstr,
  // ipo
  price_low: nnum,
  price_high: nnum,
  final_price: nnum,
  shares_offered: nnum,
  book_building_start: nstr,
  book_building_end: nstr,
  offering_start: nstr,
  offering_end: nstr,
  allotment_date: nstr,
  listing_date: nstr,
  underwriters: z.array(z.string()),
  prospectus_url: nstr,
  // shareholder meeting
  meeting_type: z.nullable(z.enum(['annual', 'extraordinary'])),
  meeting_time: nstr,
  place: nstr,
  agenda: z.array(z.string()),
});
export type CorporateAction = Infer<typeof corporateAction>;

export const MANAGEMENT_ROLES = ['commissioner', 'director', 'person-responsible', 'registrar'] as const;
export const managementMember = z.object({ role: z.enum(MANAGEMENT_ROLES), position: z.string(), name: z.string() });
export const subsidiary = z.object({ name: z.string(), activity: z.string(), ownership_percent: num });
export const stockholder = z.object({ name: z.string(), shares: num, percent: num });
export const STOCK_HISTORY_KINDS = ['listing', 'stock-split', 'rights-issue', 'bonus'] as const;
export const stockHistoryItem = z.object({
  date: z.string(),
  kind: z.enum(STOCK_HISTORY_KINDS),
  shares: num,
  total_shares: num,
  note: z.string(),
});
export type ManagementMember = Infer<typeof managementMember>;
export type Subsidiary = Infer<typeof subsidiary>;
export type Stockholder = Infer<typeof stockholder>;
export type StockHistoryItem = Infer<typeof stockHistoryItem>;

export const companySummary = z.object({
  slug: z.string(),
  ticker: z.string(),
  name: z.string(),
  sector: z.enum(SECTORS),
  listing_date: z.string(),
  summary: z.string(),
});
export type CompanySummary = Infer<typeof companySummary>;

/** A company with the nine sections of spec §3 (latest news is its own resource). */
export const company = z.extend(companySummary, {
  about: z.string(),
  management: z.array(managementMember),
  subsidiaries: z.array(subsidiary),
  stockholders: z.array(stockholder),
  stock_history: z.array(stockHistoryItem),
  address: z.string(),
  phone: z.string(),
  fax: nstr,
  email: z.string(),
  website: z.string(),
  products: z.array(z.string()),
  other_information: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type Company = Infer<typeof company>;

/** One period's statements. Values in millions of rupiah except `eps`, `book_value` (rupiah per share) and ratios. */
export const financialStatement = z.object({
  period_type: z.enum(FINANCIAL_PERIODS),
  /** '2025' or '2025-Q3'. */
  period: z.string(),
  period_end: z.string(),
  // balance sheet
  total_assets: num,
  current_assets: num,
  total_liabilities: num,
  current_liabilities: num,
  total_equity: num,
  // profit and loss
  revenue: num,
  gross_profit: num,
  operating_profit: num,
  net_income: num,
  eps: num,
  // cash flow
  operating_cash_flow: num,
  investing_cash_flow: num,
  financing_cash_flow: num,
  ending_cash: num,
  // ratio report (percent, times, rupiah per share)
  book_value: num,
  roe: num,
  roa: num,
  net_margin: num,
  debt_to_equity: num,
  current_ratio: num,
  per: num,
  pbv: num,
});
export type FinancialStatement = Infer<typeof financialStatement>;

export const companyNewsItem = z.object({
  slug: z.string(),
  company: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  published_at: z.string(),
});
export type CompanyNewsItem = Infer<typeof companyNewsItem>;

export const recommendation = z.object({
  slug: z.string(),
  ticker: z.string(),
  company: z.string(),
  /** The company page's slug, when the company is in the company list. */
  company_slug: nstr,
  rating: z.enum(RATINGS),
  entry_low: num,
  entry_high: num,
  target_price: num,
  stop_loss: num,
  published_at: z.string(),
  analyst: z.string(),
  note: z.string(),
  /** The research report behind it. */
  report_slug: nstr,
});
export type Recommendation = Infer<typeof recommendation>;
