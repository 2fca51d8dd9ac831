import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from '@brids/contracts';
import { formatDate, formatNumber, formatPercent, formatRupiah } from '../src/format.ts';

// Intl is the reference: the site's formatters must print what Intl prints for id-ID and en-US.
const LOCALES = ['id', 'en'] as const;

/** Deterministic pseudo-random numbers (a fixed seed), so a failure can be reproduced. */
function* numbers(count: number): Generator<number> {
  let seed = 20261123;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 16 - 3);
    yield (next() - 0.3) * magnitude;
  }
}

const EDGE_NUMBERS = [0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.005, 1.005, 1.255, 999.995, 999, 1000, -1000, 1234567.891, 12345678901234, 0.1 + 0.2, 1e20, 1e21, 123e21, -0.0001, Number.NaN, Infinity, -Infinity];

describe('formatNumber', () => {
  for (const locale of LOCALES) {
    for (const digits of [0, 1, 2]) {
      it(`prints what Intl prints in ${locale}, up to ${digits} decimals`, () => {
        const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: digits });
        for (const value of [...EDGE_NUMBERS, ...numbers(3000)]) {
          expect(formatNumber(value, locale, digits), String(value)).toBe(intl.format(value));
        }
      });
    }
  }

  it('groups thousands with the locale separator', () => {
    expect(formatNumber(1234567, 'id')).toBe('1.234.567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatPercent(7.5, 'id')).toBe('7,5%');
    expect(formatRupiah(-1500000.4, 'en')).toBe('-Rp1,500,000');
  });
});

describe('formatDate', () => {
  for (const locale of LOCALES) {
    it(`prints Intl's long date in Jakarta time in ${locale}`, () => {
      const intl = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'Asia/Jakarta' });
      // Every 7 hours over four years: both sides of midnight in Jakarta, month and year ends, 29 February.
      for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 7 * 3600 * 1000) {
        expect(formatDate(new Date(time).toISOString(), locale)).toBe(intl.format(time));
      }
    });
  }

  it('shows the Jakarta day of a time that is still the day before in UTC', () => {
    expect(formatDate('2026-12-31T17:30:00Z', 'id')).toBe('1 Januari 2027');
    expect(formatDate('2026-12-31T16:59:00Z', 'en')).toBe('December 31, 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
