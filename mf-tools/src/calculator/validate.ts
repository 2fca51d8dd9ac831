import type { CalculatorField, CalculatorLimits } from '@brids/contracts';
import type { CalculatorValues } from './formulas.ts';
import { toNumber } from './number-text.ts';

/** Why a field is refused (spec §5: more than 0, not more than its maximum; retirement after today). */
export type FieldError =
  | { code: 'required' }
  | { code: 'notNumber' }
  | { code: 'notPositive' }
  | { code: 'overMax'; max: number }
  | { code: 'retirementAge' };

export type FieldErrors = Partial<Record<CalculatorField, FieldError>>;

/** Checks the shown fields' canonical texts against the limits; answers the numbers when all pass. */
export function validate(
  fields: readonly CalculatorField[],
  texts: Partial<Record<CalculatorField, string>>,
  limits: CalculatorLimits,
): { errors: FieldErrors; values: CalculatorValues | null } {
  const errors: FieldErrors = {};
  const values: CalculatorValues = {};
  for (const field of fields) {
    const value = toNumber(texts[field] ?? '');
    if (value === undefined) errors[field] = { code: 'required' };
    else if (Number.isNaN(value)) errors[field] = { code: 'notNumber' };
    else if (value <= 0) errors[field] = { code: 'notPositive' };
    else if (value > limits[field].max) errors[field] = { code: 'overMax', max: limits[field].max };
    else values[field] = value;
  }
  const { current_age: current, retirement_age: retirement } = values;
  if (current !== undefined && retirement !== undefined && retirement <= current) {
    errors.retirement_age = { code: 'retirementAge' };
  }
  return { errors, values: Object.keys(errors).length === 0 ? values : null };
}
