import { LOCALE_TAGS, type Locale } from '@brids/contracts';
import type { FinancialStatement } from '@brids/contracts/research';
import { formatNumber, formatRupiah } from '@brids/i18n';

/** A share price or amount per share: Rp1.450 (id) or Rp1,450 (en); a dash when unknown. */
export function price(value: number | null | undefined, locale: Locale): string {
  return value === null || value === undefined ? '–' : formatRupiah(value, locale);
}

/** Upside of a target over a price, in percent (negative for a downside); null when either is unknown. */
export function upside(target: number | null, base: number | null): number | null {
  if (target === null || base === null || base <= 0) return null;
  return ((target - base) / base) * 100;
}

/** A signed figure: +12,5 / −3,25 with up to `digits` decimals. */
export function signed(value: number, locale: Locale, digits = 2): string {
  const text = formatNumber(Math.abs(value), locale, digits);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** A signed percentage: +1,23% / −0,5%. */
export function signedPercent(value: number, locale: Locale): string {
  return `${signed(value, locale)}%`;
}

/** A file size: 2,3 kB / 1.2 MB. */
export function fileSize(bytes: number, locale: Locale): string {
  if (bytes < 1000) return `${formatNumber(bytes, locale)} B`;
  if (bytes < 1_000_000) return `${formatNumber(bytes / 1000, locale, 1)} kB`;
  return `${formatNumber(bytes / 1_000_000, locale, 1)} MB`;
}

/** '2026-10' -> 'Oktober 2026' / 'October 2026'. */
export function monthLabel(month: string, locale: Locale): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, mon - 1, 1));
}

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
