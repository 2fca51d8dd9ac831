/**
 * Reading the JSON Schema of a kind's document (z.toJSONSchema of the kind's zod schema) for the
 * generated forms: which node is a pair of languages, rich text, a media URL, nullable, an enum.
 */
import type { JsonSchema } from '../api/editorial.ts';
import { readableName } from '@brids/contracts/readable-name';

/** The node behind a `$ref` (z.toJSONSchema writes `#/$defs/<name>` for shared and recursive parts). */
export function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  let current = node;
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    const name = current.$ref.replace(/^#\/(\$defs|definitions)\//, '');
    const target = (root.$defs ?? (root.definitions as Record<string, JsonSchema> | undefined))?.[name];
    if (!target) break;
    current = { ...target, ...Object.fromEntries(Object.entries(current).filter(([key]) => key !== '$ref')) };
  }
  return current;
}

/** `T | null` is written as anyOf [T, null]: the T and whether null is allowed. */
export function unwrapNullable(node: JsonSchema, root: JsonSchema): { node: JsonSchema; nullable: boolean } {
  const resolved = resolve(node, root);
  const options = resolved.anyOf ?? resolved.oneOf;
  if (options) {
    const notNull = options.filter((option) => option.type !== 'null');
    if (notNull.length === 1 && notNull.length < options.length) return { node: resolve(notNull[0]!, root), nullable: true };
  }
  if (Array.isArray(resolved.type) && resolved.type.includes('null')) {
    const types = resolved.type.filter((type) => type !== 'null');
    return { node: { ...resolved, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  return { node: resolved, nullable: false };
}

export const typeOf = (node: JsonSchema): string | undefined =>
  Array.isArray(node.type) ? node.type.find((type) => type !== 'null') : node.type ?? (node.properties ? 'object' : node.enum ? 'string' : undefined);

/** `{ id, en }` and nothing else: one field in both languages, edited side by side. */
export function isLanguagePair(node: JsonSchema): boolean {
  const keys = Object.keys(node.properties ?? {});
  return typeOf(node) === 'object' && keys.length === 2 && keys.includes('id') && keys.includes('en');
}

/**
 * A rich-text field: the content service declares every HTML field (`contentMediaType: 'text/html'`, its kinds'
 * `richText()`); a field is never guessed to be HTML from its name, so a plain text (a product's description)
 * is never edited as HTML.
 */
export function isRichText(node: JsonSchema): boolean {
  return typeOf(node) === 'string' && node.contentMediaType === 'text/html';
}

/** Field names of files and images kept in the media store. */
const MEDIA_FIELDS = /(image|photo|thumbnail|cover|logo|pdf|file|attachment)(_?url)?$/i;

/**
 * A field holding a media URL (`/media/...`): named like an image or a file, or the `url` of an object
 * named like one (`file: { url, size, type }`).
 */
export function isMedia(name: string, node: JsonSchema, parentName?: string): boolean {
  if (typeOf(node) !== 'string') return false;
  if (node.contentMediaType && node.contentMediaType !== 'text/html') return true;
  if (MEDIA_FIELDS.test(name)) return true;
  return /^url$/i.test(name) && parentName !== undefined && MEDIA_FIELDS.test(parentName);
}

/** A readable label of a field name: its schema's `title`, else `publishedAt` → 'Published at', `file_url` → 'File url'. */
export function labelOf(name: string, node?: JsonSchema): string {
  return node?.title || readableName(name);
}

/** react-admin's `translate` (useTranslate), or any function of its shape. */
/**
 * A field's label in the interface's language, from the kind's `fieldLabels` (the content service's one dictionary,
 * content-service/src/editorial/field-labels.ts: `published_at` → 'Tanggal terbit' / 'Publication date'); a name
 * without one is shown as `labelOf` makes it readable, never as the raw key.
 */
export function fieldLabel(labels: Record<string, { id: string; en: string }>, locale: 'id' | 'en', name: string, node?: JsonSchema): string {
  return Object.hasOwn(labels, name) ? labels[name]![locale] : labelOf(name, node);
}

/** An empty value of a node, for a new document's defaults and new list items. */
export function emptyValue(node: JsonSchema, root: JsonSchema): unknown {
  const { node: inner, nullable } = unwrapNullable(node, root);
  if (inner.default !== undefined) return inner.default;
  if (inner.const !== undefined) return inner.const;
  switch (typeOf(inner)) {
    case 'object':
      return Object.fromEntries(Object.entries(inner.properties ?? {}).map(([key, child]) => [key, emptyValue(child, root)]));
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return nullable ? null : 0;
    case 'string':
      return nullable ? null : inner.enum ? inner.enum[0] : '';
    default:
      return nullable ? null : undefined;
  }
}
