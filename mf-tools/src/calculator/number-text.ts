import type { CalculatorUnit, Locale } from '@brids/contracts';
import { formatNumber } from '@brids/i18n';

/**
 * What the visitor types, kept as a canonical string (digits, and for percentages one '.'), and
 * shown in the visitor's locale: 1.000.000 / 7,5 in Indonesian, 1,000,000 / 7.5 in English.
 */

/** Longest amount kept: 15 digits stay exact in a JavaScript number and exceed every maximum. */
const MAX_DIGITS = 15;
const DECIMAL: Record<Locale, string> = { id: ',', en: '.' };

/** The canonical value of what was typed: other characters (letters, separators) are dropped. */
export function toCanonical(kind: CalculatorUnit, typed: string): string {
  if (kind !== 'percent') return typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, MAX_DIGITS);
  // Either ',' or '.' is the decimal point of a percentage; the first one counts.
  const cleaned = typed.replace(/[^\d.,]/g, '').replace(/,/g, '.');
  const point = cleaned.indexOf('.');
  const whole = (point < 0 ? cleaned : cleaned.slice(0, point)).replace(/^0+(?=\d)/, '').slice(0, 3);
  return point < 0 ? whole : `${whole}.${cleaned.slice(point + 1).replace(/\./g, '').slice(0, 2)}`;
}

/** How a canonical value is shown in the field. */
export function toDisplay(kind: CalculatorUnit, canonical: string, locale: Locale): string {
  if (canonical === '') return '';
  if (kind === 'rupiah') return formatNumber(Number(canonical), locale);
  if (kind === 'percent') return canonical.replace('.', DECIMAL[locale]);
  return canonical;
}

/** The number of a canonical value; undefined when empty, NaN when it is not a number ('.'). */
export function toNumber(canonical: string): number | undefined {
  if (canonical === '') return undefined;
  if (!/^\d*(?:\.\d*)?$/.test(canonical) || !/\d/.test(canonical)) return Number.NaN;
  return Number(canonical);
}

/** Characters that carry the value (digits, the decimal point): the caret keeps its place among them. */
const significant = (ch: string) => /[\d.,]/.test(ch);

/**
 * Where the caret goes in the re-formatted text: after as many significant characters as were
 * before it in what was typed, so typing in the middle of 1.000.000 does not jump to the end.
 */
export function caretAfterFormat(typed: string, caret: number, shown: string, kind: CalculatorUnit): number {
  const counts = (ch: string) => (kind === 'rupiah' ? /\d/.test(ch) : significant(ch));
  let wanted = 0;
  for (const ch of typed.slice(0, caret)) if (counts(ch)) wanted++;
  if (wanted === 0) return 0;
  let seen = 0;
  for (let i = 0; i < shown.length; i++) {
    if (counts(shown[i]!)) seen++;
    if (seen === wanted) return i + 1;
  }
  return shown.length;
}
