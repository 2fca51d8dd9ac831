import { z } from 'zod';
import { LOCALES } from '@brids/contracts';
import { HttpError } from './errors.ts';

/**
 * Query-string validation (spec §7 style: `locale`, `filter[field]`, `include`, `sort`, `page[...]`).
 * Fastify hands us flat keys such as 'filter[type]'; a repeated key arrives as an array.
 * Unknown filter/page/include/sort parameters are refused (400); other unknown keys are ignored.
 */

const RESERVED = /^(?:filter\[|page\[)|^(?:include|sort|locale|fields)$/;
const ONCE = 'must be given once, not repeated';

function stringError(issue: { input?: unknown }): string {
  if (Array.isArray(issue.input)) return ONCE;
  if (issue.input === undefined) return 'is required';
  return 'must be a string';
}

/** A single string of at most `max` characters, without control characters. */
export function text(max = 200) {
  return z
    .string({ error: stringError })
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), 'must not contain control characters');
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export const locale = z
  .enum(LOCALES, { error: (issue) => (Array.isArray(issue.input) ? ONCE : `must be one of: ${LOCALES.join(', ')}`) })
  .default('id')
  .meta({ description: 'Language of the texts; a missing translation falls back to id.' });

export const pageNumber = z
  .string({ error: stringError })
  .regex(/^[1-9][0-9]{0,5}$/, 'must be a whole number from 1 to 999999')
  .transform(Number)
  .prefault('1')
  .meta({ description: 'The page, from 1.' });

export const MAX_PAGE_SIZE = 50;
export const pageSize = z
  .string({ error: stringError })
  .regex(/^[0-9]{1,3}$/, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .prefault('12')
  .meta({ description: `Items per page, 1 to ${MAX_PAGE_SIZE}.` });

/** One of the listed values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (Array.isArray(issue.input) ? ONCE : `must be one of: ${values.join(', ')}`),
  });
}

/** 'true'/'false'/'1'/'0' as a boolean. */
export const flag = oneOf(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = text(100).regex(SLUG, 'must be a lower-case slug (letters, digits and hyphens)').meta({ examples: ['sample-slug'] });

/** A comma (or semicolon) separated list of slugs, at most `maxItems`, duplicates dropped. */
export function slugList(maxItems = 50) {
  return text(2000)
    .meta({ description: `A comma list of at most ${maxItems} slugs.`, examples: ['first-slug,second-slug'] })
    .transform((value) => [...new Set(value.split(/[,;]/).map((s) => s.trim()).filter(Boolean))])
    .refine((items) => items.length > 0, 'must name at least one value')
    .refine((items) => items.length <= maxItems, `must name at most ${maxItems} values`)
    .refine((items) => items.every((item) => SLUG.test(item) && item.length <= 100), 'must be a comma list of lower-case slugs');
}

/** A comma list of values taken from `allowed`. */
export function enumList<const T extends readonly [string, ...string[]]>(allowed: T) {
  return text(200)
    .meta({ description: `A comma list of: ${allowed.join(', ')}.`, examples: [allowed.join(',')] })
    .transform((value) => [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))])
    .refine((items) => items.length > 0, 'must name at least one value')
    .refine((items) => items.every((item) => (allowed as readonly string[]).includes(item)), `must be a comma list of: ${allowed.join(', ')}`)
    .transform((items) => items as T[number][]);
}

/** Parses `raw` against `shape`; answers 400 `{ message, errors }` on the first bad parameter. */
export function parseQuery<S extends z.ZodRawShape>(raw: unknown, shape: S): z.output<z.ZodObject<S>> {
  const input: Record<string, unknown> = {};
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(source)) {
    if (Object.hasOwn(shape, key)) input[key] = value;
    else if (RESERVED.test(key)) {
      const allowed = Object.keys(shape);
      throw new HttpError(400, `Unknown query parameter '${truncate(key)}'; allowed here: ${allowed.join(', ') || 'none'}`, {
        [truncate(key)]: ['is not supported by this resource'],
      });
    }
  }
  const result = z.object(shape).safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'query';
    (errors[field] ??= []).push(issue.message);
  }
  const [field, messages] = Object.entries(errors)[0] ?? ['query', ['is invalid']];
  throw new HttpError(400, `Invalid query parameter ${field}: ${messages[0]}`, errors);
}

function truncate(value: string, max = 60): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

/** A free-text filter: trimmed; empty means none. */
export const searchText = text(100).meta({ description: 'Words to look for; empty means none.', examples: ['saham'] }).transform((v) => v.trim()).optional();
