import { LOCALE_TAGS, type Locale } from '@brids/contracts';

// The site's two locales format numbers and dates by fixed rules, written out here instead of
// asking Intl: the first Intl number or date formatter a page builds makes the browser load its
// formatting data, 20–40 ms of one task on a fast machine and four times that on a phone,
// usually in the middle of the first render. The output is exactly Intl's for id-ID and en-US
// (test/format.test.ts checks it against Intl).

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  id: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

const MONTHS: Record<Locale, readonly string[]> = {
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** Asia/Jakarta (WIB) is UTC+7 all year: Indonesia has had no daylight saving time since 1964. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Numbers this large are rare enough on the site to leave to Intl. */
const PLAIN_DIGITS_LIMIT = 1e21;

/**
 * The whole and fraction digits of a non-negative number rounded to `digits` decimals the way Intl
 * rounds: the number's shortest decimal form (what `String(n)` prints, so 1.005 and not
 * 1.00499999…), half away from zero.
 */
function roundedDigits(value: number, digits: number): [whole: string, fraction: string] {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [int = '0', frac = ''] = mantissa.split('.');
  let all = int + frac;
  let point = int.length + Number(exponent);
  if (point <= 0) {
    all = '0'.repeat(1 - point) + all;
    point = 1;
  }
  if (point > all.length) all += '0'.repeat(point - all.length);
  let kept = all.slice(0, point + digits).padEnd(point + digits, '0');
  if ((all[point + digits] ?? '0') >= '5') {
    const up = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
    if (up.length > kept.length) point += 1;
    kept = up;
  }
  return [kept.slice(0, point).replace(/^0+(?=\d)/, ''), kept.slice(point)];
}

/** Grouped number in the visitor's locale: 1.234.567 (id) or 1,234,567 (en). */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value) || Math.abs(value) >= PLAIN_DIGITS_LIMIT) {
    return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits }).format(value);
  }
  const { group, decimal } = SEPARATORS[locale];
  const negative = value < 0 || Object.is(value, -0);
  const [whole, fraction] = roundedDigits(Math.abs(value), maximumFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const trimmed = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${grouped}${trimmed ? decimal + trimmed : ''}`;
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

/** Long date in Jakarta time: 22 November 2026 (id) or November 22, 2026 (en). */
export function formatDate(iso: string, locale: Locale): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const jakarta = new Date(time + JAKARTA_OFFSET_MS);
  const day = jakarta.getUTCDate();
  const month = MONTHS[locale][jakarta.getUTCMonth()]!;
  const year = jakarta.getUTCFullYear();
  return locale === 'id' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}
