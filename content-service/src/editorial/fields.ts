import { z } from 'zod';
import { html } from '../lib/both-languages.ts';
import { sanitize } from '../lib/html.ts';

/**
 * Building blocks of the kinds' document schemas, with messages that read as sentences in the console
 * (each issue's message is a 422's per-field message).
 */

/** A required single-line text of 1 to `max` characters (trimmed). */
export function requiredText(max = 200) {
  return z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
}

/** An optional text (may be empty) of at most `max` characters. */
export function optionalText(max = 2000) {
  return z.string({ error: 'must be a text' }).max(max, `must be at most ${max} characters`);
}

/** Rich text (HTML), sanitised with the site's allow-list before it is stored, and declared HTML in its JSON Schema (`html`). */
export function richText(max = 200_000) {
  return html(z.string({ error: 'must be a text (HTML)' }).max(max, `must be at most ${max} characters`).overwrite((value) => sanitize(value)));
}

/** A site path (`/id/...`, `/en/...`), a file under the site, or an absolute https URL. */
export function link(max = 500) {
  return requiredText(max).refine((value) => /^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+|#[^\s]*)$/.test(value), 'must be a site path starting with / or an http(s) URL');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A lower-case slug (letters, digits and hyphens). */
export function slugText(max = 100) {
  return requiredText(max).regex(SLUG_PATTERN, 'must be a lower-case slug (letters, digits and hyphens)');
}

/** A whole number from `min` to `max`. */
export function wholeNumber(min = 0, max = 1_000_000) {
  return z.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
}

/** An ISO-8601 date-time (with its offset), stored as given. */
export const isoDateTime = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00Z)' });

/** `{ id: {...}, en: {...} }`: the same fields in both languages, edited together. */
export function bothLanguages<S extends z.ZodRawShape>(shape: S) {
  const one = z.object(shape, { error: 'must be an object of the fields in this language' });
  return z.object({ id: one, en: one }, { error: 'must give both languages (id and en)' });
}
