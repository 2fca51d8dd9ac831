import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CAPTCHA_TOKEN } from '@brids/contracts';
import { submissionReceipt } from '@brids/contracts/forms';
import { SAMPLE_CLIENTS } from '../../src/education/registration/seed.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/lib/rate-limit.ts';
import { type Answer, get, post, TARGETS, type TestContext, useApp } from '../helpers.ts';

const GENEROUS = { limits: { ...DEFAULT_RATE_LIMITS, form: { max: 100_000, windowMs: 60_000 } } };

interface EventSummary {
  slug: string;
  status: string;
  seats_left: number;
}

const register = (context: TestContext, slug: string, kind: 'client' | 'non-client', body: unknown, locale = 'en', key = randomUUID()) =>
  post(context, `/api/eduvest-events/${slug}/registrations/${kind}?locale=${locale}`, body, { 'idempotency-key': key });

const nonClient = (email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Rina Maharani',
  email,
  mobile: '081234567890',
  city: 'Bandung',
  consent: true,
  captchaToken: TEST_CAPTCHA_TOKEN,
  ...overrides,
});
const errorsOf = (answer: Answer) => (answer.body as { errors?: Record<string, string[]> }).errors ?? {};

async function events(context: TestContext): Promise<EventSummary[]> {
  const upcoming = await get(context, '/api/eduvest-events?filter[period]=upcoming&page[size]=50');
  const past = await get(context, '/api/eduvest-events?filter[period]=past&page[size]=50');
  return [...(upcoming.body as { data: EventSummary[] }).data, ...(past.body as { data: EventSummary[] }).data];
}

/** A fresh open event: the first open one, its seats reset so each test starts with room. */
async function openEvent(context: TestContext, seatsLeft: number): Promise<string> {
  const event = (await events(context)).find((e) => e.status === 'open')!;
  const db = context.database.db;
  const row = await db.selectFrom('eduvest_events').select(['id', 'quota']).where('slug', '=', event.slug).executeTakeFirstOrThrow();
  await db.deleteFrom('eduvest_registrations').where('event_id', '=', row.id).execute();
  await db.updateTable('eduvest_events').set({ seats_taken: row.quota - seatsLeft }).where('id', '=', row.id).execute();
  return event.slug;
}

describe.each(TARGETS)('Eduvest registration (%s)', (target) => {
  const context = useApp(target, { rateLimit: GENEROUS });

  it('registers a client by the last 7 digits of the code, once, with a confirmation mail', async () => {
    const slug = await openEvent(context, 20);
    const client = SAMPLE_CLIENTS[0];
    const answer = await register(context, slug, 'client', { clientCode: client.code_last7, captchaToken: TEST_CAPTCHA_TOKEN });
    expect(answer.status).toBe(201);
    expect(submissionReceipt.parse(answer.body).data.reference).toMatch(/^EV-/);
    const mail = await context.database.db.selectFrom('outbox_mails').selectAll().where('to_address', '=', client.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Eduvest registration: /);
    expect(mail.body_text).toContain('WIB');

    const again = await register(context, slug, 'client', { clientCode: client.code_last7, captchaToken: TEST_CAPTCHA_TOKEN });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe('You are already registered. Please check your email.');
    // The same person as a non-client, with the client's email: still one registration.
    const asNonClient = await register(context, slug, 'non-client', nonClient(client.email.toUpperCase()), 'id');
    expect(asNonClient.status).toBe(409);
    expect((asNonClient.body as { message: string }).message).toBe('Anda sudah terdaftar. Silakan periksa email Anda.');
  });

  it("gives the spec's client-code messages, and 'Code yang Anda masukkan tidak terdaftar.' on both sites", async () => {
    const slug = await openEvent(context, 20);
    const letters = await register(context, slug, 'client', { clientCode: '12ab567', captchaToken: TEST_CAPTCHA_TOKEN });
    expect(errorsOf(letters)).toEqual({ clientCode: ['Please fill in numbers'] });
    const short = await register(context, slug, 'client', { clientCode: '12345', captchaToken: TEST_CAPTCHA_TOKEN });
    expect(errorsOf(short)).toEqual({ clientCode: ['Please enter 7 digits'] });
    const shortId = await register(context, slug, 'client', { clientCode: '12345', captchaToken: TEST_CAPTCHA_TOKEN }, 'id');
    expect(errorsOf(shortId)).toEqual({ clientCode: ['Masukkan 7 digit'] });
    for (const locale of ['en', 'id']) {
      const unknown = await register(context, slug, 'client', { clientCode: '9999999', captchaToken: TEST_CAPTCHA_TOKEN }, locale);
      expect(unknown.status).toBe(422);
      expect(errorsOf(unknown)).toEqual({ clientCode: ['Code yang Anda masukkan tidak terdaftar.'] });
    }
  });

  it('checks a non-client: name, email, an Indonesian mobile number (+62 or 08, digits only), city, consent', async () => {
    const slug = await openEvent(context, 20);
    const bad = await register(context, slug, 'non-client', { fullName: '', email: 'x@', mobile: '0812-3456-789', city: '', consent: false, captchaToken: TEST_CAPTCHA_TOKEN }, 'id');
    expect(bad.status).toBe(422);
    expect(errorsOf(bad)).toEqual({
      fullName: ['Wajib diisi'],
      email: ['Format email salah'],
      mobile: ['Harus berupa angka'],
      city: ['Wajib diisi'],
      consent: ['Anda perlu menyetujui pemrosesan data pribadi untuk mengirim pesan'],
    });
    expect(errorsOf(await register(context, slug, 'non-client', nonClient('a@example.com', { mobile: '+6591234567' })))).toEqual({ mobile: ['An Indonesian mobile number starts with +62 or 08'] });
    expect(errorsOf(await register(context, slug, 'non-client', nonClient('a@example.com', { mobile: '0812345' })))).toEqual({ mobile: ['must be at least 10 digits'] });
    expect((await register(context, slug, 'non-client', nonClient('plus62@example.com', { mobile: '+6281234567890' }))).status).toBe(201);
    const { captchaToken: _, ...noCaptcha } = nonClient('nocaptcha@example.com');
    expect((await register(context, slug, 'non-client', noCaptcha)).status).toBe(400);
  });

  it('refuses full, closed and finished events with their reason, and unknown events with 404', async () => {
    const all = await events(context);
    for (const status of ['closed', 'finished'] as const) {
      const event = all.find((e) => e.status === status)!;
      const answer = await register(context, event.slug, 'non-client', nonClient(`${status}@example.com`));
      expect(answer.status).toBe(409);
      expect(errorsOf(answer)).toEqual({ reason: [status] });
    }
    const slug = await openEvent(context, 0);
    const full = await register(context, slug, 'non-client', nonClient('late@example.com'));
    expect(full.status).toBe(409);
    expect(errorsOf(full)).toEqual({ reason: ['full'] });
    expect((await register(context, 'no-such-event', 'non-client', nonClient('x@example.com'))).status).toBe(404);
    expect((await register(context, slug, 'other' as 'client', nonClient('x@example.com'))).status).toBe(404);
  });

  it('never overbooks: 50 concurrent registrations for the last 10 seats, exactly 10 succeed', async () => {
    const slug = await openEvent(context, 10);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => register(context, slug, 'non-client', nonClient(`rush${i}@example.com`))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const refused of answers.filter((a) => a.status === 409)) expect(errorsOf(refused)).toEqual({ reason: ['full'] });
    const row = await context.database.db.selectFrom('eduvest_events').select(['id', 'quota', 'seats_taken']).where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(row.seats_taken).toBe(row.quota);
    const registrations = await context.database.db.selectFrom('eduvest_registrations').select('id').where('event_id', '=', row.id).execute();
    expect(registrations).toHaveLength(10);
  });

  it('registers one person once when the same email is sent concurrently under different keys', async () => {
    const slug = await openEvent(context, 10);
    const answers = await Promise.all(Array.from({ length: 8 }, () => register(context, slug, 'non-client', nonClient('twice@example.com'))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(errorsOf(refused)).toEqual({ reason: ['already-registered'] });
    }
    const row = await context.database.db.selectFrom('eduvest_events').select(['quota', 'seats_taken']).where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(row.quota - row.seats_taken).toBe(9);
  });

  it('answers a repeated Idempotency-Key with the first answer, and another event under that key with 409', async () => {
    const slug = await openEvent(context, 5);
    const key = randomUUID();
    const first = await register(context, slug, 'non-client', nonClient('idem@example.com'), 'en', key);
    const again = await register(context, slug, 'non-client', nonClient('idem@example.com'), 'en', key);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = (await events(context)).find((e) => e.slug !== slug && e.status === 'open')!;
    expect((await register(context, other.slug, 'non-client', nonClient('idem@example.com'), 'en', key)).status).toBe(409);
  });
});
