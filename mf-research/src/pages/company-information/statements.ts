import type { FinancialPeriod, FinancialStatement } from '@brids/contracts/research';
import type { FinancialKey } from './financial-format.ts';

export const STATEMENTS = ['balance', 'income', 'cashflow', 'ratio', 'comparison'] as const;
export type StatementKind = (typeof STATEMENTS)[number];

/** The lines of each statement, in the order an annual report shows them. */
export const LINES: Record<Exclude<StatementKind, 'comparison'>, FinancialKey[]> = {
  balance: ['total_assets', 'current_assets', 'total_liabilities', 'current_liabilities', 'total_equity'],
  income: ['revenue', 'gross_profit', 'operating_profit', 'net_income', 'eps'],
  cashflow: ['operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'ending_cash'],
  ratio: ['book_value', 'roe', 'roa', 'net_margin', 'debt_to_equity', 'current_ratio', 'per', 'pbv'],
};
export const COMPARISON_LINES: FinancialKey[] = ['revenue', 'operating_profit', 'net_income', 'eps', 'total_assets', 'total_equity', 'roe'];
/** The main lines drawn over time. */
export const CHART_LINES: FinancialKey[] = ['revenue', 'operating_profit', 'net_income'];

/** The periods of one kind, oldest first. */
export function periodsOf(rows: FinancialStatement[], kind: FinancialPeriod): FinancialStatement[] {
  return rows.filter((r) => r.period_type === kind).sort((a, b) => (a.period_end < b.period_end ? -1 : 1));
}

/**
 * The brief comparison: the latest period against the one a year before it (the previous year, or the
 * same quarter of the previous year), with the change in percent; null when there is no earlier period.
 */
export function comparison(rows: FinancialStatement[]): { latest: FinancialStatement; previous: FinancialStatement } | null {
  const latest = rows.at(-1);
  if (!latest) return null;
  const wanted = latest.period_type === 'annual' ? String(Number(latest.period) - 1) : `${Number(latest.period.slice(0, 4)) - 1}${latest.period.slice(4)}`;
  const previous = rows.find((r) => r.period === wanted) ?? rows.at(-2);
  return previous && previous !== latest ? { latest, previous } : null;
}

/** Change from `before` to `after` in percent of |before|; null when before is 0. */
export function change(before: number, after: number): number | null {
  return before === 0 ? null : ((after - before) / Math.abs(before)) * 100;
}
