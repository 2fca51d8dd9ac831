import type { Locale } from '@brids/contracts';
import type { FinancialStatement } from '@brids/contracts/research';
import { formatNumber } from '@brids/i18n';

export type FinancialKey = Exclude<keyof FinancialStatement, 'period_type' | 'period' | 'period_end'>;
const PER_SHARE: FinancialKey[] = ['eps', 'book_value'];
const PERCENT: FinancialKey[] = ['roe', 'roa', 'net_margin'];
const TIMES: FinancialKey[] = ['debt_to_equity', 'current_ratio', 'per', 'pbv'];

/** What a financial line is measured in (spec §3): millions of rupiah, rupiah per share, percent or times. */
export function unitOf(key: FinancialKey): 'millions' | 'per-share' | 'percent' | 'times' {
  if (PER_SHARE.includes(key)) return 'per-share';
  if (PERCENT.includes(key)) return 'percent';
  if (TIMES.includes(key)) return 'times';
  return 'millions';
}

/** A financial figure in the visitor's locale and in its own unit: 12.345.678 / 123,45 / 15,2% / 1,35x. */
export function financialValue(key: FinancialKey, value: number, locale: Locale): string {
  switch (unitOf(key)) {
    case 'per-share':
      return formatNumber(value, locale, 2);
    case 'percent':
      return `${formatNumber(value, locale, 2)}%`;
    case 'times':
      return `${formatNumber(value, locale, 2)}x`;
    default:
      return formatNumber(value, locale);
  }
}

/** '2025-Q3' -> 'Q3 2025' (id: 'K3 2025'); a year stays as it is. */
export function periodLabel(period: string, locale: Locale): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(period);
  if (!match) return period;
  return `${locale === 'id' ? 'K' : 'Q'}${match[2]} ${match[1]}`;
}
