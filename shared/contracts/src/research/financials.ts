import { z, type Infer } from '@brids/contracts/schema';
import { num } from './common.ts';
import { FINANCIAL_PERIODS, type FinancialPeriod } from './constants.ts';
export { FINANCIAL_PERIODS, type FinancialPeriod };

/** A company's financial statements (`/api/companies/{slug}/financials`). */

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
