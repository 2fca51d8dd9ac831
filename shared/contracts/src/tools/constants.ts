/**
 * The tools squad's enums and the answers' shape (`@brids/contracts/tools/constants`, also in the main entry),
 * without a schema: the calculator's pages read them synchronously. The schemas are `@brids/contracts/tools`.
 */

/** The calculator's inputs (spec §3), in the order the form shows them. */
export const CALCULATOR_FIELDS = [
  'initial_investment',
  'monthly_investment',
  'target_fund',
  'minimum_lumpsum',
  'duration_years',
  'current_age',
  'retirement_age',
  'monthly_living_cost',
  'yearly_inflation',
  'expected_return',
  'post_pension_return',
] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];

/** What a field's number means: an amount in rupiah, a yearly percentage, or a count of years (durations, ages). */
export const CALCULATOR_UNITS = ['rupiah', 'percent', 'years'] as const;
export type CalculatorUnit = (typeof CALCULATOR_UNITS)[number];

/** The answers sent for scoring: question key -> answer key, one for every question. */
export type RiskAnswers = Record<string, string>;
