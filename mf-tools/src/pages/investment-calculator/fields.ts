import type { CalculatorField, CalculatorUnit } from '@brids/contracts';
import type { Mode, Strategy } from './modes.ts';

/**
 * How a field is typed and shown, in the contract's units: whole rupiah with thousands separators,
 * a percentage with decimals, or whole years.
 */
export const FIELD_KIND: Record<CalculatorField, CalculatorUnit> = {
  initial_investment: 'rupiah',
  monthly_investment: 'rupiah',
  target_fund: 'rupiah',
  minimum_lumpsum: 'rupiah',
  duration_years: 'years',
  current_age: 'years',
  retirement_age: 'years',
  monthly_living_cost: 'rupiah',
  yearly_inflation: 'percent',
  expected_return: 'percent',
  post_pension_return: 'percent',
};

/** The inputs the form asks for, in order, for a mode and a strategy. */
export function fieldsFor(mode: Mode, strategy: Strategy): CalculatorField[] {
  const mixture = strategy === 'mixture';
  switch (mode) {
    case 'projection':
      return [
        ...(strategy !== 'installment' ? (['initial_investment'] as const) : []),
        ...(strategy !== 'lumpsum' ? (['monthly_investment'] as const) : []),
        'duration_years',
        'expected_return',
      ];
    case 'goal':
      return ['target_fund', ...(mixture ? (['minimum_lumpsum'] as const) : []), 'duration_years', 'expected_return'];
    case 'retirement':
      return [
        'current_age',
        'retirement_age',
        'monthly_living_cost',
        'yearly_inflation',
        ...(mixture ? (['minimum_lumpsum'] as const) : []),
        'expected_return',
        'post_pension_return',
      ];
  }
}
