import type { Kysely } from 'kysely';
import { FALLBACK_LOCALE, type Locale, type RiskProduct, type RiskProfile, type RiskQuestion } from '@brids/contracts';
import type { DB } from '../schema.ts';
import { parseJsonList, parseStringList } from '../lib/json.ts';

/** Picks the row of the locale, else the fallback locale's (spec §9). */
function pick<R extends { locale: string }>(rows: R[], locale: Locale): R | undefined {
  return rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === FALLBACK_LOCALE);
}

function byId<R extends { locale: string }>(rows: R[], id: (row: R) => number): Map<number, R[]> {
  const map = new Map<number, R[]>();
  for (const row of rows) map.set(id(row), [...(map.get(id(row)) ?? []), row]);
  return map;
}

const locales = (locale: Locale) => [...new Set([locale, FALLBACK_LOCALE])];

/** The questionnaire in order: each question's text and hint and its answers with their points, in the locale. */
export async function loadQuestionnaire(db: Kysely<DB>, locale: Locale): Promise<RiskQuestion[]> {
  const questions = await db.selectFrom('risk_questions').select(['id', 'key']).orderBy('sort_order').orderBy('id').execute();
  if (questions.length === 0) return [];
  const texts = byId(
    await db.selectFrom('risk_question_translations').selectAll().where('locale', 'in', locales(locale)).execute(),
    (r) => r.question_id,
  );
  const answers = await db
    .selectFrom('risk_answers')
    .select(['id', 'question_id', 'key', 'points'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const answerTexts = byId(
    await db.selectFrom('risk_answer_translations').selectAll().where('locale', 'in', locales(locale)).execute(),
    (r) => r.answer_id,
  );
  return questions.map((q) => {
    const text = pick(texts.get(q.id) ?? [], locale);
    return {
      key: q.key,
      text: text?.text ?? q.key,
      hint: text?.hint ?? '',
      answers: answers
        .filter((a) => a.question_id === q.id)
        .map((a) => ({ key: a.key, text: pick(answerTexts.get(a.id) ?? [], locale)?.text ?? a.key, points: Number(a.points) })),
    };
  });
}

function product(value: Record<string, unknown>): RiskProduct | null {
  const { route, title, description } = value;
  if (typeof route !== 'string' || typeof title !== 'string') return null;
  return { route, title, description: typeof description === 'string' ? description : '' };
}

/** Every profile with its score range, lowest range first, in the locale. */
export async function loadProfiles(db: Kysely<DB>, locale: Locale): Promise<RiskProfile[]> {
  const profiles = await db
    .selectFrom('risk_profiles')
    .select(['id', 'slug', 'min_score', 'max_score'])
    .orderBy('min_score')
    .orderBy('sort_order')
    .execute();
  if (profiles.length === 0) return [];
  const texts = byId(
    await db.selectFrom('risk_profile_translations').selectAll().where('locale', 'in', locales(locale)).execute(),
    (r) => r.profile_id,
  );
  return profiles.map((p) => {
    const text = pick(texts.get(p.id) ?? [], locale);
    return {
      slug: p.slug,
      name: text?.name ?? p.slug,
      summary: text?.summary ?? '',
      characteristics: parseStringList(text?.characteristics),
      products: parseJsonList(text?.products).flatMap((v) => product(v) ?? []),
      disclaimer: text?.disclaimer ?? '',
      min_score: Number(p.min_score),
      max_score: Number(p.max_score),
    };
  });
}
