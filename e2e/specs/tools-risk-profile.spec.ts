// The risk-profile quiz and its result as a visitor goes through them: one question at a time
// with progress, back and forward, every answer needed; the result the content service scores,
// with products linking to their pages; retake in one click; nothing stored; the service down.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { BROWSER_RENDERED_SITE_URL, CONTENT_API } from '../support/env.ts';
import type { Locale } from '../support/content.ts';

const QUIZ = { en: '/en/analysis-tools/risk-profile', id: '/id/alat-analisis/profil-risiko' } as const;
const RESULT = { en: '/en/risk-profile/result', id: '/id/profil-risiko/hasil' } as const;
const TEXT = {
  en: { next: 'Next', back: 'Back', finish: 'See my result', progress: 'Question', of: 'of', choose: 'Choose one answer', retake: 'Retake the quiz' },
  id: { next: 'Berikutnya', back: 'Sebelumnya', finish: 'Lihat hasil', progress: 'Pertanyaan', of: 'dari', choose: 'Pilih salah satu jawaban', retake: 'Ulangi kuis' },
} as const;

interface Question {
  key: string;
  text: string;
  answers: { key: string; text: string; points: number }[];
}
interface Result {
  score: number;
  max_score: number;
  profile: { name: string; characteristics: string[]; products: { route: string; title: string }[]; disclaimer: string };
}

async function scored(answers: Record<string, string>, locale: Locale): Promise<Result> {
  const res = await fetch(`${CONTENT_API}/risk-profile/result?locale=${locale}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ answers }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Result }).data;
}

/** Answers each question with the answer `pick` chooses, through the form as a visitor does. */
async function answerAll(page: Page, locale: Locale, questions: Question[], pick: (q: Question, i: number) => number, from = 0) {
  const chosen: Record<string, string> = {};
  for (const [i, question] of questions.entries()) {
    if (i < from) continue;
    await expect(page.getByText(`${TEXT[locale].progress} ${i + 1} ${TEXT[locale].of} ${questions.length}`, { exact: true })).toBeVisible();
    const group = page.getByRole('group', { name: question.text });
    const answer = question.answers[pick(question, i)]!;
    await group.getByRole('radio', { name: answer.text, exact: true }).check();
    chosen[question.key] = answer.key;
    const last = i === questions.length - 1;
    await page.getByRole('button', { name: last ? TEXT[locale].finish : TEXT[locale].next }).click();
  }
  return chosen;
}

test.describe('risk-profile quiz and result', () => {
  test('English: progress, an answer needed, back keeps answers, then the scored profile with its products', async ({ site, page, content }) => {
    const { data: questions } = await content.get<{ data: Question[] }>('/risk-profile/questions', 'en');
    await site.open(QUIZ.en);
    await expect(site.heading).toHaveText('Risk Profile');

    // Next without an answer says so, next to the question.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose one answer');
    await expect(page.getByText('Question 1 of 8', { exact: true })).toBeVisible();

    // Two questions forward, one back: the answer given is still chosen.
    const first = page.getByRole('group', { name: questions[0]!.text });
    await first.getByRole('radio', { name: questions[0]!.answers[2]!.text }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Question 2 of 8', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('group', { name: questions[0]!.text }).getByRole('radio', { name: questions[0]!.answers[2]!.text })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();

    const chosen = {
      [questions[0]!.key]: questions[0]!.answers[2]!.key,
      ...(await answerAll(page, 'en', questions, (_, i) => (i % 2 === 0 ? 3 : 2), 1)),
    };
    await site.expectPage({ path: RESULT.en, heading: 'Risk Profile Result', locale: 'en' });

    const expected = await scored(chosen, 'en');
    await expect(page.getByRole('heading', { level: 2, name: expected.profile.name })).toBeVisible();
    await expect(page.getByText(`Your score: ${expected.score} out of ${expected.max_score}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Characteristics' }).getByRole('listitem')).toHaveText(expected.profile.characteristics);
    await expect(page.getByText(expected.profile.disclaimer)).toBeVisible();
    const products = page.getByRole('region', { name: 'Suitable products' }).getByRole('link');
    await expect(products).toHaveText(expected.profile.products.map((p) => p.title));

    // A product links to its page on the site, without a document load.
    const marker = await site.markDocument();
    const product = expected.profile.products[0]!;
    const href = await products.first().getAttribute('href');
    expect(href).toMatch(new RegExp(`^/en/`));
    await products.first().click();
    await site.expectPage({ path: href!, locale: 'en' });
    await site.expectSameDocument(marker);
    expect(product.route.length).toBeGreaterThan(0);
  });

  test('Indonesian: the result without answers goes to the quiz; retake is one click; nothing is stored', async ({ site, page, content }) => {
    await site.open(RESULT.id);
    await site.expectPage({ path: QUIZ.id, heading: 'Profil Risiko', locale: 'id' });
    const storage = async () =>
      page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
    const before = await storage();

    const { data: questions } = await content.get<{ data: Question[] }>('/risk-profile/questions', 'id');
    // The most careful answer to every question: conservative.
    const chosen = await answerAll(page, 'id', questions, (q) => q.answers.findIndex((a) => a.points === Math.min(...q.answers.map((x) => x.points))));
    await site.expectPage({ path: RESULT.id, heading: 'Hasil Profil Risiko', locale: 'id' });
    const expected = await scored(chosen, 'id');
    await expect(page.getByRole('heading', { level: 2, name: expected.profile.name })).toHaveText('Konservatif');
    await expect(page.getByText(`Skor Anda ${expected.score} dari ${expected.max_score}`)).toBeVisible();

    // The same result in English after switching language, answers kept in memory only.
    await site.switchLanguage('id');
    await site.expectPage({ path: RESULT.en, locale: 'en' });
    await expect(page.getByRole('heading', { level: 2, name: 'Conservative' })).toBeVisible();
    await site.switchLanguage('en');
    await site.expectPage({ path: RESULT.id, locale: 'id' });
    expect(await storage()).toBe(before);

    await page.getByRole('button', { name: 'Ulangi kuis' }).click();
    await site.expectPage({ path: QUIZ.id, locale: 'id' });
    await expect(page.getByText('Pertanyaan 1 dari 8', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);

    // A reload forgets everything: the result page sends the visitor to the quiz again.
    await answerAll(page, 'id', questions, () => 1);
    await site.expectPage({ path: RESULT.id, locale: 'id' });
    await page.reload();
    await site.expectPage({ path: QUIZ.id, locale: 'id' });
  });

  test('keyboard only: arrows choose, Enter goes on, the next question is announced', async ({ site, page, content }) => {
    const { data: questions } = await content.get<{ data: Question[] }>('/risk-profile/questions', 'en');
    await site.open(QUIZ.en);
    const first = page.getByRole('group', { name: questions[0]!.text }).getByRole('radio');
    await first.first().focus();
    for (let i = 0; i < questions.length; i++) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      if (i < questions.length - 1) {
        // The focus moves to the next question's legend, which carries the progress for screen readers.
        await expect(page.locator('legend')).toBeFocused();
        await expect(page.locator('legend')).toContainText(`Question ${i + 2} of ${questions.length}: ${questions[i + 1]!.text}`);
        await page.keyboard.press('Tab');
      }
    }
    await site.expectPage({ path: RESULT.en, heading: 'Risk Profile Result', locale: 'en' });
    // Every answer was the second one.
    const expected = await scored(Object.fromEntries(questions.map((q) => [q.key, q.answers[1]!.key])), 'en');
    await expect(page.getByRole('heading', { level: 2, name: expected.profile.name })).toBeVisible();
  });

  test('content service down: the quiz and the result say so and recover on retry', async ({ site, page, content, consoleGuard }) => {
    consoleGuard.allowFailedLoadsOf(/\/api\/risk-profile\//);
    const QUESTIONS = /\/api\/risk-profile\/questions/;
    await page.route(QUESTIONS, (route) => route.abort());
    // On a document the browser renders: the server's render already holds the questions.
    await site.open(BROWSER_RENDERED_SITE_URL + QUIZ.en);
    await expect(site.main.getByRole('alert')).toContainText('The questions could not be loaded.');
    await page.unroute(QUESTIONS);
    await site.main.getByRole('button', { name: 'Try again' }).click();
    const { data: questions } = await content.get<{ data: Question[] }>('/risk-profile/questions', 'en');

    const RESULT_API = /\/api\/risk-profile\/result/;
    await page.route(RESULT_API, (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }));
    await answerAll(page, 'en', questions, () => 0);
    await site.expectPage({ path: RESULT.en, locale: 'en' });
    await expect(site.main.getByRole('alert')).toContainText('Your risk profile could not be worked out.');
    await page.unroute(RESULT_API);
    await site.main.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Conservative' })).toBeVisible();
  });
});
