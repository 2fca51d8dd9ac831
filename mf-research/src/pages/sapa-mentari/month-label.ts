import { LOCALE_TAGS, type Locale } from '@brids/contracts';

/** '2026-10' -> 'Oktober 2026' / 'October 2026'. */
export function monthLabel(month: string, locale: Locale): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, mon - 1, 1));
}
