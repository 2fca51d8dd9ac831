import { z, type Infer } from '@brids/contracts/schema';
import { CALCULATOR_FIELDS, CALCULATOR_UNITS } from './tools/constants.ts';

export * from './tools/constants.ts';

/**
 * The tools squad's resources (`@brids/contracts/tools`, bundled into mf-tools and the content service, loaded on
 * first use): the investment calculator's limits and the risk-profile questionnaire with its scored result, built
 * with the shared builders. Keys are the API's (snake_case) field names.
 */

/** One field's rule: more than 0 and not more than `max` (spec §5). */
export const calculatorLimit = z.object({ max: z.number(), unit: z.enum(CALCULATOR_UNITS) });
export type CalculatorLimit = Infer<typeof calculatorLimit>;

/** GET /api/calculator/limits: every field's maximum, owned by compliance in the content service. */
export const calculatorLimits = z.record(z.enum(CALCULATOR_FIELDS), calculatorLimit);
export type CalculatorLimits = Infer<typeof calculatorLimits>;

export const riskAnswer = z.object({ key: z.string(), text: z.string(), points: z.number() });
export type RiskAnswer = Infer<typeof riskAnswer>;

/** A question of the risk-profile questionnaire, its answers in order, each with its points. */
export const riskQuestion = z.object({
  key: z.string(),
  text: z.string(),
  hint: z.string(),
  answers: z.array(riskAnswer),
});
export type RiskQuestion = Infer<typeof riskQuestion>;

/** A product suggested to a profile; `route` is the route name of its page on the site (for `localePath`). */
export const riskProduct = z.object({ route: z.string(), title: z.string(), description: z.string() });
export type RiskProduct = Infer<typeof riskProduct>;

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
export type RiskProfile = Infer<typeof riskProfile>;

/** POST /api/risk-profile/result: the score of the answers and the profile it falls in. */
export const riskProfileResult = z.object({
  score: z.number(),
  min_score: z.number(),
  max_score: z.number(),
  profile: riskProfile,
});
export type RiskProfileResult = Infer<typeof riskProfileResult>;
