/**
 * Scoring of the risk-profile questionnaire, pure: the total of the points of the chosen answers,
 * and the profile whose score range holds it. The questionnaire and the ranges come from the database.
 */

export interface ScoredQuestion {
  key: string;
  answers: readonly { key: string; points: number }[];
}

export interface ScoreRange {
  slug: string;
  min_score: number;
  max_score: number;
}

export type Scoring =
  | { ok: true; score: number }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** At most this many answers are read; a longer object is refused as a whole. */
export const MAX_ANSWERS = 100;

const shown = (key: string) => (key.length > 60 ? `${key.slice(0, 60)}…` : key);

/** The lowest and highest total a complete set of answers can reach. */
export function scoreBounds(questions: readonly ScoredQuestion[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const question of questions) {
    const points = question.answers.map((a) => a.points);
    min += points.length ? Math.min(...points) : 0;
    max += points.length ? Math.max(...points) : 0;
  }
  return { min, max };
}

/**
 * Checks that `answers` names one known answer for every question and nothing else, and adds up
 * the points. Every problem is reported under `answers.<question key>`.
 */
export function scoreAnswers(questions: readonly ScoredQuestion[], answers: unknown): Scoring {
  if (!answers || typeof answers !== 'object' || Array.isArray(answers)) {
    return {
      ok: false,
      message: 'The answers must be an object of question keys and answer keys',
      errors: { answers: ['is required: an object such as { "age": "31-45", ... }'] },
    };
  }
  const given = Object.entries(answers as Record<string, unknown>);
  if (given.length > MAX_ANSWERS) {
    return { ok: false, message: 'Too many answers', errors: { answers: [`must have at most ${MAX_ANSWERS} entries`] } };
  }
  const errors: Record<string, string[]> = {};
  const known = new Set(questions.map((q) => q.key));
  for (const [key] of given) {
    if (!known.has(key)) errors[`answers.${shown(key)}`] = ['is not a question of the questionnaire'];
  }
  let score = 0;
  let missing = 0;
  for (const question of questions) {
    const value = (answers as Record<string, unknown>)[question.key];
    const field = `answers.${question.key}`;
    if (value === undefined || value === null || value === '') {
      missing++;
      errors[field] = ['is required: answer every question'];
      continue;
    }
    const answer = typeof value === 'string' ? question.answers.find((a) => a.key === value) : undefined;
    if (!answer) {
      errors[field] = [`must be one of: ${question.answers.map((a) => a.key).join(', ')}`];
      continue;
    }
    score += answer.points;
  }
  if (Object.keys(errors).length === 0) return { ok: true, score };
  const message =
    missing > 0
      ? `Answer every question: ${missing} of ${questions.length} unanswered`
      : 'Some answers are not answers of the questionnaire';
  return { ok: false, message, errors };
}

/** The profile whose range (inclusive) holds the score. */
export function profileForScore<P extends ScoreRange>(profiles: readonly P[], score: number): P | undefined {
  return profiles.find((p) => p.min_score <= score && score <= p.max_score);
}

/**
 * What is wrong with the ranges for the reachable scores: a score no profile holds, or one two
 * profiles hold. Empty when every score from `bounds.min` to `bounds.max` has exactly one profile.
 */
export function rangeProblems(profiles: readonly ScoreRange[], bounds: { min: number; max: number }): string[] {
  const problems: string[] = [];
  for (let score = bounds.min; score <= bounds.max; score++) {
    const holders = profiles.filter((p) => p.min_score <= score && score <= p.max_score).map((p) => p.slug);
    if (holders.length === 0) problems.push(`no profile holds the score ${score}`);
    if (holders.length > 1) problems.push(`the score ${score} falls in ${holders.join(' and ')}`);
  }
  return problems;
}
