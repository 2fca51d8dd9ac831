import type { CalculatorField, CalculatorLimits } from '@brids/contracts';
import type { CalculatorValues } from './formulas.ts';
import { toNumber, type TextProblem } from './number-text.ts';

/**
 * Why a field is refused (spec §5: more than 0, not more than its maximum; retirement after today),
 * or why its text is not a number at all. Retirement keeps to the other modes' maxima: the years
 * until retirement to the duration's, the fund it needs to the target fund's.
 */
export type FieldError =
  | { code: 'required' }
  | { code: Exclude<TextProblem, 'notPositive'> }
  | { code: 'notPositive' }
  | { code: 'overMax'; max: number }
  | { code: 'retirementAge' }
  | { code: 'retirementTooFar'; max: number }
  | { code: 'retirementTargetOverMax'; max: number };

export type FieldErrors = Partial<Record<CalculatorField, FieldError>>;

/** Errors of text that is not a number: shown as soon as it is typed, not only after Calculate. */
export function textErrors(
  fields: readonly CalculatorField[],
  problems: Partial<Record<CalculatorField, { problem: TextProblem }>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const problem = problems[field]?.problem;
    if (problem) errors[field] = { code: problem };
  }
  return errors;
}

/** Checks the shown fields' texts against the limits; answers the numbers when all pass. */
export function validate(
  fields: readonly CalculatorField[],
  texts: Partial<Record<CalculatorField, string>>,
  limits: CalculatorLimits,
  problems: Partial<Record<CalculatorField, { problem: TextProblem }>> = {},
): { errors: FieldErrors; values: CalculatorValues | null } {
  const errors: FieldErrors = textErrors(fields, problems);
  const values: CalculatorValues = {};
  for (const field of fields) {
    if (errors[field]) continue;
    const value = toNumber(texts[field] ?? '');
    if (value === undefined) errors[field] = { code: 'required' };
    else if (!(value > 0)) errors[field] = { code: 'notPositive' };
    else if (value > limits[field].max) errors[field] = { code: 'overMax', max: limits[field].max };
    else values[field] = value;
  }
  const { current_age: current, retirement_age: retirement } = values;
  if (current !== undefined && retirement !== undefined) {
    if (retirement <= current) errors.retirement_age = { code: 'retirementAge' };
    else if (retirement - current > limits.duration_years.max) {
      errors.retirement_age = { code: 'retirementTooFar', max: limits.duration_years.max };
    }
  }
  // The fund retirement needs (formulas.ts, retirementNeed): today's cost grown by inflation, lived on at the post-pension rate.
  const { monthly_living_cost: cost, yearly_inflation: inflation, post_pension_return: after } = values;
  if (!errors.retirement_age && current !== undefined && retirement !== undefined && cost && inflation && after) {
    if ((cost * 12 * (1 + inflation / 100) ** (retirement - current)) / (after / 100) > limits.target_fund.max) {
      errors.monthly_living_cost = { code: 'retirementTargetOverMax', max: limits.target_fund.max };
    }
  }
  return { errors, values: Object.keys(errors).length === 0 ? values : null };
}
