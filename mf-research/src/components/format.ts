import type { Locale } from '@brids/contracts';
import { formatRupiah } from '@brids/i18n';

// A price, which more than one page shows; changes are in changes.ts, one page's own formatters sit beside it
// (a chunk carries every export of a module it imports).

/** A share price or amount per share: Rp1.450 (id) or Rp1,450 (en); a dash when unknown. */
export function price(value: number | null | undefined, locale: Locale): string {
  return value === null || value === undefined ? '–' : formatRupiah(value, locale);
}
