import type { Locale } from '@brids/contracts';
import { PROMO_ENDING_SOON_DAYS, type PromoStatus } from '@brids/contracts/marketing';

/** The row's `<name>_<locale>` text, falling back to Indonesian when the English one is empty. */
export function pick(row: Record<string, unknown>, name: string, locale: Locale): string {
  const own = row[`${name}_${locale}`];
  if (typeof own === 'string' && own !== '') return own;
  const fallback = row[`${name}_id`];
  return typeof fallback === 'string' ? fallback : '';
}

/** A JSON list column of the locale (fallback Indonesian); a broken value reads as an empty list. */
export function pickList<T = string>(row: Record<string, unknown>, name: string, locale: Locale): T[] {
  for (const candidate of [row[`${name}_${locale}`], row[`${name}_id`]]) {
    if (typeof candidate !== 'string' || candidate === '') continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (Array.isArray(value) && value.length > 0) return value as T[];
    } catch {
      // fall through to the fallback locale
    }
  }
  return [];
}

/** Today in Western Indonesia Time (UTC+7), YYYY-MM-DD: promo validity days are WIB days. */
export function todayWib(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** A promo's status on `today`: expired after its last day, ending soon in its last days, else active. */
export function promoStatus(validUntil: string, today = todayWib()): PromoStatus {
  if (validUntil < today) return 'expired';
  const daysLeft = (Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return daysLeft <= PROMO_ENDING_SOON_DAYS ? 'ending-soon' : 'active';
}

/** Reading time of a text at about 200 words a minute, at least one minute. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 200));
}
