import { describe, expect, it } from 'vitest';
import type { CalculatorLimits, CalculatorUnit, Locale } from '@brids/contracts';
import { CALCULATOR_FIELDS } from '@brids/contracts/tools/constants';
import { fieldsFor, FIELD_KIND } from './fields.ts';
import { MODES, STRATEGIES } from './modes.ts';
import { caretAfterFormat, readTyped, toDisplay, toNumber, type TextProblem } from './number-text.ts';
import { textErrors, validate } from './validate.ts';

/** The test's maxima: years 90 (so ages and durations share one), amounts as the seed's but the target's a trillion. */
const LIMITS = Object.fromEntries(
  CALCULATOR_FIELDS.map((field) => [field, { max: FIELD_KIND[field] === 'rupiah' ? 1_000_000_000 : FIELD_KIND[field] === 'percent' ? 30 : 90, unit: FIELD_KIND[field] }]),
) as CalculatorLimits;
LIMITS.target_fund = { max: 1_000_000_000_000, unit: 'rupiah' };

describe('number text', () => {
  const read = (kind: CalculatorUnit, typed: string, locale: Locale) => readTyped(kind, typed, locale);
  const ok = (canonical: string) => ({ canonical });
  const problem = (code: TextProblem) => ({ problem: code });

  it('reads an amount with the locale\'s thousands separators and shows it grouped', () => {
    expect(read('rupiah', '1,000,000', 'en')).toEqual(ok('1000000'));
    expect(read('rupiah', '1.000.000', 'id')).toEqual(ok('1000000'));
    expect(read('rupiah', 'Rp 1 000 000', 'id')).toEqual(ok('1000000'));
    expect(read('rupiah', 'rp1,000', 'en')).toEqual(ok('1000'));
    expect(read('rupiah', '0025', 'en')).toEqual(ok('25'));
    // While typing, the field regroups: a 5th digit after 1,000 gives 1,0000.
    expect(read('rupiah', '1,0000', 'en')).toEqual(ok('10000'));
    expect(read('rupiah', '1.0000', 'id')).toEqual(ok('10000'));
    expect(toDisplay('1000000', 'id')).toBe('1.000.000');
    expect(toDisplay('1000000', 'en')).toBe('1,000,000');
    expect(toDisplay('', 'en')).toBe('');
  });

  it('takes an amount\'s decimal mark and zero cents, and refuses other cents', () => {
    // The English visitor: 1,000,000.00 is one million, not a hundred million.
    expect(read('rupiah', '1,000,000.00', 'en')).toEqual(ok('1000000.00'));
    expect(toNumber('1000000.00')).toBe(1_000_000);
    expect(toDisplay('1000000.00', 'en')).toBe('1,000,000.00');
    expect(toDisplay('1000000.00', 'id')).toBe('1.000.000,00');
    expect(read('rupiah', '1.000.000,00', 'id')).toEqual(ok('1000000.00'));
    // Typed one key at a time, the decimal mark stays.
    expect(read('rupiah', '1,000,000.', 'en')).toEqual(ok('1000000.'));
    expect(read('rupiah', '1.000.000,', 'id')).toEqual(ok('1000000.'));
    expect(read('rupiah', '1,000,000.50', 'en')).toEqual(problem('wholeRupiah'));
    expect(read('rupiah', '1.000.000,5', 'id')).toEqual(problem('wholeRupiah'));
  });

  it('refuses an amount written the other locale\'s way rather than reading another number', () => {
    expect(read('rupiah', '1.000.000', 'en')).toEqual(problem('twoDecimalMarks'));
    expect(read('rupiah', '1,000,000', 'id')).toEqual(problem('twoDecimalMarks'));
    expect(read('rupiah', '1.000', 'en')).toEqual(problem('separator'));
    expect(read('rupiah', '1,000', 'id')).toEqual(problem('separator'));
    expect(read('rupiah', '1,000.5,0', 'en')).toEqual(problem('separator'));
  });

  it('refuses exponents, minus signs, letters and lone marks in both locales', () => {
    for (const locale of ['id', 'en'] as const) {
      expect(read('rupiah', '1e9', locale)).toEqual(problem('notNumber'));
      expect(read('rupiah', '1E9', locale)).toEqual(problem('notNumber'));
      expect(read('rupiah', '-5000', locale)).toEqual(problem('notPositive'));
      expect(read('rupiah', '\u22125000', locale)).toEqual(problem('notPositive'));
      expect(read('percent', '-7', locale)).toEqual(problem('notPositive'));
      expect(read('years', '-3', locale)).toEqual(problem('notPositive'));
      expect(read('rupiah', 'Rp 0025a0', locale)).toEqual(problem('notNumber'));
      expect(read('rupiah', '0x1F', locale)).toEqual(problem('notNumber'));
      expect(read('rupiah', '+5', locale)).toEqual(problem('notNumber'));
      expect(read('percent', '7e1', locale)).toEqual(problem('notNumber'));
      expect(read('years', 'ten', locale)).toEqual(problem('notNumber'));
      expect(read('percent', locale === 'en' ? '.' : ',', locale)).toEqual(problem('notNumber'));
      expect(read('rupiah', locale === 'en' ? ',' : '.', locale)).toEqual(problem('notNumber'));
      expect(read('rupiah', '   ', locale)).toEqual(ok(''));
      // No silent truncation: a long amount is kept and then refused as over its maximum.
      expect(read('rupiah', '9'.repeat(20), locale)).toEqual(ok('9'.repeat(20)));
    }
  });

  it('reads a percentage with the locale\'s decimal mark', () => {
    expect(read('percent', '7.5', 'en')).toEqual(ok('7.5'));
    expect(read('percent', '7,5', 'id')).toEqual(ok('7.5'));
    expect(read('percent', '7.25%', 'en')).toEqual(ok('7.25'));
    expect(read('percent', '10 %', 'id')).toEqual(ok('10'));
    expect(read('percent', ',5', 'id')).toEqual(ok('0.5'));
    expect(read('percent', '7.', 'en')).toEqual(ok('7.'));
    expect(toDisplay('7.5', 'id')).toBe('7,5');
    expect(toDisplay('7.5', 'en')).toBe('7.5');
    expect(toDisplay('7.', 'id')).toBe('7,');
  });

  it('refuses a percentage with the other locale\'s decimal mark, two marks or more than 2 decimals', () => {
    expect(read('percent', '7,5', 'en')).toEqual(problem('separator'));
    expect(read('percent', '7.5', 'id')).toEqual(problem('separator'));
    expect(read('percent', '1.2.3', 'en')).toEqual(problem('twoDecimalMarks'));
    expect(read('percent', '1,2,3', 'id')).toEqual(problem('twoDecimalMarks'));
    expect(read('percent', '7.255', 'en')).toEqual(problem('tooPrecise'));
    expect(read('percent', '7,255', 'id')).toEqual(problem('tooPrecise'));
    // Grouped thousands are a number (then over the maximum), not a decimal.
    expect(read('percent', '1,000', 'en')).toEqual(ok('1000'));
    expect(read('percent', '1.000', 'id')).toEqual(ok('1000'));
  });

  it('reads whole years and refuses decimals in them', () => {
    expect(read('years', '3 5', 'en')).toEqual(ok('35'));
    expect(read('years', '25', 'id')).toEqual(ok('25'));
    expect(read('years', '2.5', 'en')).toEqual(problem('wholeYears'));
    expect(read('years', '2,5', 'id')).toEqual(problem('wholeYears'));
    expect(read('years', '2,5', 'en')).toEqual(problem('separator'));
  });

  it('reads numbers from canonical text', () => {
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('7.')).toBe(7);
    expect(toNumber('0.5')).toBe(0.5);
  });

  it('keeps the caret among the digits while separators come and go', () => {
    // Typing a 5th digit at the end of 1.000 -> 10.000: the caret stays at the end.
    expect(caretAfterFormat('1.0000', 6, '10.000', 'id')).toBe(6);
    // Typing 9 after the first digit of 1.000.000 -> 19.000.000 ('19' then the caret).
    expect(caretAfterFormat('19.000.000', 2, '19.000.000', 'id')).toBe(2);
    // Deleting the first digit of 1,234,567 -> 234,567: the caret goes to the start.
    expect(caretAfterFormat(',234,567', 0, '234,567', 'en')).toBe(0);
    // Caret after '123' of 1234 typed as '1,234' -> 1,23|4.
    expect(caretAfterFormat('1234', 3, '1,234', 'en')).toBe(4);
    expect(caretAfterFormat('7,5', 2, '7,5', 'id')).toBe(2);
    // The decimal mark counts: typing '.' after 1,000,000 keeps the caret after it.
    expect(caretAfterFormat('1,000,000.', 10, '1,000,000.', 'en')).toBe(10);
    expect(caretAfterFormat('1000000,0', 9, '1.000.000,0', 'id')).toBe(11);
  });
});

describe('fields of each mode and strategy', () => {
  it('asks for what the calculation needs', () => {
    expect(fieldsFor('projection', 'lumpsum')).toEqual(['initial_investment', 'duration_years', 'expected_return']);
    expect(fieldsFor('projection', 'installment')).toEqual(['monthly_investment', 'duration_years', 'expected_return']);
    expect(fieldsFor('projection', 'mixture')).toEqual(['initial_investment', 'monthly_investment', 'duration_years', 'expected_return']);
    expect(fieldsFor('goal', 'lumpsum')).toEqual(['target_fund', 'duration_years', 'expected_return']);
    expect(fieldsFor('goal', 'mixture')).toEqual(['target_fund', 'minimum_lumpsum', 'duration_years', 'expected_return']);
    expect(fieldsFor('retirement', 'installment')).toEqual([
      'current_age', 'retirement_age', 'monthly_living_cost', 'yearly_inflation', 'expected_return', 'post_pension_return',
    ]);
    expect(fieldsFor('retirement', 'mixture')).toContain('minimum_lumpsum');
  });

  it('uses every calculator input somewhere', () => {
    const used = new Set(MODES.flatMap((mode) => STRATEGIES.flatMap((strategy) => fieldsFor(mode, strategy))));
    expect([...used].sort()).toEqual([...CALCULATOR_FIELDS].sort());
  });
});

describe('validation (spec §5)', () => {
  const fields = fieldsFor('projection', 'mixture');

  it('passes values more than 0 and up to the maximum', () => {
    const result = validate(fields, { initial_investment: '1000000000', monthly_investment: '1', duration_years: '90', expected_return: '0.01' }, LIMITS);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ initial_investment: 1_000_000_000, monthly_investment: 1, duration_years: 90, expected_return: 0.01 });
  });

  it('names every refused field with its reason', () => {
    const texts = { initial_investment: '', monthly_investment: '0', duration_years: '91', expected_return: '5' };
    const result = validate(fields, texts, LIMITS, { expected_return: { problem: 'notNumber' } });
    expect(result.values).toBeNull();
    expect(result.errors).toEqual({
      initial_investment: { code: 'required' },
      monthly_investment: { code: 'notPositive' },
      duration_years: { code: 'overMax', max: 90 },
      expected_return: { code: 'notNumber' },
    });
    expect(textErrors(fields, { expected_return: { problem: 'notNumber' }, target_fund: { problem: 'separator' } })).toEqual({
      expected_return: { code: 'notNumber' },
    });
  });

  it('checks only the fields shown', () => {
    expect(validate(['target_fund'], { target_fund: '5', initial_investment: '' }, LIMITS)).toEqual({ errors: {}, values: { target_fund: 5 } });
  });

  it('wants the retirement age above the current age', () => {
    const retirement = fieldsFor('retirement', 'lumpsum');
    const texts = { current_age: '40', retirement_age: '40', monthly_living_cost: '5000000', yearly_inflation: '4', expected_return: '8', post_pension_return: '6' };
    expect(validate(retirement, texts, LIMITS).errors).toEqual({ retirement_age: { code: 'retirementAge' } });
    expect(validate(retirement, { ...texts, retirement_age: '39' }, LIMITS).errors).toEqual({ retirement_age: { code: 'retirementAge' } });
    expect(validate(retirement, { ...texts, retirement_age: '41' }, LIMITS).values).toMatchObject({ current_age: 40, retirement_age: 41 });
    // Over its maximum, the retirement age says so rather than comparing ages.
    expect(validate(retirement, { ...texts, retirement_age: '95' }, LIMITS).errors).toEqual({ retirement_age: { code: 'overMax', max: 90 } });
  });

  it('keeps retirement to the maxima of the other modes: the duration and the target fund', () => {
    const limits = { ...LIMITS, duration_years: { max: 50, unit: 'years' }, target_fund: { max: 1_000_000_000_000, unit: 'rupiah' } } as CalculatorLimits;
    const retirement = fieldsFor('retirement', 'installment');
    const texts = { current_age: '20', retirement_age: '70', monthly_living_cost: '10000000', yearly_inflation: '4', expected_return: '8', post_pension_return: '6' };
    expect(validate(retirement, texts, limits).errors).toEqual({});
    expect(validate(retirement, { ...texts, current_age: '19' }, limits).errors).toEqual({ retirement_age: { code: 'retirementTooFar', max: 50 } });
    // 1,000,000,000 a month today at 4% inflation for 50 years, lived on at 6%: far over a trillion.
    expect(validate(retirement, { ...texts, monthly_living_cost: '1000000000' }, limits).errors).toEqual({
      monthly_living_cost: { code: 'retirementTargetOverMax', max: 1_000_000_000_000 },
    });
    expect(validate(retirement, { ...texts, post_pension_return: '0.01' }, limits).values).toBeNull();
  });
});
