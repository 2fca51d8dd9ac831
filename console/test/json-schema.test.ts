/** How the console reads a kind's JSON Schema (as z.toJSONSchema writes it) into the form an editor gets. */
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../src/api/editorial.ts';
import { emptyValue, isLanguagePair, isMedia, isRichText, labelOf, unwrapNullable } from '../src/forms/json-schema.ts';

const text = { type: 'string', maxLength: 200 } satisfies JsonSchema;
const html = { type: 'string', maxLength: 200_000, contentMediaType: 'text/html' } satisfies JsonSchema;
const report: JsonSchema = {
  type: 'object',
  properties: {
    slug: text,
    category: { type: 'string', enum: ['morning', 'company'] },
    sector: { anyOf: [{ type: 'string', enum: ['banking'] }, { type: 'null' }] },
    target_price: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    title: { type: 'object', properties: { id: text, en: text }, required: ['id', 'en'] },
    body: { type: 'object', properties: { id: { type: 'string' }, en: { type: 'string' } } },
    key_points: { type: 'object', properties: { id: { type: 'array', items: text }, en: { type: 'array', items: text } } },
    translations: { type: 'object', properties: { id: { $ref: '#/$defs/texts' }, en: { $ref: '#/$defs/texts' } } },
    file: { type: 'object', properties: { url: text, size: { type: 'integer' }, type: text } },
    image_url: { anyOf: [text, { type: 'null' }] },
    is_featured: { type: 'boolean' },
    description: html,
  },
  required: ['slug', 'category'],
  $defs: { texts: { type: 'object', properties: { title: text, url: text } } },
};
const prop = (name: string) => report.properties![name]!;

describe('the console reads a kind\'s JSON Schema', () => {
  it('edits { id, en } fields side by side, also when each language is an object of fields', () => {
    expect(isLanguagePair(prop('title'))).toBe(true);
    expect(isLanguagePair(prop('key_points'))).toBe(true);
    expect(isLanguagePair(prop('translations'))).toBe(true);
    expect(isLanguagePair(prop('file'))).toBe(false);
  });

  it('gives HTML fields the rich-text editor, and file and image URLs the media picker', () => {
    expect(isRichText(html)).toBe(true);
    // Declared, never guessed from a name: a plain description stays a plain text field.
    expect(isRichText({ type: 'string' })).toBe(false);
    expect(isRichText({ type: 'string', maxLength: 200_000 })).toBe(false);
    expect(isRichText(text)).toBe(false);
    expect(isMedia('url', text, 'file')).toBe(true);
    expect(isMedia('image_url', text)).toBe(true);
    expect(isMedia('url', text, 'translations')).toBe(false);
    expect(isMedia('slug', text)).toBe(false);
  });

  it('knows a nullable field (emptied, it is sent as null) and names fields readably', () => {
    expect(unwrapNullable(prop('sector'), report)).toEqual({ node: { type: 'string', enum: ['banking'] }, nullable: true });
    expect(unwrapNullable(prop('slug'), report).nullable).toBe(false);
    expect(labelOf('target_price')).toBe('Target price');
    expect(labelOf('publishedAt')).toBe('Published at');
  });

  it('starts a new document with every field present: empty texts, nulls, first choices, empty lists, both languages', () => {
    expect(emptyValue(report, report)).toEqual({
      slug: '',
      category: 'morning',
      sector: null,
      target_price: null,
      title: { id: '', en: '' },
      body: { id: '', en: '' },
      key_points: { id: [], en: [] },
      translations: { id: { title: '', url: '' }, en: { title: '', url: '' } },
      file: { url: '', size: 0, type: '' },
      image_url: null,
      is_featured: false,
      description: '',
    });
  });
});
