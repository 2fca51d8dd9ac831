/**
 * Every field of every content kind has a label in both languages, in the one dictionary the console's forms
 * (the kinds' `fieldLabels`) and the site's preview page read: the property names come from the kinds
 * themselves, so a new field without a label fails here. An Indonesian label is not the English name made
 * readable nor the English label, except for the few terms Indonesian uses as they are.
 */
import { describe, expect, it } from 'vitest';
import { readableName } from '@brids/contracts/readable-name';
import { FIELD_LABELS, fieldLabel, fieldLabelsOf, propertyNames } from '../../src/editorial/field-labels.ts';
import { CONTENT_KINDS, documentJsonSchema } from '../../src/editorial/kinds.ts';

/** Terms an Indonesian editor reads as they are in English: acronyms and loanwords. */
const SAME_IN_BOTH = new Set(['per', 'pbv', 'roe', 'roa', 'email', 'slug', 'status', 'agenda', 'format', 'label', 'program']);

const NAMES = [...propertyNames(CONTENT_KINDS.map((kind) => documentJsonSchema(kind)))].sort();

describe('field labels of the content kinds', () => {
  it('reads the property names from every kind', () => {
    expect(CONTENT_KINDS.length).toBeGreaterThan(30);
    // The kinds of this writing had 222 names; more is fine, each needs its labels.
    expect(NAMES.length).toBeGreaterThanOrEqual(222);
    expect(NAMES).toEqual(expect.arrayContaining(['published_at', 'reading_minutes', 'cover_url', 'ticker', 'target_price', 'title', 'cum_date_cash']));
  });

  it('has an English and an Indonesian label for every property name of every kind', () => {
    expect(NAMES.filter((name) => !FIELD_LABELS[name]?.id || !FIELD_LABELS[name]?.en)).toEqual([]);
  });

  it('writes Indonesian labels in Indonesian: none is the English name made readable or the English label, but for a short list of terms', () => {
    const english = NAMES.filter((name) => !SAME_IN_BOTH.has(name)).filter((name) => {
      const label = fieldLabel(name, 'id');
      return label.toLowerCase() === readableName(name).toLowerCase() || label === fieldLabel(name, 'en');
    });
    expect(english).toEqual([]);
    // The list holds only names that are fields and whose labels really are the same.
    for (const name of SAME_IN_BOTH) {
      expect(NAMES).toContain(name);
      expect(fieldLabel(name, 'id')).toBe(fieldLabel(name, 'en'));
    }
  });

  it('gives the labels of the examples', () => {
    expect(fieldLabel('published_at', 'id')).toBe('Tanggal terbit');
    expect(fieldLabel('reading_minutes', 'id')).toBe('Lama baca (menit)');
    expect(fieldLabel('cover_url', 'id')).toBe('Gambar sampul');
    expect(fieldLabel('ticker', 'id')).toBe('Kode saham');
    expect(fieldLabel('stop_loss', 'id')).toBe('Batas rugi (stop loss)');
    expect(fieldLabel('eps', 'id')).toBe('Laba per saham (EPS)');
    expect(fieldLabel('cover_url', 'en')).toBe('Cover image');
    expect(fieldLabel('form_url', 'en')).toBe('Form URL');
    expect(fieldLabel('roe', 'en')).toBe('ROE');
  });

  it('shows a field without a label made readable, never its key', () => {
    expect(fieldLabel('brand_new_field', 'id')).toBe('Brand new field');
    expect(fieldLabel('brand_new_field', 'en')).toBe('Brand new field');
  });

  it("gives each kind the labels of its own fields (the console's forms)", () => {
    const reports = CONTENT_KINDS.find((kind) => kind.name === 'research-reports')!;
    const labels = fieldLabelsOf(documentJsonSchema(reports));
    expect(labels.title).toEqual({ id: 'Judul', en: 'Title' });
    expect(labels.ticker).toEqual({ id: 'Kode saham', en: fieldLabel('ticker', 'en') });
    expect(labels.cum_date_cash).toBeUndefined();
  });
});
