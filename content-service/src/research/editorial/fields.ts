import { z } from 'zod';
import type * as core from 'zod/v4/core';
import type { BothLanguages } from '../../editorial/kind.ts';
import { html } from '../../lib/both-languages.ts';
import { sanitize } from '../../lib/html.ts';
import { parseJsonList, parseStringList } from '../../lib/json.ts';

/**
 * What the research kinds share: the checks of research fields (tickers, times, e-mail), and the way a
 * document's both languages sit in the slice's `_id` / `_en` columns. English falls back to Indonesian
 * when `_en` is null (as visitors see it), so a read document always holds both languages.
 */

const TICKER = /^[A-Z]{2,6}$/;

/** The contract's text field holding a stock ticker: 2 to 6 capital letters. */
export function tickerField<T extends core.$ZodType<string | null>>(field: T): T {
  return (field as unknown as z.ZodString).check(
    z.refine((value: string | null) => value === null || TICKER.test(value), 'Enter a ticker of 2 to 6 capital letters, such as BBCA'),
  ) as unknown as T;
}

/**
 * The contract's text field holding rich text: sanitised as it is parsed (the document kept is the one the site
 * shows), and declared HTML in its JSON Schema (`html`: `contentMediaType: 'text/html'`) for the console's editor.
 */
export function richText<T extends core.$ZodType<string>>(field: T): T {
  return html((field as unknown as z.ZodString).check(z.overwrite((value: string) => sanitize(value))) as unknown as T);
}

/** The contract's text field holding a time of day HH:MM. */
export function timeOfDay<T extends core.$ZodType<string | null>>(field: T): T {
  return (field as unknown as z.ZodString).check(
    z.refine((value: string | null) => value === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), 'Enter a time such as 09:30'),
  ) as unknown as T;
}

/** The contract's text field holding an e-mail address. */
export function email<T extends core.$ZodType<string>>(field: T): T {
  return (field as unknown as z.ZodString).check(
    z.refine((value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value), 'Enter an e-mail address such as corsec@example.com'),
  ) as unknown as T;
}

/** An ISO timestamp as the slice stores it (UTC, milliseconds), so that the public routes compare it with `now` as text. */
export const utc = (value: string): string => new Date(value).toISOString();

type Row = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The `<name>_id` / `<name>_en` text columns as both languages. */
export function both(row: Row, name: string): BothLanguages {
  const id = text(row[`${name}_id`]) ?? '';
  return { id, en: text(row[`${name}_en`]) ?? id };
}

/** JSON list columns `<name>_id` / `<name>_en` (objects, kept as stored) as both languages. */
export function bothLists(row: Row, name: string): { id: Record<string, unknown>[]; en: Record<string, unknown>[] } {
  const id = text(row[`${name}_id`]);
  return { id: parseJsonList(id), en: parseJsonList(text(row[`${name}_en`]) ?? id) };
}

/** JSON string-list columns `<name>_id` / `<name>_en` as both languages. */
export function bothStrings(row: Row, name: string): { id: string[]; en: string[] } {
  const id = text(row[`${name}_id`]);
  return { id: parseStringList(id), en: parseStringList(text(row[`${name}_en`]) ?? id) };
}

/** Both languages as the `<name>_id` / `<name>_en` columns (values JSON-encoded with `encode`). */
export function columns<N extends string, V>(name: N, value: { id: V; en: V }, encode: (v: V) => string = (v) => v as unknown as string): Record<`${N}_id` | `${N}_en`, string> {
  return { [`${name}_id`]: encode(value.id), [`${name}_en`]: encode(value.en) } as Record<`${N}_id` | `${N}_en`, string>;
}

export const json = (value: unknown): string => JSON.stringify(value);

/** A number column as the API answers it (PostgreSQL may hand some numbers over as text). */
export const number = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** Keys of entries that belong to a company: `<company slug>.<own key>` (a slug has no dot). */
export const companyKey = (company: string, own: string): string => `${company}.${own}`;
export function splitCompanyKey(key: string): { company: string; own: string } | undefined {
  const dot = key.indexOf('.');
  return dot > 0 ? { company: key.slice(0, dot), own: key.slice(dot + 1) } : undefined;
}

/** The item schema of a contract's list field. */
export const itemOf = <T extends core.$ZodType>(list: core.$ZodArray<T>): T => list._zod.def.element;
