/**
 * The generated forms label each field in the interface's language with the kind's `fieldLabels` (the content
 * service's dictionary, tested for every field of every kind in content-service/test/editorial/field-labels.test.ts),
 * and name the two languages of a pair in the interface's language.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, documentJsonSchema } from '../../content-service/src/editorial/kinds.ts';
import { fieldLabelsOf } from '../../content-service/src/editorial/field-labels.ts';
import { fieldLabel } from '../src/forms/json-schema.ts';
import { consoleEn } from '../src/i18n/en.ts';
import { consoleId } from '../src/i18n/id.ts';
import { i18nProvider } from '../src/i18n/index.ts';

/** Every key path of a catalogue ('console.languages.id'). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const blog = CONTENT_KINDS.find((kind) => kind.name === 'blog-posts')!;
const labels = fieldLabelsOf(documentJsonSchema(blog));

describe('field labels of the generated forms', () => {
  it("labels a field of the kind in the interface's language", () => {
    expect(fieldLabel(labels, 'id', 'published_at')).toBe('Tanggal terbit');
    expect(fieldLabel(labels, 'en', 'published_at')).toBe('Publication date');
    expect(fieldLabel(labels, 'id', 'cover_url')).toBe('Gambar sampul');
  });

  it('shows a field the kind has no label for made readable, never its key', () => {
    expect(fieldLabel(labels, 'id', 'brand_new_field')).toBe('Brand new field');
    expect(fieldLabel({}, 'en', 'reading_minutes')).toBe('Reading minutes');
  });

  it('has the same keys in English and Indonesian', () => {
    expect(keysOf(consoleId).sort()).toEqual(keysOf(consoleEn).sort());
  });

  it("names the two languages of a pair in the interface's language", async () => {
    expect(i18nProvider.translate('console.languages.en')).toBe('Bahasa Inggris');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('console.languages.id')).toBe('Indonesian');
    await i18nProvider.changeLocale('id');
  });
});
