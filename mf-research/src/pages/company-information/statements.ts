import type { FinancialPeriod, FinancialStatement } from '@brids/contracts/research';
import type { FinancialKey } from '../../components/format.ts';

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
/** The catalog key of each period, statement and line. */
export const FINANCIAL_PERIOD_LABEL = { annual: 'financial.annual', quarterly: 'financial.quarterly' } as const satisfies Record<FinancialPeriod, string>;

export const STATEMENT_LABEL = {
  balance: 'financial.statement.balance',
  income: 'financial.statement.income',
  cashflow: 'financial.statement.cashflow',
  ratio: 'financial.statement.ratio',
  comparison: 'financial.statement.comparison',
} as const satisfies Record<StatementKind, string>;

export const FINANCIAL_LINE_LABEL = {
  total_assets: 'financial.line.total_assets',
  current_assets: 'financial.line.current_assets',
  total_liabilities: 'financial.line.total_liabilities',
  current_liabilities: 'financial.line.current_liabilities',
  total_equity: 'financial.line.total_equity',
  revenue: 'financial.line.revenue',
  gross_profit: 'financial.line.gross_profit',
  operating_profit: 'financial.line.operating_profit',
  net_income: 'financial.line.net_income',
  eps: 'financial.line.eps',
  operating_cash_flow: 'financial.line.operating_cash_flow',
  investing_cash_flow: 'financial.line.investing_cash_flow',
  financing_cash_flow: 'financial.line.financing_cash_flow',
  ending_cash: 'financial.line.ending_cash',
  book_value: 'financial.line.book_value',
  roe: 'financial.line.roe',
  roa: 'financial.line.roa',
  net_margin: 'financial.line.net_margin',
  debt_to_equity: 'financial.line.debt_to_equity',
  current_ratio: 'financial.line.current_ratio',
  per: 'financial.line.per',
  pbv: 'financial.line.pbv',
} as const satisfies Record<FinancialKey, string>;

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
