import type { Generated } from 'kysely';

/**
 * The research squad's tables. Text per locale sits in `_id` / `_en` columns (`_en` may be null: the
 * Indonesian text is the fallback); genuinely nested lists (key points, picks, management...) are JSON text.
 * Dates are YYYY-MM-DD text, timestamps ISO-8601 UTC text, money `double precision`.
 */
export interface ResearchTables {
  research_companies: ResearchCompaniesTable;
  research_financials: ResearchFinancialsTable;
  research_company_news: ResearchCompanyNewsTable;
  research_reports: ResearchReportsTable;
  research_sapa_mentari: ResearchSapaMentariTable;
  research_corporate_actions: ResearchCorporateActionsTable;
  research_recommendations: ResearchRecommendationsTable;
}

type Text2<K extends string> = { [P in `${K}_id`]: string } & { [P in `${K}_en`]: string | null };

export type ResearchCompaniesTable = {
  id: Generated<number>;
  slug: string;
  ticker: string;
  name: string;
  sector: string;
  listing_date: string;
  phone: string;
  fax: string | null;
  email: string;
  website: string;
  /** 1, or 0 once taken off the site by the editorial layer (migration `…-415-research-editorial`): the row stays for its statements and news. */
  is_published: Generated<number>;
} & Text2<'summary'> &
  Text2<'stockholders'> &
  Text2<'about'> &
  Text2<'address'> &
  Text2<'management'> &
  Text2<'subsidiaries'> &
  Text2<'stock_history'> &
  Text2<'products'> &
  Text2<'other_information'>;

export interface ResearchFinancialsTable {
  id: Generated<number>;
  company_id: number;
  period_type: string;
  period: string;
  period_end: string;
  total_assets: number;
  current_assets: number;
  total_liabilities: number;
  current_liabilities: number;
  total_equity: number;
  revenue: number;
  gross_profit: number;
  operating_profit: number;
  net_income: number;
  eps: number;
  operating_cash_flow: number;
  investing_cash_flow: number;
  financing_cash_flow: number;
  ending_cash: number;
  book_value: number;
  roe: number;
  roa: number;
  net_margin: number;
  debt_to_equity: number;
  current_ratio: number;
  per: number;
  pbv: number;
}

export type ResearchCompanyNewsTable = {
  id: Generated<number>;
  company_id: number;
  slug: string;
  published_at: string;
} & Text2<'title'> &
  Text2<'summary'> &
  Text2<'body'>;

export type ResearchReportsTable = {
  id: Generated<number>;
  slug: string;
  category: string;
  sector: string | null;
  ticker: string | null;
  rating: string | null;
  target_price: number | null;
  previous_target_price: number | null;
  price_at_publication: number | null;
  /** JSON [{ name, role_id, role_en }] */
  analysts: string;
  published_at: string;
  file_url: string;
  file_size: number;
  file_type: string;
} & Text2<'title'> &
  Text2<'summary'> &
  Text2<'key_points'> &
  Text2<'body'>;

export type ResearchSapaMentariTable = {
  id: Generated<number>;
  slug: string;
  edition_date: string;
  index_close: number;
  index_change: number;
  index_change_percent: number;
  global_markets: string;
  picks: string;
  file_url: string;
  file_size: number;
  file_type: string;
} & Text2<'title'> &
  Text2<'headline'> &
  Text2<'market_summary'> &
  Text2<'calendar'>;

export type ResearchCorporateActionsTable = {
  id: Generated<number>;
  slug: string;
  kind: string;
  ticker: string;
  issuer: string;
  event_date: string;
  dividend_type: string | null;
  amount_per_share: number | null;
  cum_date_regular: string | null;
  ex_date_regular: string | null;
  cum_date_cash: string | null;
  ex_date_cash: string | null;
  recording_date: string | null;
  payment_date: string | null;
  fiscal_year: number | null;
  dividend_yield: number | null;
  ratio: string | null;
  old_nominal: number | null;
  new_nominal: number | null;
  last_trading_old_nominal: string | null;
  first_trading_new_nominal: string | null;
  distribution_date: string | null;
  price_low: number | null;
  price_high: number | null;
  final_price: number | null;
  shares_offered: number | null;
  book_building_start: string | null;
  book_building_end: string | null;
  offering_start: string | null;
  offering_end: string | null;
  allotment_date: string | null;
  listing_date: string | null;
  /** JSON list of names. */
  underwriters: string;
  prospectus_url: string | null;
  meeting_type: string | null;
  meeting_time: string | null;
  place: string | null;
} & Text2<'title'> &
  Text2<'agenda'>;

export type ResearchRecommendationsTable = {
  id: Generated<number>;
  slug: string;
  ticker: string;
  rating: string;
  entry_low: number;
  entry_high: number;
  target_price: number;
  stop_loss: number;
  published_at: string;
  analyst: string;
  report_slug: string | null;
} & Text2<'note'>;
