import { LOCALE_TAGS, type Locale } from '@brids/contracts';

/** Grouped number in the visitor's locale: 1.234.567 (id) or 1,234,567 (en). */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits }).format(value);
}

/** Rupiah amount: Rp1.000.000 (id) or Rp1,000,000 (en), without decimals. */
export function formatRupiah(value: number, locale: Locale): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}Rp${formatNumber(Math.abs(Math.round(value)), locale)}`;
}

/** Percentage with up to two decimals: 7,5% (id) or 7.5% (en). */
export function formatPercent(value: number, locale: Locale): string {
  return `${formatNumber(value, locale, 2)}%`;
}

/** Long date: 22 November 2026 (id) or November 22, 2026 (en). */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(date);
}
