import { z } from 'zod';
import type * as core from 'zod/v4/core';
import type { Locale } from '@brids/contracts';
import { SLUG } from './query.ts';

/**
 * Building blocks of the editorial documents (`editorial/kind.ts`): a field of a `@brids/contracts` read
 * schema, taken as it is, in both languages together (`{ id, en }`, so a 422 names `title.en`), and the
 * checks an editor reads as sentences.
 */
export function bothLanguages<T extends core.$ZodType>(field: T) {
  return z.object({ id: field, en: field });
}

/** The contract's text field, not empty. */
export function filled<T extends core.$ZodType<string>>(field: T, message: string): T {
  return (field as unknown as z.ZodString).check(z.minLength(1, message)) as unknown as T;
}

/**
 * The contract's text field holding rich text (HTML, sanitised when published). Its JSON Schema says so
 * (`contentMediaType: 'text/html'`), so the console edits it with its rich-text editor.
 */
export function html<T extends core.$ZodType<string>>(field: T): T {
  const copy = (field as unknown as z.ZodString).check();
  z.globalRegistry.add(copy, { contentMediaType: 'text/html' });
  return copy as unknown as T;
}

/** The contract's text field holding an ISO-8601 date and time (UTC or with an offset). */
export function dateTime<T extends core.$ZodType<string>>(field: T, message = 'Enter a date and time such as 2026-12-01T09:00:00.000Z'): T {
  return (field as unknown as z.ZodString).check(z.refine((value: string) => ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)), message)) as unknown as T;
}

/** The contract's text field holding a calendar day YYYY-MM-DD. */
export function day<T extends core.$ZodType<string | null>>(field: T, message = 'Enter a day such as 2026-12-01'): T {
  return (field as unknown as z.ZodString).check(
    z.refine((value: string | null) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), message),
  ) as unknown as T;
}

/** The contract's number field holding a whole number from `min` up. */
export function wholeNumber<T extends core.$ZodType<number | null>>(field: T, min: number, message: string): T {
  return (field as unknown as z.ZodNumber).check(
    z.refine((value: number | null) => value === null || (Number.isInteger(value) && value >= min), message),
  ) as unknown as T;
}

/** The contract's number field holding a number from `min` up (`exclusive`: above it). */
export function atLeast<T extends core.$ZodType<number | null>>(field: T, min: number, message: string, exclusive = false): T {
  return (field as unknown as z.ZodNumber).check(
    z.refine((value: number | null) => value === null || (Number.isFinite(value) && (exclusive ? value > min : value >= min)), message),
  ) as unknown as T;
}

/** The contract's text field holding a slug: lower-case letters and digits joined by hyphens, at most 100 characters. */
export function slugField<T extends core.$ZodType<string>>(field: T): T {
  return (field as unknown as z.ZodString).check(
    z.refine((value: string) => SLUG.test(value) && value.length <= 100, 'Use lower-case letters and digits joined by hyphens (at most 100 characters)'),
  ) as unknown as T;
}

/** The contract's text field holding a URL of the site (`/…`) or an https address. */
export function url<T extends core.$ZodType<string | null>>(field: T, message = 'Enter a path of the site (/…) or an https:// address'): T {
  return (field as unknown as z.ZodString).check(
    z.refine((value: string | null) => value === null || /^(\/(?!\/)|https:\/\/)\S*$/.test(value), message),
  ) as unknown as T;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value per locale, built by `of`. */
export function perLocale<T>(of: (locale: Locale) => T): Record<Locale, T> {
  return { id: of('id'), en: of('en') };
}
