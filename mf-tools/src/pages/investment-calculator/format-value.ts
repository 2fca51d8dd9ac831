import type { CalculatorUnit, Locale } from '@brids/contracts';
import { formatNumber, formatPercent, formatRupiah } from '@brids/i18n';

/** A calculator value as the visitor reads it: Rp100.000.000.000, 7,5%, 50 tahun (`years` is the localized '{{value}} years'). */
export function formatFieldValue(
  value: number,
  unit: CalculatorUnit,
  locale: Locale,
  years: (value: string) => string,
): string {
  if (unit === 'rupiah') return formatRupiah(value, locale);
  if (unit === 'percent') return formatPercent(value, locale);
  return years(formatNumber(value, locale));
}
