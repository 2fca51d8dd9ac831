import { describe, expect, it } from 'vitest';
import { CALCULATOR_FIELDS, type CalculatorLimits } from '@brids/contracts';
import { fieldsFor, FIELD_KIND } from './fields.ts';
import { MODES, STRATEGIES } from './modes.ts';
import { caretAfterFormat, toCanonical, toDisplay, toNumber } from './number-text.ts';
import { validate } from './validate.ts';

const LIMITS = Object.fromEntries(
  CALCULATOR_FIELDS.map((field) => [field, { max: FIELD_KIND[field] === 'rupiah' ? 1_000_000_000 : FIELD_KIND[field] === 'percent' ? 30 : 90, unit: FIELD_KIND[field] }]),
) as CalculatorLimits;

describe('number text', () => {
  it('keeps the digits of an amount and shows them grouped in the locale', () => {
    expect(toCanonical('rupiah', '1.000.000')).toBe('1000000');
    expect(toCanonical('rupiah', '1,000,000')).toBe('1000000');
    expect(toCanonical('rupiah', 'Rp 0025a0')).toBe('250');
    expect(toCanonical('rupiah', '9'.repeat(20))).toBe('9'.repeat(15));
    expect(toDisplay('rupiah', '1000000', 'id')).toBe('1.000.000');
    expect(toDisplay('rupiah', '1000000', 'en')).toBe('1,000,000');
    expect(toDisplay('rupiah', '', 'en')).toBe('');
  });

  it('takes a comma or a point as the decimal point of a percentage', () => {
    expect(toCanonical('percent', '7,5')).toBe('7.5');
    expect(toCanonical('percent', '7.25')).toBe('7.25');
    expect(toCanonical('percent', '7,255')).toBe('7.25');
    expect(toCanonical('percent', '1.2.3')).toBe('1.23');
    expect(toCanonical('percent', '10%')).toBe('10');
    expect(toDisplay('percent', '7.5', 'id')).toBe('7,5');
    expect(toDisplay('percent', '7.5', 'en')).toBe('7.5');
    expect(toDisplay('percent', '7.', 'id')).toBe('7,');
  });

  it('reads numbers, and tells empty from not a number', () => {
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('.')).toBeNaN();
    expect(toNumber('7.')).toBe(7);
    expect(toNumber('0.5')).toBe(0.5);
    expect(toCanonical('years', '3 5')).toBe('35');
  });

  it('keeps the caret among the digits while separators come and go', () => {
    // Typing a 5th digit at the end of 1.000 -> 10.000: the caret stays at the end.
    expect(caretAfterFormat('1.0000', 6, '10.000', 'rupiah')).toBe(6);
    // Typing 9 after the first digit of 1.000.000 -> 19.000.000 ('19' then the caret).
    expect(caretAfterFormat('19.000.000', 2, '19.000.000', 'rupiah')).toBe(2);
    // Deleting the first digit of 1,234,567 -> 234,567: the caret goes to the start.
    expect(caretAfterFormat(',234,567', 0, '234,567', 'rupiah')).toBe(0);
    // Caret after '123' of 1234 typed as '1,234' -> 1,23|4.
    expect(caretAfterFormat('1234', 3, '1,234', 'rupiah')).toBe(4);
    expect(caretAfterFormat('7.5', 2, '7,5', 'percent')).toBe(2);
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
    const result = validate(fields, { initial_investment: '', monthly_investment: '0', duration_years: '91', expected_return: '.' }, LIMITS);
    expect(result.values).toBeNull();
    expect(result.errors).toEqual({
      initial_investment: { code: 'required' },
      monthly_investment: { code: 'notPositive' },
      duration_years: { code: 'overMax', max: 90 },
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
});
