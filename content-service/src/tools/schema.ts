import type { Generated } from 'kysely';

/** The tools squad's tables (calculator limits, risk-profile questionnaire), part of `DB`. */
export interface ToolsTables {
  calculator_limits: CalculatorLimitsTable;
  risk_questions: RiskQuestionsTable;
  risk_question_translations: RiskQuestionTranslationsTable;
  risk_answers: RiskAnswersTable;
  risk_answer_translations: RiskAnswerTranslationsTable;
  risk_profiles: RiskProfilesTable;
  risk_profile_translations: RiskProfileTranslationsTable;
}

/** One calculator field's maximum (`field` as in CALCULATOR_FIELDS); values must be more than 0 and at most this. */
export interface CalculatorLimitsTable {
  field: string;
  max_value: number;
  /** 'rupiah' | 'percent' | 'years' */
  unit: string;
}

export interface RiskQuestionsTable {
  id: Generated<number>;
  /** Stable key (e.g. 'age'): what the answers sent for scoring name. */
  key: string;
  sort_order: number;
}
export interface RiskQuestionTranslationsTable {
  question_id: number;
  locale: string;
  text: string;
  hint: string;
}
export interface RiskAnswersTable {
  id: Generated<number>;
  question_id: number;
  /** Stable key within its question. */
  key: string;
  points: number;
  sort_order: number;
}
export interface RiskAnswerTranslationsTable {
  answer_id: number;
  locale: string;
  text: string;
}

/** A profile covers the total scores from min_score to max_score (inclusive). */
export interface RiskProfilesTable {
  id: Generated<number>;
  slug: string;
  min_score: number;
  max_score: number;
  sort_order: number;
}
export interface RiskProfileTranslationsTable {
  profile_id: number;
  locale: string;
  name: string;
  summary: string;
  /** JSON: string[] */
  characteristics: string;
  /** JSON: [{ route, title, description }], `route` a route name of the site. */
  products: string;
  disclaimer: string;
}
