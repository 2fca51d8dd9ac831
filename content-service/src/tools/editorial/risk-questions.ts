import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { LOCALES } from '@brids/contracts';
import { riskAnswer, riskQuestion } from '@brids/contracts/tools';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, filled, perLocale, slugField, wholeNumber } from '../../lib/both-languages.ts';
import type { DB } from '../../schema.ts';
import { siteUrls } from '../../site/site-paths.ts';
import { checkScoreRanges } from './score-ranges.ts';

const q = riskQuestion.shape;
const a = riskAnswer.shape;

/** A question of the risk-profile questionnaire (`GET /api/risk-profile/questions`) with its answers in order, both languages together. */
export const questionDocument = z.object({
  key: slugField(q.key),
  sort_order: wholeNumber(z.number(), 0, 'Enter a whole number of 0 or more'),
  text: bothLanguages(filled(q.text, 'Fill in the question')),
  hint: bothLanguages(q.hint),
  answers: z.array(z.object({
    key: slugField(a.key),
    points: wholeNumber(a.points, 0, 'Enter whole points (0 or more)'),
    text: bothLanguages(filled(a.text, 'Fill in the answer')),
  })).check(z.minLength(2, 'Give the question at least two answers'))
    .refine((answers) => new Set(answers.map((x) => x.key)).size === answers.length, 'Each answer needs a key of its own'),
});
export type QuestionDocument = z.infer<typeof questionDocument>;

async function readQuestion(db: Kysely<DB>, key: string): Promise<QuestionDocument | undefined> {
  const row = await db.selectFrom('risk_questions').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  const [texts, answers] = await Promise.all([
    db.selectFrom('risk_question_translations').selectAll().where('question_id', '=', row.id).execute(),
    db.selectFrom('risk_answers').selectAll().where('question_id', '=', row.id).orderBy('sort_order').orderBy('id').execute(),
  ]);
  const answerTexts = answers.length
    ? await db.selectFrom('risk_answer_translations').selectAll().where('answer_id', 'in', answers.map((x) => x.id)).execute()
    : [];
  const text = (locale: string) => texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'id');
  const answerText = (id: number, locale: string) =>
    (answerTexts.find((t) => t.answer_id === id && t.locale === locale) ?? answerTexts.find((t) => t.answer_id === id && t.locale === 'id'))?.text;
  return {
    key: row.key,
    sort_order: Number(row.sort_order),
    text: perLocale((locale) => text(locale)?.text ?? row.key),
    hint: perLocale((locale) => text(locale)?.hint ?? ''),
    answers: answers.map((x) => ({ key: x.key, points: Number(x.points), text: perLocale((locale) => answerText(x.id, locale) ?? x.key) })),
  };
}

async function publishQuestion(trx: Transaction<DB>, doc: QuestionDocument): Promise<void> {
  const existing = await trx.selectFrom('risk_questions').select('id').where('key', '=', doc.key).executeTakeFirst();
  const id = existing
    ? (await trx.updateTable('risk_questions').set({ sort_order: doc.sort_order }).where('id', '=', existing.id).execute(), existing.id)
    : (await trx.insertInto('risk_questions').values({ key: doc.key, sort_order: doc.sort_order }).returning('id').executeTakeFirstOrThrow()).id;
  await trx.deleteFrom('risk_question_translations').where('question_id', '=', id).execute();
  await trx.insertInto('risk_question_translations').values(LOCALES.map((locale) => ({ question_id: id, locale, text: doc.text[locale], hint: doc.hint[locale] }))).execute();
  await removeAnswers(trx, id);
  for (const [i, answer] of doc.answers.entries()) {
    const row = await trx.insertInto('risk_answers').values({ question_id: id, key: answer.key, points: answer.points, sort_order: i + 1 }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('risk_answer_translations').values(LOCALES.map((locale) => ({ answer_id: row.id, locale, text: answer.text[locale] }))).execute();
  }
  await checkScoreRanges(trx, 'answers');
}

async function removeAnswers(trx: Transaction<DB>, questionId: number): Promise<void> {
  const ids = (await trx.selectFrom('risk_answers').select('id').where('question_id', '=', questionId).execute()).map((r) => r.id);
  if (ids.length) await trx.deleteFrom('risk_answer_translations').where('answer_id', 'in', ids).execute();
  await trx.deleteFrom('risk_answers').where('question_id', '=', questionId).execute();
}

/**
 * The questions of the risk-profile quiz. Nothing stores answers, so a question taken off the site is
 * deleted (the editorial layer keeps its document). Every change must leave each reachable score with
 * exactly one profile (`checkScoreRanges`), else it is refused and nothing changes.
 */
export const riskQuestionsKind: ContentKind<QuestionDocument> = {
  name: 'risk-questions',
  label: { id: 'Pertanyaan profil risiko', en: 'Risk-profile questions' },
  writers: ['editor'],
  fourEyes: false,
  schema: questionDocument,
  keyOf: (doc) => doc.key,
  titleOf: (doc) => doc.text,
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('risk_questions').select('key').orderBy('sort_order').orderBy('id').execute()).map((r) => r.key);
  },
  read: readQuestion,
  publish: publishQuestion,
  async unpublish(trx, key) {
    const row = await trx.selectFrom('risk_questions').select('id').where('key', '=', key).executeTakeFirst();
    if (!row) return;
    await removeAnswers(trx, row.id);
    await trx.deleteFrom('risk_question_translations').where('question_id', '=', row.id).execute();
    await trx.deleteFrom('risk_questions').where('id', '=', row.id).execute();
    await checkScoreRanges(trx, 'key');
  },
  sitePaths: () => siteUrls('risk-profile'),
};
