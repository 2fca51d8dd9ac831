import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '@brids/contracts';
import { CALCULATOR_FIELDS } from '@brids/contracts/tools/constants';
import { apiErrorBody, collection, single } from '@brids/contracts/schema';
import { calculatorLimits, riskProfile, riskProfileResult, riskQuestion } from '@brids/contracts/tools';
import { openDatabase } from '../../src/lib/connection.ts';
import { migrateToLatest } from '../../src/migrations.ts';
import { insertToolsReference, RISK_QUESTIONS } from '../../src/tools/seed.ts';
import { SITE_ROUTES } from '../../src/site/site-paths.ts';
import { get, post, TARGETS, useApp } from '../helpers.ts';

const questions = collection(riskQuestion);
const profiles = collection(riskProfile);
const result = single(riskProfileResult);

/** Every question answered with its answer worth `points`. */
const answersWorth = (points: number) =>
  Object.fromEntries(RISK_QUESTIONS.map((q) => [q.key, q.answers.find((a) => a.points === points)!.key]));

it('the tools migration brings the reference content, so a database seeded before it has it without a new seed', async () => {
  const { db, dialect, destroy } = openDatabase({ sqliteFile: ':memory:' });
  try {
    await migrateToLatest(db, dialect);
    expect(await db.selectFrom('calculator_limits').selectAll().execute()).toHaveLength(CALCULATOR_FIELDS.length);
    expect(await db.selectFrom('risk_questions').selectAll().execute()).toHaveLength(8);
    expect(await db.selectFrom('risk_answers').selectAll().execute()).toHaveLength(32);
    expect(await db.selectFrom('risk_profiles').selectAll().execute()).toHaveLength(3);
    expect(await db.selectFrom('menus').selectAll().execute()).toHaveLength(0);
  } finally {
    await destroy();
  }
});

describe.each(TARGETS)('calculator limits (%s)', (target) => {
  const ctx = useApp(target);

  it('answers the maximum and unit of every calculator field', async () => {
    const res = await get(ctx, '/api/calculator/limits');
    expect(res.status).toBe(200);
    const { data } = single(calculatorLimits).parse(res.body);
    expect(Object.keys(data).sort()).toEqual([...CALCULATOR_FIELDS].sort());
    expect(data.initial_investment).toEqual({ max: 100_000_000_000, unit: 'rupiah' });
    expect(data.target_fund).toEqual({ max: 1_000_000_000_000, unit: 'rupiah' });
    expect(data.expected_return).toEqual({ max: 30, unit: 'percent' });
    expect(data.duration_years).toEqual({ max: 50, unit: 'years' });
    expect(data.retirement_age.max).toBeGreaterThan(data.current_age.max);
    // The locale changes nothing; any other parameter of the conventions is refused.
    expect((await get(ctx, '/api/calculator/limits?locale=en')).body).toEqual(res.body);
    for (const url of ['/api/calculator/limits?locale=fr', '/api/calculator/limits?filter[field]=target_fund']) {
      const bad = await get(ctx, url);
      expect(bad.status, url).toBe(400);
      expect(apiErrorBody.parse(bad.body).errors).toBeDefined();
    }
  });

  it('follows the database (compliance changes a maximum) and says so when a limit is missing', async () => {
    const { db } = ctx.database;
    await db.updateTable('calculator_limits').set({ max_value: 25 }).where('field', '=', 'expected_return').execute();
    const changed = single(calculatorLimits).parse((await get(ctx, '/api/calculator/limits')).body).data;
    expect(changed.expected_return.max).toBe(25);

    await db.deleteFrom('calculator_limits').where('field', '=', 'yearly_inflation').execute();
    const missing = await get(ctx, '/api/calculator/limits');
    expect(missing.status).toBe(503);
    expect(apiErrorBody.parse(missing.body).message).toBe('The calculator limits are not configured: yearly_inflation');

    expect(await insertToolsReference(db)).toEqual({ calculator_limits: 1, risk_questions: 0, risk_profiles: 0 });
    const restored = single(calculatorLimits).parse((await get(ctx, '/api/calculator/limits')).body).data;
    expect(restored.yearly_inflation).toEqual({ max: 20, unit: 'percent' });
    expect(restored.expected_return.max).toBe(25);
  });
});

describe.each(TARGETS)('risk-profile questionnaire (%s)', (target) => {
  const ctx = useApp(target);

  it('answers the questions in order, in both languages, with the same keys and points', async () => {
    const id = questions.parse((await get(ctx, '/api/risk-profile/questions')).body).data;
    const en = questions.parse((await get(ctx, '/api/risk-profile/questions?locale=en')).body).data;
    expect(id.map((q) => q.key)).toEqual(['age', 'goal', 'horizon', 'knowledge', 'experience', 'loss-tolerance', 'reaction', 'income-share']);
    expect(en.map((q) => q.key)).toEqual(id.map((q) => q.key));
    expect(id[0]).toMatchObject({ text: 'Berapa usia Anda saat ini?' });
    expect(en[0]).toMatchObject({ text: 'How old are you?' });
    for (const [i, q] of id.entries()) {
      const other = en[i]!;
      expect(q.answers.length, q.key).toBe(4);
      expect(q.hint.length).toBeGreaterThan(0);
      expect(other.answers.map((a) => [a.key, a.points])).toEqual(q.answers.map((a) => [a.key, a.points]));
      expect(other.text).not.toBe(q.text);
    }
  });

  it('falls back to Indonesian where a translation is missing', async () => {
    const { db } = ctx.database;
    const question = await db.selectFrom('risk_questions').select('id').where('key', '=', 'goal').executeTakeFirstOrThrow();
    await db.deleteFrom('risk_question_translations').where('question_id', '=', question.id).where('locale', '=', 'en').execute();
    const en = questions.parse((await get(ctx, '/api/risk-profile/questions?locale=en')).body).data;
    expect(en.find((q) => q.key === 'goal')?.text).toBe('Apa tujuan utama investasi Anda?');
  });

  it('answers the profiles with score ranges that cover 8 to 32 once', async () => {
    const list = profiles.parse((await get(ctx, '/api/risk-profile/profiles?locale=en')).body).data;
    expect(list.map((p) => [p.slug, p.name, p.min_score, p.max_score])).toEqual([
      ['conservative', 'Conservative', 8, 15],
      ['moderate', 'Moderate', 16, 24],
      ['aggressive', 'Aggressive', 25, 32],
    ]);
    const id = profiles.parse((await get(ctx, '/api/risk-profile/profiles')).body).data;
    expect(id.map((p) => p.name)).toEqual(['Konservatif', 'Moderat', 'Agresif']);
  });

  it('scores the answers and answers the profile, its characteristics, products and a disclaimer', async () => {
    const cases: [number, string, number][] = [[1, 'conservative', 8], [2, 'moderate', 16], [3, 'moderate', 24], [4, 'aggressive', 32]];
    for (const [points, slug, score] of cases) {
      const res = await post(ctx, '/api/risk-profile/result?locale=en', { answers: answersWorth(points) });
      expect(res.status).toBe(200);
      const { data } = result.parse(res.body);
      expect(data).toMatchObject({ score, min_score: 8, max_score: 32 });
      expect(data.profile.slug).toBe(slug);
      expect(data.profile.characteristics.length).toBeGreaterThanOrEqual(3);
      expect(data.profile.products.length).toBeGreaterThanOrEqual(2);
      expect(data.profile.disclaimer).toMatch(/not a recommendation|neither a recommendation/);
      for (const product of data.profile.products) expect(Object.keys(SITE_ROUTES), product.route).toContain(product.route);
    }
    const id = result.parse((await post(ctx, '/api/risk-profile/result', { answers: answersWorth(1) })).body).data;
    expect(id.profile.name).toBe('Konservatif');
    expect(id.profile.disclaimer).toMatch(/bukan rekomendasi/);
  });

  it('stores nothing it is sent', async () => {
    const { db } = ctx.database;
    const count = async () => {
      let n = 0;
      for (const table of ['risk_questions', 'risk_answers', 'risk_profiles', 'risk_profile_translations'] as const) {
        n += Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
      }
      return n;
    };
    const before = await count();
    await post(ctx, '/api/risk-profile/result', { answers: answersWorth(3) });
    expect(await count()).toBe(before);
  });

  const BAD: { label: string; body?: unknown; url?: string; status?: number; message: string | RegExp; field: string }[] = [
    { label: 'no body', message: /must be a JSON object/, field: 'body' },
    { label: 'malformed JSON', body: '{"answers": {', message: /must be a JSON object/, field: 'body' },
    { label: 'an array', body: [answersWorth(1)], message: /must be a JSON object/, field: 'body' },
    { label: 'a string', body: '"conservative"', message: /must be a JSON object/, field: 'body' },
    { label: 'no answers', body: {}, message: 'The answers must be an object of question keys and answer keys', field: 'answers' },
    { label: 'answers as a list', body: { answers: ['over-55'] }, message: /must be an object/, field: 'answers' },
    {
      label: 'one question unanswered',
      body: { answers: { ...answersWorth(2), reaction: undefined } },
      message: 'Answer every question: 1 of 8 unanswered',
      field: 'answers.reaction',
    },
    { label: 'an unknown answer', body: { answers: { ...answersWorth(2), age: '200' } }, message: 'Some answers are not answers of the questionnaire', field: 'answers.age' },
    { label: 'points instead of a key', body: { answers: { ...answersWorth(2), age: 4 } }, message: /not answers/, field: 'answers.age' },
    { label: 'an unknown question', body: { answers: { ...answersWorth(2), salary: 'high' } }, message: /not answers/, field: 'answers.salary' },
    { label: 'an unknown locale', url: '/api/risk-profile/result?locale=fr', body: { answers: answersWorth(2) }, status: 400, message: /locale/, field: 'locale' },
  ];

  it.each(BAD)('answers $label with a clear error, never 500', async ({ body, url, status = 422, message, field }) => {
    const res = await post(ctx, url ?? '/api/risk-profile/result', body);
    expect(res.status).toBe(status);
    const error = apiErrorBody.parse(res.body);
    expect(error.message).toMatch(message);
    expect(Object.keys(error.errors ?? {})).toContain(field);
  });

  it('names every problem at once and refuses oversized and plain-text bodies without a 500', async () => {
    const res = await post(ctx, '/api/risk-profile/result', { answers: { age: 'x', goal: 'growth' } });
    expect(res.status).toBe(422);
    const { errors } = apiErrorBody.parse(res.body);
    expect(errors?.['answers.age']).toEqual(['must be one of: over-55, 46-55, 31-45, up-to-30']);
    expect(Object.keys(errors ?? {}).filter((k) => errors?.[k]?.[0]?.startsWith('is required'))).toHaveLength(6);

    const huge = await post(ctx, '/api/risk-profile/result', { answers: { age: 'x'.repeat(70_000) } });
    expect(huge.status).toBe(413);
    const text = await ctx.app.inject({ method: 'POST', url: '/api/risk-profile/result', headers: { 'content-type': 'text/plain' }, payload: 'age=over-55' });
    expect(text.statusCode).toBe(422);
    expect(apiErrorBody.parse(text.json()).message).toMatch(/must be a JSON object/);
    expect((await get(ctx, '/api/risk-profile/result')).status).toBe(404);
  });
});

describe.each(TARGETS)('tools methods of the API client (%s)', (target) => {
  const ctx = useApp(target);

  it('reads the limits and the questionnaire and scores answers', async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });

    expect((await api.calculatorLimits()).monthly_living_cost).toEqual({ max: 1_000_000_000, unit: 'rupiah' });
    const list = await api.riskProfileQuestions('en');
    expect(list).toHaveLength(8);
    expect((await api.riskProfiles('id')).map((p) => p.slug)).toEqual(['conservative', 'moderate', 'aggressive']);
    const answers = Object.fromEntries(list.map((q) => [q.key, q.answers.at(-1)!.key]));
    expect((await api.riskProfileResult(answers, 'en')).profile.name).toBe('Aggressive');

    const failure = await api.riskProfileResult({ age: 'over-55' }, 'en').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: 'Answer every question: 7 of 8 unanswered' });
    expect((failure as ApiError).errors?.['answers.goal']).toEqual(['is required: answer every question']);
  });
});
