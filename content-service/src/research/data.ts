import { type RawBuilder, sql } from 'kysely';
import type { Locale } from '@brids/contracts';
import type {
  Company,
  CompanyNewsItem,
  CompanySummary,
  CorporateAction,
  FinancialStatement,
  Recommendation,
  ResearchReport,
  ResearchReportSummary,
  SapaMentari,
  SapaMentariSummary,
} from '@brids/contracts/research';
import { sanitize } from '../lib/html.ts';
import { parseJsonList, parseStringList } from '../lib/json.ts';
import type { Selectable } from 'kysely';
import type {
  ResearchCompaniesTable,
  ResearchCompanyNewsTable,
  ResearchCorporateActionsTable,
  ResearchFinancialsTable,
  ResearchRecommendationsTable,
  ResearchReportsTable,
  ResearchSapaMentariTable,
} from './schema.ts';

/** `col_en` falling back to `col_id` for English, `col_id` for Indonesian (spec §9: fallback id). */
export function localized(column: string, locale: Locale, table?: string): RawBuilder<string> {
  const ref = (suffix: string) => sql.ref(`${table ? `${table}.` : ''}${column}_${suffix}`);
  return locale === 'en' ? sql<string>`coalesce(${ref('en')}, ${ref('id')})` : sql<string>`${ref('id')}`;
}

/** The row's text in a locale (English falls back to Indonesian). */
function pick<R>(row: R, column: string, locale: Locale): string {
  const record = row as Record<string, string | null>;
  return (locale === 'en' ? record[`${column}_en`] : null) ?? record[`${column}_id`] ?? '';
}

type Row<T> = Selectable<T>;

export function toReportSummary(row: Row<ResearchReportsTable>, locale: Locale): ResearchReportSummary {
  return {
    slug: row.slug,
    title: pick(row, 'title', locale),
    summary: pick(row, 'summary', locale),
    category: row.category as ResearchReportSummary['category'],
    sector: row.sector as ResearchReportSummary['sector'],
    ticker: row.ticker,
    rating: row.rating as ResearchReportSummary['rating'],
    target_price: row.target_price === null ? null : Number(row.target_price),
    previous_target_price: row.previous_target_price === null ? null : Number(row.previous_target_price),
    price_at_publication: row.price_at_publication === null ? null : Number(row.price_at_publication),
    analysts: parseJsonList(row.analysts).map((a) => ({ name: String(a.name ?? ''), role: String((locale === 'en' ? a.role_en : a.role_id) ?? a.role_id ?? '') })),
    published_at: row.published_at,
  };
}

export function toReport(row: Row<ResearchReportsTable>, locale: Locale): ResearchReport {
  return {
    ...toReportSummary(row, locale),
    key_points: parseStringList(pick(row, 'key_points', locale)),
    body: sanitize(pick(row, 'body', locale)),
    file: { url: row.file_url, size: Number(row.file_size), type: row.file_type },
  };
}

export function toEditionSummary(row: Row<ResearchSapaMentariTable>, locale: Locale): SapaMentariSummary {
  return {
    slug: row.slug,
    edition_date: row.edition_date,
    title: pick(row, 'title', locale),
    headline: pick(row, 'headline', locale),
    index_close: Number(row.index_close),
    index_change: Number(row.index_change),
    index_change_percent: Number(row.index_change_percent),
  };
}

export function toEdition(row: Row<ResearchSapaMentariTable>, locale: Locale): SapaMentari {
  return {
    ...toEditionSummary(row, locale),
    market_summary: pick(row, 'market_summary', locale),
    global_markets: parseJsonList(row.global_markets) as SapaMentari['global_markets'],
    picks: parseJsonList(row.picks) as SapaMentari['picks'],
    calendar: parseJsonList(pick(row, 'calendar', locale)) as SapaMentari['calendar'],
    file: { url: row.file_url, size: Number(row.file_size), type: row.file_type },
  };
}

const n = (value: number | string | null) => (value === null ? null : Number(value));

export function toAction(row: Row<ResearchCorporateActionsTable>, locale: Locale, today: string): CorporateAction {
  return {
    slug: row.slug,
    kind: row.kind as CorporateAction['kind'],
    ticker: row.ticker,
    issuer: row.issuer,
    date: row.event_date,
    upcoming: row.event_date >= today,
    title: pick(row, 'title', locale),
    dividend_type: row.dividend_type as CorporateAction['dividend_type'],
    amount_per_share: n(row.amount_per_share),
    cum_date_regular: row.cum_date_regular,
    ex_date_regular: row.ex_date_regular,
    cum_date_cash: row.cum_date_cash,
    ex_date_cash: row.ex_date_cash,
    recording_date: row.recording_date,
    payment_date: row.payment_date,
    fiscal_year: n(row.fiscal_year),
    dividend_yield: n(row.dividend_yield),
    ratio: row.ratio,
    old_nominal: n(row.old_nominal),
    new_nominal: n(row.new_nominal),
    last_trading_old_nominal: row.last_trading_old_nominal,
    first_trading_new_nominal: row.first_trading_new_nominal,
    distribution_date: row.distribution_date,
    price_low: n(row.price_low),
    price_high: n(row.price_high),
    final_price: n(row.final_price),
    shares_offered: n(row.shares_offered),
    book_building_start: row.book_building_start,
    book_building_end: row.book_building_end,
    offering_start: row.offering_start,
    offering_end: row.offering_end,
    allotment_date: row.allotment_date,
    listing_date: row.listing_date,
    underwriters: parseStringList(row.underwriters),
    prospectus_url: row.prospectus_url,
    meeting_type: row.meeting_type as CorporateAction['meeting_type'],
    meeting_time: row.meeting_time,
    place: row.place,
    agenda: parseStringList(pick(row, 'agenda', locale)),
  };
}

export function toCompanySummary(row: Row<ResearchCompaniesTable>, locale: Locale): CompanySummary {
  return {
    slug: row.slug,
    ticker: row.ticker,
    name: row.name,
    sector: row.sector as CompanySummary['sector'],
    listing_date: row.listing_date,
    summary: pick(row, 'summary', locale),
  };
}

export function toCompany(row: Row<ResearchCompaniesTable>, locale: Locale): Company {
  const list = (column: string) => parseJsonList(pick(row, column, locale));
  return {
    ...toCompanySummary(row, locale),
    about: pick(row, 'about', locale),
    management: list('management') as Company['management'],
    subsidiaries: list('subsidiaries') as Company['subsidiaries'],
    stockholders: list('stockholders') as Company['stockholders'],
    stock_history: list('stock_history') as Company['stock_history'],
    address: pick(row, 'address', locale),
    phone: row.phone,
    fax: row.fax,
    email: row.email,
    website: row.website,
    products: parseStringList(pick(row, 'products', locale)),
    other_information: list('other_information') as Company['other_information'],
  };
}

const FINANCIAL_KEYS = [
  'total_assets', 'current_assets', 'total_liabilities', 'current_liabilities', 'total_equity', 'revenue', 'gross_profit',
  'operating_profit', 'net_income', 'eps', 'operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'ending_cash',
  'book_value', 'roe', 'roa', 'net_margin', 'debt_to_equity', 'current_ratio', 'per', 'pbv',
] as const;

export function toFinancial(row: Row<ResearchFinancialsTable>): FinancialStatement {
  const values = Object.fromEntries(FINANCIAL_KEYS.map((key) => [key, Number(row[key])])) as Record<(typeof FINANCIAL_KEYS)[number], number>;
  return { period_type: row.period_type as FinancialStatement['period_type'], period: row.period, period_end: row.period_end, ...values };
}

export function toNews(row: Row<ResearchCompanyNewsTable>, company: string, locale: Locale): CompanyNewsItem {
  return {
    slug: row.slug,
    company,
    title: pick(row, 'title', locale),
    summary: pick(row, 'summary', locale),
    body: sanitize(pick(row, 'body', locale)),
    published_at: row.published_at,
  };
}

export function toRecommendation(row: Row<ResearchRecommendationsTable> & { company_name: string | null; company_slug: string | null }, locale: Locale): Recommendation {
  return {
    slug: row.slug,
    ticker: row.ticker,
    company: row.company_name ?? row.ticker,
    company_slug: row.company_slug,
    rating: row.rating as Recommendation['rating'],
    entry_low: Number(row.entry_low),
    entry_high: Number(row.entry_high),
    target_price: Number(row.target_price),
    stop_loss: Number(row.stop_loss),
    published_at: row.published_at,
    analyst: row.analyst,
    note: pick(row, 'note', locale),
    report_slug: row.report_slug,
  };
}

/** Today in Jakarta (UTC+7), YYYY-MM-DD: what "upcoming" means to an Indonesian investor. */
export function jakartaToday(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}
