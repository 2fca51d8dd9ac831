import type { CalculatorUnit, Locale } from '@brids/contracts';

/**
 * What the visitor types, read in the visitor's locale and kept as a canonical string (digits, and
 * '.' before decimals), shown again in the locale: 1.000.000 / 7,5 in Indonesian, 1,000,000 / 7.5 in
 * English. Text that is not a number as that locale writes one is refused with a reason (never read
 * as some other number): the field keeps what was typed and says why.
 */

const DECIMAL: Record<Locale, string> = { id: ',', en: '.' };
const GROUP: Record<Locale, string> = { id: '.', en: ',' };

/** Why a typed text is not a number of its field. */
export type TextProblem =
  /** Letters, an exponent (1e9), symbols. */
  | 'notNumber'
  /** A minus sign. */
  | 'notPositive'
  /** More than one decimal mark. */
  | 'twoDecimalMarks'
  /** A thousands separator where none belongs (7,5 in English, 1.000 typed into an English amount). */
  | 'separator'
  /** Decimals in a whole-rupiah amount. */
  | 'wholeRupiah'
  /** Decimals in years. */
  | 'wholeYears'
  /** More than two decimals in a percentage. */
  | 'tooPrecise';

export type ReadText = { canonical: string } | { problem: TextProblem };

/** Spaces, also the no-break ones some keyboards and copied numbers carry (\s covers them). */
const SPACES = /\s/g;
/** A hyphen-minus, a minus sign or an en dash: a negative number. */
const MINUS = /[-\u2212\u2013]/;

/**
 * Reads what was typed into a field of `kind` in `locale`. Spaces, a leading 'Rp' (amounts) and a
 * trailing '%' (percentages) are allowed; the locale's thousands separators may sit anywhere in an
 * amount's whole part (the field regroups it as the visitor types), but only between groups of three
 * digits in a percentage or years.
 */
export function readTyped(kind: CalculatorUnit, typed: string, locale: Locale): ReadText {
  let text = typed.replace(SPACES, '');
  if (kind === 'rupiah') text = text.replace(/^rp/i, '');
  if (kind === 'percent') text = text.replace(/%$/, '');
  if (text === '') return { canonical: '' };
  if (MINUS.test(text)) return { problem: 'notPositive' };
  if (/[^\d.,]/.test(text)) return { problem: 'notNumber' };

  const decimal = DECIMAL[locale];
  const group = GROUP[locale];
  const parts = text.split(decimal);
  if (parts.length > 2) return { problem: 'twoDecimalMarks' };
  const [whole = '', fraction] = parts;
  if (fraction?.includes(group)) return { problem: 'separator' };
  if (kind !== 'rupiah' && whole.includes(group)) {
    const grouped = new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`);
    if (!grouped.test(whole)) return { problem: 'separator' };
  }
  const digits = whole.split(group).join('');
  if (fraction === undefined) return digits === '' ? { problem: 'notNumber' } : { canonical: stripZeros(digits) };
  if (digits === '' && fraction === '') return { problem: 'notNumber' };
  if (kind === 'years') return { problem: 'wholeYears' };
  // Three or more digits after an amount's decimal mark are thousands written the other locale's way.
  if (kind === 'rupiah' && fraction.length > 2) return { problem: 'separator' };
  if (kind === 'rupiah' && /[1-9]/.test(fraction)) return { problem: 'wholeRupiah' };
  if (kind === 'percent' && fraction.length > 2) return { problem: 'tooPrecise' };
  return { canonical: `${stripZeros(digits || '0')}.${fraction}` };
}

const stripZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/** How a canonical value is shown in the field: the whole part grouped, the decimals as typed. */
export function toDisplay(canonical: string, locale: Locale): string {
  if (canonical === '') return '';
  const [whole = '', fraction] = canonical.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[locale]);
  return fraction === undefined ? grouped : `${grouped}${DECIMAL[locale]}${fraction}`;
}

/** The number of a canonical value; undefined when empty. */
export function toNumber(canonical: string): number | undefined {
  return canonical === '' ? undefined : Number(canonical);
}

/**
 * Where the caret goes in the re-formatted text: after as many significant characters (digits and
 * the locale's decimal mark) as were before it in what was typed, so typing in the middle of
 * 1.000.000 does not jump to the end.
 */
export function caretAfterFormat(typed: string, caret: number, shown: string, locale: Locale): number {
  const counts = (ch: string) => /\d/.test(ch) || ch === DECIMAL[locale];
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
