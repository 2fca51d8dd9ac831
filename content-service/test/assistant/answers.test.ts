import { describe, expect, it } from 'vitest';
import { apiErrorBody, single } from '@brids/contracts/schema';
import { assistantAnswer } from '@brids/contracts/assistant';
import { DEFAULT_RATE_LIMITS } from '../../src/lib/rate-limit.ts';
import { post, setup, TARGETS, useApp } from '../helpers.ts';

const answer = single(assistantAnswer);
const ask = (ctx: Parameters<typeof post>[0], body: unknown, query = '') => post(ctx, `/api/assistant/answers${query}`, body);

describe.each(TARGETS)('the assistant\'s answers (%s)', (target) => {
  const ctx = useApp(target);

  it('answers a FAQ question in Indonesian with that FAQ\'s own answer and page', async () => {
    const res = await ask(ctx, { question: 'Bagaimana cara membuka rekening saham?', locale: 'id' });
    expect(res.status).toBe(200);
    const { data } = answer.parse(res.body);
    expect(data).toEqual({
      kind: 'faq', question: 'Bagaimana cara membuka rekening saham?', url: '/id/faq/cara-membuka-rekening-saham',
      answer: expect.stringContaining('Unduh aplikasi BRIGHTS') as string,
    });
  });

  it('answers the same FAQ in English, in other words too', async () => {
    for (const question of ['How do I open a stock account?', 'open a stock account please']) {
      const { data } = answer.parse((await ask(ctx, { question, locale: 'en' })).body);
      expect(data).toEqual({
        kind: 'faq', question: 'How do I open a stock account?', url: '/en/faq/cara-membuka-rekening-saham',
        answer: '<p>Download the BRIGHTS app, fill in your details, upload your KTP and NPWP, then complete the face check. The account is active within 1–2 business days.</p>',
      });
    }
  });

  it('answers pages with links and plain snippets for a general question', async () => {
    for (const [question, locale] of [['saham', 'id'], ['stock', 'en'], ['laporan riset', 'id'], ['research reports', 'en']] as const) {
      const { data } = answer.parse((await ask(ctx, { question, locale })).body);
      expect(data.kind).toBe('pages');
      const results = data.kind === 'pages' ? data.results : [];
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(3);
      for (const result of results) {
        expect(result.url).toMatch(new RegExp(`^/${locale}(/|$)`));
        expect(result.snippet).not.toMatch(/[<>]/);
        expect(result.title.length).toBeGreaterThan(0);
      }
      expect(new Set(results.map((r) => r.url)).size).toBe(results.length);
    }
  });

  it('answers nothing to gibberish and to words that are only fillers', async () => {
    for (const question of ['qzxv wplkj frobnic', '?? !!', 'what is it']) {
      expect(answer.parse((await ask(ctx, { question, locale: 'en' })).body).data).toEqual({ kind: 'nothing' });
    }
  });

  it('refuses bad input with 422 in the visitor\'s language, never a 5xx', async () => {
    const short = await ask(ctx, { question: ' a ', locale: 'id' });
    expect(short.status).toBe(422);
    expect(apiErrorBody.parse(short.body).message).toMatch(/^Tulis pertanyaan/);
    const long = await ask(ctx, { question: 'x'.repeat(501), locale: 'en' });
    expect(long.status).toBe(422);
    expect(apiErrorBody.parse(long.body)).toMatchObject({ message: 'Write a question of 2 to 500 characters.', errors: { question: [expect.any(String)] } });
    const badLocale = await ask(ctx, { question: 'saham', locale: 'fr' }, '?locale=en');
    expect(badLocale.status).toBe(422);
    expect(apiErrorBody.parse(badLocale.body).errors).toHaveProperty('locale');
    for (const body of [null, [], 'text', 42, {}, { question: 42, locale: 'id' }, { question: ['a', 'b'], locale: 'en' }, '{"question":']) {
      const res = await ask(ctx, body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(apiErrorBody.safeParse(res.body).success).toBe(true);
    }
  });
});

describe('the assistant\'s rate limit', () => {
  it('answers 429 per address past the limit, in the visitor\'s language', async () => {
    const context = await setup('sqlite', { rateLimit: { limits: { ...DEFAULT_RATE_LIMITS, assistant: { max: 2, windowMs: 60_000 } } } });
    try {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const send = (address: string) => context.app.inject({
        method: 'POST', url: '/api/assistant/answers?locale=en', headers: { 'content-type': 'application/json', ...from(address) },
        payload: JSON.stringify({ question: 'saham', locale: 'en' }),
      });
      expect((await send('203.0.113.7')).statusCode).toBe(200);
      expect((await send('203.0.113.7')).statusCode).toBe(200);
      const refused = await send('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(apiErrorBody.parse(refused.json()).message).toMatch(/^Too many requests/);
      expect((await send('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await context.close();
    }
  });
});
