import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod';
import { collection, single, z } from '@brids/contracts/schema';
import { calculatorLimits, riskProfile, riskProfileResult, riskQuestion } from '@brids/contracts/tools';
import { HttpError } from '../../src/lib/errors.ts';
import { toolsKinds } from '../../src/tools/editorial.ts';
import { calculatorLimitsKind } from '../../src/tools/editorial/calculator-limits.ts';
import { riskProfilesKind } from '../../src/tools/editorial/risk-profiles.ts';
import { riskQuestionsKind, type QuestionDocument } from '../../src/tools/editorial/risk-questions.ts';
import { post, TARGETS, useApp } from '../helpers.ts';
import { copy, roundTrip, fieldErrors, json, publish, unpublish } from '../editorial-kind-support.ts';

const LOCALES = ['id', 'en'] as const;
const questionsUrls = LOCALES.map((l) => `/api/risk-profile/questions?locale=${l}`);
const profilesUrls = LOCALES.map((l) => `/api/risk-profile/profiles?locale=${l}`);
const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe.each(TARGETS)('the tools content kinds on %s', (target) => {
  const context = useApp(target);
  const questions = async (locale: string) => z.parse(collection(riskQuestion), await json(context, `/api/risk-profile/questions?locale=${locale}`)).data;
  const profiles = async (locale: string) => z.parse(collection(riskProfile), await json(context, `/api/risk-profile/profiles?locale=${locale}`)).data;

  it('lists its kinds, each writable by editors', () => {
    expect(toolsKinds.map((k) => k.name)).toEqual(['risk-questions', 'risk-profiles', 'calculator-limits']);
    for (const kind of toolsKinds) {
      expect(kind.writers).toEqual(['editor']);
      expect((toJSONSchema(kind.schema) as { type: string }).type, `${kind.name} as JSON Schema for the console`).toBe('object');
    }
    expect([calculatorLimitsKind.creatable, calculatorLimitsKind.deletable]).toEqual([false, false]);
  });

  it('every sample entry reads as a valid document and publishes back to the same public answers', async () => {
    {
      const { before, after } = await roundTrip(context, riskQuestionsKind, questionsUrls);
      expect(after).toEqual(before);
    }
    {
      const { before, after } = await roundTrip(context, riskProfilesKind, profilesUrls);
      expect(after).toEqual(before);
    }
    {
      const { before, after } = await roundTrip(context, calculatorLimitsKind, ['/api/calculator/limits?locale=id']);
      expect(after).toEqual(before);
    }
  });

  it('risk questions: a changed question shows in both languages; its answers are the document\'s', async () => {
    const doc = copy((await riskQuestionsKind.read(context.database.db, 'goal'))!);
    doc.text = { id: 'Apa tujuan Anda? (diubah)', en: 'What is your goal? (changed)' };
    doc.answers = [...doc.answers].reverse();
    await publish(context, riskQuestionsKind, doc);
    for (const [locale, text] of [['id', 'Apa tujuan Anda? (diubah)'], ['en', 'What is your goal? (changed)']] as const) {
      const goal = (await questions(locale)).find((q) => q.key === 'goal')!;
      expect(goal.text).toBe(text);
      expect(goal.answers.map((a) => a.key)).toEqual(['growth', 'balanced', 'income', 'preserve']);
    }
  });

  it('risk questions: one whose points no profile could hold is refused until a profile\'s range is widened; then it is asked and scored', async () => {
    const db = context.database.db;
    const fresh: QuestionDocument = {
      key: 'savings', sort_order: 99, text: { id: 'Berapa tabungan darurat Anda?', en: 'How large is your emergency fund?' }, hint: { id: '', en: '' },
      answers: [
        { key: 'none', points: 1, text: { id: 'Belum ada', en: 'None yet' } },
        { key: 'six-months', points: 4, text: { id: 'Enam bulan pengeluaran', en: 'Six months of spending' } },
      ],
    };
    const before = await json(context, '/api/risk-profile/questions?locale=en');
    const refused = await refusal(publish(context, riskQuestionsKind, fresh));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 422, errors: { answers: [expect.stringMatching(/no profile holds the score 33/)] } });
    expect(await json(context, '/api/risk-profile/questions?locale=en'), 'nothing changed').toEqual(before);

    const aggressive = (await riskProfilesKind.read(db, 'aggressive'))!;
    await publish(context, riskProfilesKind, { ...aggressive, max_score: 36 });
    await publish(context, riskQuestionsKind, fresh);
    for (const [locale, text] of [['id', 'Berapa tabungan darurat Anda?'], ['en', 'How large is your emergency fund?']] as const) {
      expect((await questions(locale)).at(-1)).toMatchObject({ key: 'savings', text });
    }
    const all = await questions('en');
    const answers = Object.fromEntries(all.map((q) => [q.key, q.answers.reduce((best, a) => (a.points > best.points ? a : best)).key]));
    const scored = await post(context, '/api/risk-profile/result?locale=en', { answers });
    expect(scored.status).toBe(200);
    expect(z.parse(single(riskProfileResult), scored.body).data).toMatchObject({ score: 36, max_score: 36, profile: { slug: 'aggressive' } });

    await unpublish(context, riskQuestionsKind, 'savings');
    for (const locale of LOCALES) expect((await questions(locale)).map((q) => q.key)).not.toContain('savings');
    expect(await riskQuestionsKind.read(db, 'savings')).toBeUndefined();
  });

  it('risk profiles: a changed profile shows in both languages; one taken off is refused while its scores would have no profile, else it leaves the list', async () => {
    const db = context.database.db;
    const doc = copy((await riskProfilesKind.read(db, 'moderate'))!);
    doc.name = { id: 'Moderat (diubah)', en: 'Moderate (changed)' };
    await publish(context, riskProfilesKind, doc);
    for (const [locale, name] of [['id', 'Moderat (diubah)'], ['en', 'Moderate (changed)']] as const) {
      expect((await profiles(locale)).find((p) => p.slug === 'moderate')?.name).toBe(name);
    }
    const refused = await refusal(unpublish(context, riskProfilesKind, 'moderate'));
    expect(refused).toMatchObject({ statusCode: 422, errors: { slug: [expect.stringMatching(/no profile holds the score 16/)] } });
    expect((await profiles('en')).map((p) => p.slug)).toContain('moderate');

    // A range split in two steps: the new profile overlaps for a moment (the lower range answers), then the old one shrinks.
    const split: typeof doc = { ...copy(doc), slug: 'moderate-plus', min_score: 21, name: { id: 'Moderat Plus', en: 'Moderate Plus' } };
    await publish(context, riskProfilesKind, split);
    expect(await refusal(publish(context, riskProfilesKind, { ...doc, min_score: 17 }))).toMatchObject({ errors: { min_score: [expect.stringMatching(/no profile holds the score 16:/)] } });
    await publish(context, riskProfilesKind, { ...doc, max_score: 20 });
    expect((await profiles('id')).map((p) => p.slug)).toEqual(['conservative', 'moderate', 'moderate-plus', 'aggressive']);
    await publish(context, riskProfilesKind, { ...doc, max_score: 24 });
    await unpublish(context, riskProfilesKind, 'moderate-plus');
    for (const locale of LOCALES) expect((await profiles(locale)).map((p) => p.slug)).toEqual(['conservative', 'moderate', 'aggressive']);
  });

  it('calculator limits: a changed maximum is what the calculator gets; none can be taken off the site', async () => {
    const doc = (await calculatorLimitsKind.read(context.database.db, 'duration_years'))!;
    expect(doc).toEqual({ field: 'duration_years', max: 50, unit: 'years' });
    await publish(context, calculatorLimitsKind, { ...doc, max: 40 });
    const limits = z.parse(single(calculatorLimits), await json(context, '/api/calculator/limits?locale=en')).data;
    expect(limits.duration_years).toEqual({ max: 40, unit: 'years' });
    expect(await refusal(unpublish(context, calculatorLimitsKind, 'duration_years'))).toMatchObject({ statusCode: 409 });
    expect(z.parse(single(calculatorLimits), await json(context, '/api/calculator/limits')).data.duration_years?.max).toBe(40);
    expect(calculatorLimitsKind.titleOf(doc)).toEqual({ id: 'Jangka waktu investasi', en: 'Investment duration' });
    expect(await calculatorLimitsKind.read(context.database.db, 'no_such_field')).toBeUndefined();
  });

  it('bad fields fail with a message per field', async () => {
    const question = (await riskQuestionsKind.read(context.database.db, 'age'))!;
    expect(fieldErrors(riskQuestionsKind, { ...question, text: { id: '', en: 'x' }, answers: [{ ...question.answers[0], points: 1.5 }] })).toEqual({
      'text.id': ['Fill in the question'], 'answers.0.points': ['Enter whole points (0 or more)'], answers: ['Give the question at least two answers'],
    });
    expect(fieldErrors(riskQuestionsKind, { ...question, answers: [question.answers[0], question.answers[0]] })).toEqual({ answers: ['Each answer needs a key of its own'] });
    const profile = (await riskProfilesKind.read(context.database.db, 'conservative'))!;
    expect(fieldErrors(riskProfilesKind, { ...profile, products: { ...profile.products, en: [{ route: 'casino', title: 'x', description: '' }] } })).toEqual({
      'products.en.0.route': ['Choose a page of the site (a route name such as mutual-fund)'],
    });
    expect(fieldErrors(riskProfilesKind, { ...profile, max_score: 2 })).toEqual({ max_score: ['The highest score cannot be below the lowest'] });
    expect(fieldErrors(calculatorLimitsKind, { field: 'target_fund', max: 0, unit: 'rupiah' })).toEqual({ max: ['Enter a maximum above 0'] });
    expect(fieldErrors(calculatorLimitsKind, { field: 'target_fund', max: 5, unit: 'percent' })).toEqual({ unit: ['The unit of this field is rupiah'] });
    expect(Object.keys(fieldErrors(calculatorLimitsKind, { field: 'salary', max: 5, unit: 'rupiah' })!)).toEqual(['field']);
  });
});
