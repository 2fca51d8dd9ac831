import { z, type Infer } from '@brids/contracts';
import { nstr, num, SECTORS } from './common.ts';

/** Companies with their sections, financial statements and latest news (`/api/companies`). */

export const FINANCIAL_PERIODS = ['annual', 'quarterly'] as const;
export type FinancialPeriod = (typeof FINANCIAL_PERIODS)[number];

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
