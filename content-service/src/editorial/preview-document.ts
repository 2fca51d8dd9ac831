import type { Locale } from '@brids/contracts';
import type { PreviewField, PreviewValue } from '@brids/contracts/preview';
import { sanitize } from '../lib/html.ts';
import { fieldLabel } from './field-labels.ts';
import type { ContentKind } from './kind.ts';
import { documentJsonSchema } from './kinds.ts';

/**
 * A kind's document made generic for the site's preview page, in one locale, guided by the JSON Schema the
 * console's forms are made from (the same rules, so what an editor wrote as rich text shows as rich text):
 * every `{ id, en }` pair becomes the locale's value; rich text (declared `text/html`, a long text, or named
 * body/content/description...) is HTML, sanitised again with the site's allow-list (documents are sanitised
 * when saved: `richText()` of the kinds' schemas); media-store URLs (`/media/...`) are images or file links;
 * other addresses links; ISO times and days, and numbers, are typed for the page to format in its locale;
 * lists and objects nest. Empty values and internal ids are left out.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  contentMediaType?: string;
  maxLength?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** The node behind `$ref`s and `T | null`. */
function resolve(node: JsonSchema | undefined, root: JsonSchema): JsonSchema | undefined {
  let current = node;
  for (let depth = 0; current?.$ref && depth < 20; depth += 1) {
    current = root.$defs?.[current.$ref.replace(/^#\/(\$defs|definitions)\//, '')];
  }
  const options = current?.anyOf ?? current?.oneOf;
  if (options) {
    const notNull = options.filter((option) => option.type !== 'null');
    if (notNull.length === 1) return resolve(notNull[0], root);
  }
  return current;
}

/** A field the kind declares HTML (`richText()`, `contentMediaType: 'text/html'`), as the console reads it. */
const isRichText = (node: JsonSchema | undefined): boolean => node?.contentMediaType === 'text/html';

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;
const MEDIA = /^\/media\/[^/?#]+$/;
const ADDRESS = /^(https?:\/\/|\/)[^\s]*$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isPair = (value: object): value is { id: unknown; en: unknown } => {
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('id') && keys.includes('en');
};

const YES_NO: Record<Locale, [string, string]> = { id: ['Ya', 'Tidak'], en: ['Yes', 'No'] };

/** One value in `locale`; undefined when there is nothing to show (null, empty text or list). */
function valueOf(value: unknown, name: string, node: JsonSchema | undefined, root: JsonSchema, locale: Locale): PreviewValue | undefined {
  const schema = resolve(node, root);
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    if (isRichText(schema)) {
      const html = sanitize(value);
      return html.trim() ? { type: 'html', html } : undefined;
    }
    if (MEDIA.test(value)) {
      return IMAGE.test(value) ? { type: 'image', url: value } : { type: 'file', url: value, name: value.slice('/media/'.length) };
    }
    if (ADDRESS.test(value) && !value.startsWith('//')) return { type: 'link', url: value };
    if (MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return { type: 'time', at: value };
    if (DAY.test(value) && !Number.isNaN(Date.parse(value))) return { type: 'date', date: value };
    return { type: 'text', text: value };
  }
  if (typeof value === 'number') return Number.isFinite(value) ? { type: 'number', value } : undefined;
  if (typeof value === 'boolean') return { type: 'text', text: YES_NO[locale][value ? 0 : 1] };
  if (Array.isArray(value)) {
    const items = value.flatMap((item) => valueOf(item, name, schema?.items, root, locale) ?? []);
    return items.length ? { type: 'list', items } : undefined;
  }
  if (typeof value === 'object') {
    // Both languages of one field: the locale's.
    if (isPair(value)) return valueOf(value[locale], name, resolve(schema?.properties?.[locale], root), root, locale);
    const fields = fieldsOf(value as Record<string, unknown>, schema, root, locale);
    return fields.length ? { type: 'fields', fields } : undefined;
  }
  return undefined;
}

/** The fields of an object in `locale`, in the document's order, without internal ids (`id`) or what `skip` names. */
function fieldsOf(object: Record<string, unknown>, node: JsonSchema | undefined, root: JsonSchema, locale: Locale, skip: (name: string, value: unknown) => boolean = () => false): PreviewField[] {
  return Object.entries(object).flatMap(([name, child]) => {
    if (name === 'id' || skip(name, child)) return [];
    const value = valueOf(child, name, node?.properties?.[name], root, locale);
    return value ? [{ name, label: fieldLabel(name, locale), value }] : [];
  });
}

/** The locale's text of a field that is a text in both languages (the document's summary), else undefined. */
function textIn(value: unknown, locale: Locale): string | undefined {
  if (typeof value === 'object' && value !== null && isPair(value)) {
    const text = value[locale];
    return typeof text === 'string' && text.trim() ? text : undefined;
  }
  return undefined;
}

export interface PreviewParts {
  title: string;
  summary?: string;
  sections: PreviewField[];
}

/**
 * The document's title (the kind's `titleOf`), summary (a `summary` field in both languages) and sections (every
 * other field) in `locale`. The entry's key (a `slug` or `key` field equal to it) is shown by the page as the key.
 */
export function previewParts(kind: ContentKind, key: string, document: unknown, locale: Locale): PreviewParts {
  const root = documentJsonSchema(kind) as JsonSchema;
  const doc = (typeof document === 'object' && document !== null ? document : {}) as Record<string, unknown>;
  const title = kind.titleOf(document)[locale] || kind.titleOf(document).id;
  const summary = textIn(doc.summary, locale);
  const body = resolve(root, root);
  const sections = fieldsOf(doc, body, root, locale, (name, value) =>
    (name === 'summary' && summary !== undefined) || ((name === 'slug' || name === 'key') && value === key) || (name === 'title' && textIn(value, locale) === title));
  return { title, ...(summary === undefined ? {} : { summary }), sections };
}
