import { z } from 'zod';
import { CALCULATOR_FIELDS, type CalculatorField } from '@brids/contracts/tools/constants';
import { calculatorLimit } from '@brids/contracts/tools';
import type { ContentKind } from '../../editorial/kind.ts';
import { atLeast } from '../../lib/both-languages.ts';
import { HttpError } from '../../lib/errors.ts';
import { siteUrls } from '../../site/site-paths.ts';
import { CALCULATOR_LIMITS } from '../seed.ts';

const l = calculatorLimit.shape;

/** One field's maximum of the investment calculator (`GET /api/calculator/limits`); its unit is the field's own. */
export const limitDocument = z.object({
  field: z.enum(CALCULATOR_FIELDS),
  max: atLeast(l.max, 0, 'Enter a maximum above 0', true),
  unit: l.unit,
}).superRefine((doc, ctx) => {
  const unit = CALCULATOR_LIMITS[doc.field].unit;
  if (doc.unit !== unit) ctx.addIssue({ code: 'custom', path: ['unit'], message: `The unit of this field is ${unit}` });
});
export type LimitDocument = z.infer<typeof limitDocument>;

/** The calculator's labels of its fields (mf-tools' catalog `calculator.fields`), as the console's titles. */
const LABELS: Record<CalculatorField, { id: string; en: string }> = {
  initial_investment: { id: 'Investasi awal', en: 'Initial investment' },
  monthly_investment: { id: 'Investasi bulanan', en: 'Monthly investment' },
  target_fund: { id: 'Target dana', en: 'Target fund' },
  minimum_lumpsum: { id: 'Lumpsum minimum', en: 'Minimum lumpsum' },
  duration_years: { id: 'Jangka waktu investasi', en: 'Investment duration' },
  current_age: { id: 'Usia saat ini', en: 'Current age' },
  retirement_age: { id: 'Usia pensiun', en: 'Retirement age' },
  monthly_living_cost: { id: 'Biaya hidup bulanan saat ini', en: 'Monthly living cost today' },
  yearly_inflation: { id: 'Inflasi per tahun', en: 'Yearly inflation' },
  expected_return: { id: 'Imbal hasil yang diharapkan per tahun', en: 'Expected return per year' },
  post_pension_return: { id: 'Imbal hasil setelah pensiun per tahun', en: 'Post-pension return per year' },
};

const isField = (key: string): key is CalculatorField => (CALCULATOR_FIELDS as readonly string[]).includes(key);

/**
 * The calculator's limits: a fixed set, one entry per field, every one needed by the calculator (without
 * one the limits route answers 503), so none is created, deleted or taken off the site: only changed.
 */
export const calculatorLimitsKind: ContentKind<LimitDocument> = {
  name: 'calculator-limits',
  label: { id: 'Batas kalkulator investasi', en: 'Investment calculator limits' },
  writers: ['editor'],
  fourEyes: false,
  schema: limitDocument,
  keyOf: (doc) => doc.field,
  titleOf: (doc) => LABELS[doc.field],
  creatable: false,
  deletable: false,
  async listKeys(db) {
    const fields = new Set((await db.selectFrom('calculator_limits').select('field').execute()).map((r) => r.field));
    return CALCULATOR_FIELDS.filter((field) => fields.has(field));
  },
  async read(db, key) {
    if (!isField(key)) return undefined;
    const row = await db.selectFrom('calculator_limits').selectAll().where('field', '=', key).executeTakeFirst();
    return row ? { field: key, max: Number(row.max_value), unit: row.unit as LimitDocument['unit'] } : undefined;
  },
  async publish(trx, doc) {
    const updated = await trx.updateTable('calculator_limits').set({ max_value: doc.max, unit: doc.unit }).where('field', '=', doc.field).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('calculator_limits').values({ field: doc.field, max_value: doc.max, unit: doc.unit }).execute();
  },
  async unpublish() {
    throw new HttpError(409, 'The calculator needs every limit: change the maximum instead of taking it off the site');
  },
  sitePaths: () => siteUrls('investment-calculator'),
};
