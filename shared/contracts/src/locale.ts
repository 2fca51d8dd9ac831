/** The site's locales (spec §9): Indonesian is the default and the fallback. */
export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';
export const FALLBACK_LOCALE: Locale = 'id';
/** BCP 47 tags used for number, currency and date formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', id: 'id-ID' };
/** Separator between a route's name and its locale: `stock___en` (spec §9). */
export const ROUTE_NAME_SEPARATOR = '___';

export function isLocale(value: unknown): value is Locale {
  return value === 'id' || value === 'en';
}
