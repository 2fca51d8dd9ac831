/**
 * Every field of every content kind has a label in both of the console's languages: the property names
 * come from the kinds themselves (each kind's JSON Schema as `GET /api/editorial/kinds` answers it), so a
 * new field without a label fails here. In Indonesian a label is not the English name made readable,
 * except for the few terms Indonesian uses as they are.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, documentJsonSchema } from '../../content-service/src/editorial/kinds.ts';
import { fieldLabel, labelOf, type Translate } from '../src/forms/json-schema.ts';
import { consoleEn } from '../src/i18n/en.ts';
import { consoleId } from '../src/i18n/id.ts';
import { catalogues, i18nProvider } from '../src/i18n/index.ts';

/** Terms an Indonesian editor reads as they are in English: acronyms and loanwords. */
const SAME_IN_BOTH = new Set(['per', 'pbv', 'roe', 'roa', 'email', 'slug', 'status', 'agenda', 'format', 'label', 'program']);

/** Every property name anywhere in a JSON Schema: properties, items, anyOf, $defs... */
function propertyNames(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) propertyNames(item, into);
  } else if (node && typeof node === 'object') {
    const { properties } = node as { properties?: unknown };
    if (properties && typeof properties === 'object' && !Array.isArray(properties)) for (const name of Object.keys(properties)) into.add(name);
    for (const value of Object.values(node)) propertyNames(value, into);
  }
  return into;
}

const NAMES = [...propertyNames(CONTENT_KINDS.map((kind) => documentJsonSchema(kind)))].sort();

/** The translate function of one language, as the forms get it from react-admin's useTranslate. */
function translatorOf(locale: 'id' | 'en'): Translate {
  const provider = polyglotI18nProvider(() => catalogues[locale], locale, [], { allowMissing: true });
  return (key, options) => provider.translate(key, options);
}

/** Every key path of a catalogue ('console.fields.title'). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('field labels of the generated forms', () => {
  it('reads the property names from every kind', () => {
    expect(CONTENT_KINDS.length).toBeGreaterThan(30);
    // The kinds of this writing had 222 names; more is fine, each needs its labels.
    expect(NAMES.length).toBeGreaterThanOrEqual(222);
    expect(NAMES).toEqual(expect.arrayContaining(['published_at', 'reading_minutes', 'cover_url', 'ticker', 'target_price', 'title', 'cum_date_cash']));
  });

  it('has an English and an Indonesian label for every property name of every kind', () => {
    const fields = { en: consoleEn.console.fields as Record<string, string>, id: consoleId.console.fields as Record<string, string> };
    expect(NAMES.filter((name) => !fields.en[name])).toEqual([]);
    expect(NAMES.filter((name) => !fields.id[name])).toEqual([]);
  });

  it('writes Indonesian labels in Indonesian: none is the English name made readable or the English label, but for a short list of terms', () => {
    const id = translatorOf('id');
    const en = translatorOf('en');
    const english = NAMES.filter((name) => !SAME_IN_BOTH.has(name)).filter((name) => {
      const label = fieldLabel(id, name);
      return label.toLowerCase() === labelOf(name).toLowerCase() || label === fieldLabel(en, name);
    });
    expect(english).toEqual([]);
    // The list holds only names that are fields and whose labels really are the same.
    for (const name of SAME_IN_BOTH) {
      expect(NAMES).toContain(name);
      expect(fieldLabel(id, name)).toBe(fieldLabel(en, name));
    }
  });

  it('gives the labels of the examples', () => {
    const id = translatorOf('id');
    const en = translatorOf('en');
    expect(fieldLabel(id, 'published_at')).toBe('Tanggal terbit');
    expect(fieldLabel(id, 'reading_minutes')).toBe('Lama baca (menit)');
    expect(fieldLabel(id, 'cover_url')).toBe('Gambar sampul');
    expect(fieldLabel(id, 'ticker')).toBe('Kode saham');
    expect(fieldLabel(id, 'stop_loss')).toBe('Batas rugi (stop loss)');
    expect(fieldLabel(id, 'eps')).toBe('Laba per saham (EPS)');
    expect(fieldLabel(en, 'cover_url')).toBe('Cover image');
    expect(fieldLabel(en, 'form_url')).toBe('Form URL');
    expect(fieldLabel(en, 'roe')).toBe('ROE');
  });

  it('shows a field without a label made readable, never its key', () => {
    expect(fieldLabel(translatorOf('id'), 'brand_new_field')).toBe('Brand new field');
    expect(fieldLabel(translatorOf('en'), 'brand_new_field')).toBe('Brand new field');
  });

  it('has the same keys in English and Indonesian', () => {
    expect(keysOf(consoleId).sort()).toEqual(keysOf(consoleEn).sort());
  });

  it('names the two languages of a pair in the interface\'s language', async () => {
    // The console's own provider (Indonesian first), as react-admin's useTranslate reads it.
    const translate: Translate = (key, options) => i18nProvider.translate(key, options);
    expect(fieldLabel(translate, 'title')).toBe('Judul');
    expect(translate('console.languages.en')).toBe('Bahasa Inggris');
    await i18nProvider.changeLocale('en');
    expect(fieldLabel(translate, 'title')).toBe('Title');
    expect(translate('console.languages.id')).toBe('Indonesian');
    await i18nProvider.changeLocale('id');
  });
});
