import type { Locale } from '@brids/contracts';
import { formatNumber } from '@brids/i18n';

/** A file size: 2,3 kB / 1.2 MB. */
export function fileSize(bytes: number, locale: Locale): string {
  if (bytes < 1000) return `${formatNumber(bytes, locale)} B`;
  if (bytes < 1_000_000) return `${formatNumber(bytes / 1000, locale, 1)} kB`;
  return `${formatNumber(bytes / 1_000_000, locale, 1)} MB`;
}
