import { z } from 'zod/mini';

/**
 * The tools squad's resources: the investment calculator's limits and the risk-profile
 * questionnaire with its scored result. Keys are the API's (snake_case) field names.
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

/** One field's rule: more than 0 and not more than `max` (spec §5). */
export const calculatorLimit = z.object({ max: z.number(), unit: z.enum(CALCULATOR_UNITS) });
export type CalculatorLimit = z.infer<typeof calculatorLimit>;

/** GET /api/calculator/limits: every field's maximum, owned by compliance in the content service. */
export const calculatorLimits = z.record(z.enum(CALCULATOR_FIELDS), calculatorLimit);
export type CalculatorLimits = z.infer<typeof calculatorLimits>;

export const riskAnswer = z.object({ key: z.string(), text: z.string(), points: z.number() });
export type RiskAnswer = z.infer<typeof riskAnswer>;

/** A question of the risk-profile questionnaire, its answers in order, each with its points. */
export const riskQuestion = z.object({
  key: z.string(),
  text: z.string(),
  hint: z.string(),
  answers: z.array(riskAnswer),
});
export type RiskQuestion = z.infer<typeof riskQuestion>;

/** A product suggested to a profile; `route` is the route name of its page on the site (for `localePath`). */
export const riskProduct = z.object({ route: z.string(), title: z.string(), description: z.string() });
export type RiskProduct = z.infer<typeof riskProduct>;

/** A risk profile (spec §3: profile name, characteristics, recommended products) with its score range. */
export const riskProfile = z.object({
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  characteristics: z.array(z.string()),
  products: z.array(riskProduct),
  disclaimer: z.string(),
  min_score: z.number(),
  max_score: z.number(),
});
export type RiskProfile = z.infer<typeof riskProfile>;

/** POST /api/risk-profile/result: the score of the answers and the profile it falls in. */
export const riskProfileResult = z.object({
  score: z.number(),
  min_score: z.number(),
  max_score: z.number(),
  profile: riskProfile,
});
export type RiskProfileResult = z.infer<typeof riskProfileResult>;

/** The answers sent for scoring: question key -> answer key, one for every question. */
export type RiskAnswers = Record<string, string>;
