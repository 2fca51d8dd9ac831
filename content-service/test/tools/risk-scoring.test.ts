import { describe, expect, it } from 'vitest';
import { profileForScore, rangeProblems, scoreAnswers, scoreBounds, type ScoredQuestion } from '../../src/tools/risk-scoring.ts';
import { RISK_PROFILES, RISK_QUESTIONS } from '../../src/tools/seed.ts';

const QUESTIONS: ScoredQuestion[] = [
  { key: 'age', answers: [{ key: 'old', points: 1 }, { key: 'young', points: 4 }] },
  { key: 'goal', answers: [{ key: 'safe', points: 1 }, { key: 'mid', points: 2 }, { key: 'growth', points: 4 }] },
];
const RANGES = [
  { slug: 'conservative', min_score: 2, max_score: 3 },
  { slug: 'moderate', min_score: 4, max_score: 6 },
  { slug: 'aggressive', min_score: 7, max_score: 8 },
];

describe('risk-profile scoring', () => {
  it('adds up the points of the chosen answers', () => {
    expect(scoreAnswers(QUESTIONS, { age: 'old', goal: 'safe' })).toEqual({ ok: true, score: 2 });
    expect(scoreAnswers(QUESTIONS, { age: 'young', goal: 'mid' })).toEqual({ ok: true, score: 6 });
    expect(scoreAnswers(QUESTIONS, { goal: 'growth', age: 'young' })).toEqual({ ok: true, score: 8 });
  });

  it('needs every question answered', () => {
    const result = scoreAnswers(QUESTIONS, { age: 'old' });
    expect(result).toEqual({
      ok: false,
      message: 'Answer every question: 1 of 2 unanswered',
      errors: { 'answers.goal': ['is required: answer every question'] },
    });
    expect(scoreAnswers(QUESTIONS, { age: 'old', goal: '' })).toMatchObject({ ok: false, errors: { 'answers.goal': ['is required: answer every question'] } });
    expect(scoreAnswers(QUESTIONS, {})).toMatchObject({ ok: false, message: 'Answer every question: 2 of 2 unanswered' });
  });

  it('refuses unknown answers, unknown questions and answers that are not strings', () => {
    expect(scoreAnswers(QUESTIONS, { age: 'middle', goal: 'safe' })).toEqual({
      ok: false,
      message: 'Some answers are not answers of the questionnaire',
      errors: { 'answers.age': ['must be one of: old, young'] },
    });
    expect(scoreAnswers(QUESTIONS, { age: 'old', goal: 'safe', income: 'high' })).toMatchObject({
      ok: false,
      errors: { 'answers.income': ['is not a question of the questionnaire'] },
    });
    expect(scoreAnswers(QUESTIONS, { age: 4, goal: ['safe'] })).toMatchObject({
      ok: false,
      errors: { 'answers.age': ['must be one of: old, young'], 'answers.goal': ['must be one of: safe, mid, growth'] },
    });
    // Keys that look like object internals are plain unknown questions.
    expect(scoreAnswers(QUESTIONS, JSON.parse('{"__proto__": "x", "age": "old", "goal": "safe"}'))).toMatchObject({
      ok: false,
      errors: { 'answers.__proto__': ['is not a question of the questionnaire'] },
    });
  });

  it('refuses answers that are not an object', () => {
    for (const answers of [undefined, null, 'age=old', 3, ['old', 'safe']]) {
      expect(scoreAnswers(QUESTIONS, answers)).toMatchObject({ ok: false, errors: { answers: [expect.stringContaining('is required')] } });
    }
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`q${i}`, 'a']));
    expect(scoreAnswers(QUESTIONS, many)).toMatchObject({ ok: false, message: 'Too many answers' });
  });

  it('finds the profile whose range holds the score, bounds included', () => {
    expect(scoreBounds(QUESTIONS)).toEqual({ min: 2, max: 8 });
    expect(profileForScore(RANGES, 2)?.slug).toBe('conservative');
    expect(profileForScore(RANGES, 3)?.slug).toBe('conservative');
    expect(profileForScore(RANGES, 4)?.slug).toBe('moderate');
    expect(profileForScore(RANGES, 6)?.slug).toBe('moderate');
    expect(profileForScore(RANGES, 7)?.slug).toBe('aggressive');
    expect(profileForScore(RANGES, 9)).toBeUndefined();
    expect(rangeProblems(RANGES, { min: 2, max: 8 })).toEqual([]);
    expect(rangeProblems([RANGES[0]!, { slug: 'wide', min_score: 3, max_score: 7 }], { min: 2, max: 8 })).toEqual([
      'the score 3 falls in conservative and wide',
      'no profile holds the score 8',
    ]);
  });

  describe('the shipped questionnaire', () => {
    const questions = RISK_QUESTIONS.map((q) => ({ key: q.key, answers: q.answers }));
    const profiles = RISK_PROFILES.map((p) => ({ slug: p.slug, min_score: p.minScore, max_score: p.maxScore }));

    it('asks the OJK-style topics, each with answers worth 1 to 4 points', () => {
      expect(questions.map((q) => q.key)).toEqual(['age', 'goal', 'horizon', 'knowledge', 'experience', 'loss-tolerance', 'reaction', 'income-share']);
      for (const q of questions) expect(q.answers.map((a) => a.points), q.key).toEqual([1, 2, 3, 4]);
      expect(scoreBounds(questions)).toEqual({ min: 8, max: 32 });
    });

    it('gives every reachable score exactly one profile: conservative, moderate, aggressive', () => {
      expect(rangeProblems(profiles, scoreBounds(questions))).toEqual([]);
      expect(profiles.map((p) => p.slug)).toEqual(['conservative', 'moderate', 'aggressive']);
      const all = (points: number) => Object.fromEntries(RISK_QUESTIONS.map((q) => [q.key, q.answers.find((a) => a.points === points)!.key]));
      const profileOf = (answers: Record<string, string>) => {
        const scored = scoreAnswers(questions, answers);
        if (!scored.ok) throw new Error(scored.message);
        return profileForScore(profiles, scored.score)?.slug;
      };
      expect(profileOf(all(1))).toBe('conservative');
      expect(profileOf(all(2))).toBe('moderate');
      expect(profileOf(all(3))).toBe('moderate');
      expect(profileOf(all(4))).toBe('aggressive');
      // 15 points is the top of conservative, 16 the bottom of moderate, 25 the bottom of aggressive.
      expect(profileOf({ ...all(2), age: 'over-55' })).toBe('conservative');
      expect(profileOf(all(2))).toBe('moderate');
      expect(profileOf({ ...all(3), age: 'up-to-30' })).toBe('aggressive');
    });
  });
});
