import type { Locale } from '@brids/contracts';
import { formatNumber } from '@brids/i18n';

// Changes (upside, signed figures) the report and Sapa Mentari pages show, apart from the price the list pages show.

/** Upside of a target over a price, in percent (negative for a downside); null when either is unknown. */
export function upside(target: number | null, base: number | null): number | null {
  if (target === null || base === null || base <= 0) return null;
  return ((target - base) / base) * 100;
}

/** A signed figure: +12,5 / −3,25 with up to 2 decimals. */
export function signed(value: number, locale: Locale): string {
  const text = formatNumber(Math.abs(value), locale, 2);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** A signed percentage: +1,23% / −0,5%. */
export function signedPercent(value: number, locale: Locale): string {
  return `${signed(value, locale)}%`;
}
