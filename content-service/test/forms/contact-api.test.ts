import { TEST_CAPTCHA_TOKEN } from '@brids/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { submissionReceipt } from '@brids/contracts/forms';
import { DEFAULT_RATE_LIMITS } from '../../src/lib/rate-limit.ts';
import { goodMessage } from './fixtures.ts';
import { type Answer, get, post, TARGETS, type TestContext, useApp } from '../helpers.ts';

const GENEROUS = { limits: { ...DEFAULT_RATE_LIMITS, form: { max: 1000, windowMs: 60_000 } } };


const send = (context: TestContext, body: unknown, { key = randomUUID(), locale = 'id', headers = {} }: { key?: string | null; locale?: string; headers?: Record<string, string> } = {}) =>
  post(context, `/api/contact-messages?locale=${locale}`, body, { ...(key ? { 'idempotency-key': key } : {}), ...headers });

const errorsOf = (answer: Answer) => (answer.body as { errors?: Record<string, string[]> }).errors ?? {};

async function count(context: TestContext, table: 'form_submissions' | 'outbox_mails' | 'contact_messages') {
  const row = await context.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(TARGETS)('contact form API (%s)', (target) => {
  const context = useApp(target, { rateLimit: GENEROUS });

  it('stores a good message once with its two mails and answers a reference number', async () => {
    const before = await count(context, 'form_submissions');
    const answer = await send(context, goodMessage());
    expect(answer.status).toBe(201);
    const { data } = submissionReceipt.parse(answer.body);
    expect(data.reference).toMatch(/^CT-\d{8}-[2-9A-Z]{6}$/);
    expect(await count(context, 'form_submissions')).toBe(before + 1);
    const row = await context.database.db
      .selectFrom('form_submissions as s')
      .innerJoin('contact_messages as c', 'c.submission_id', 's.id')
      .select(['s.id', 'c.full_name', 'c.phone', 'c.email'])
      .where('s.reference', '=', data.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: 'Budi Santoso', phone: '0812 3456 7890', email: 'budi@example.co.id' });
    const mails = await context.database.db.selectFrom('outbox_mails').selectAll().where('submission_id', '=', row.id).orderBy('id').execute();
    expect(mails.map((m) => [m.kind, m.to_address, m.status])).toEqual([
      ['notification', 'customer.care@example.com', 'pending'],
      ['acknowledgement', 'budi@example.co.id', 'pending'],
    ]);
    expect(mails[1]?.subject).toContain(data.reference);
    expect(mails[1]?.body_text).toContain('Terima kasih');
  });

  it('writes the acknowledgement in the visitor language', async () => {
    const answer = await send(context, goodMessage({ email: 'jane@example.com' }), { locale: 'en' });
    expect(answer.status).toBe(201);
    const mail = await context.database.db.selectFrom('outbox_mails').selectAll().where('to_address', '=', 'jane@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^We have received your message/);
  });

  it('answers a repeated Idempotency-Key with the first answer and never stores twice', async () => {
    const key = randomUUID();
    const first = await send(context, goodMessage({ fullName: 'Repeat Visitor' }), { key });
    const before = await count(context, 'form_submissions');
    const mailsBefore = await count(context, 'outbox_mails');
    // A retry after a lost answer may carry a fresh captcha response: it is not part of the submission.
    const again = await send(context, goodMessage({ fullName: 'Repeat Visitor', captchaToken: 'another-token' }), { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(context, 'form_submissions')).toBe(before);
    expect(await count(context, 'outbox_mails')).toBe(mailsBefore);
  });

  it('stores once when the same key arrives twice at the same time', async () => {
    const key = randomUUID();
    const before = await count(context, 'form_submissions');
    const answers = await Promise.all([1, 2, 3].map(() => send(context, goodMessage({ fullName: 'Racing Visitor' }), { key })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await count(context, 'form_submissions')).toBe(before + 1);
  });

  it('answers 409 for the same key with a different body', async () => {
    const key = randomUUID();
    expect((await send(context, goodMessage(), { key })).status).toBe(201);
    const other = await send(context, goodMessage({ message: 'A completely different message, sent with the same key.' }), { key, locale: 'en' });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: 'This Idempotency-Key was already used for a different submission.' });
  });

  it("gives the spec's messages per field, in Indonesian and in English (422)", async () => {
    const bad = { fullName: 'Bu', email: 'budi@', phone: '0812-abc', domicile: 'indonesia', message: 'Terlalu pendek', consent: false, captchaToken: TEST_CAPTCHA_TOKEN };
    const id = await send(context, bad);
    expect(id.status).toBe(422);
    expect(errorsOf(id)).toEqual({
      fullName: ['minimal 3 karakter'],
      email: ['Format email salah'],
      phone: ['Harus berupa angka'],
      message: ['minimal 20 karakter'],
      consent: ['Anda perlu menyetujui pemrosesan data pribadi untuk mengirim pesan'],
    });
    const en = await send(context, bad, { locale: 'en' });
    expect(errorsOf(en)).toEqual({
      fullName: ['must be at least 3 characters'],
      email: ['Incorrect email format'],
      phone: ['Must be numerical'],
      message: ['must be at least 20 characters'],
      consent: ['Please agree to the processing of your personal data to send the message'],
    });
    const short = await send(context, goodMessage({ phone: '0812345' }), { locale: 'en' });
    expect(errorsOf(short)).toEqual({ phone: ['must be at least 9 digits'] });
  });

  it("answers 'Wajib diisi' / 'Required' for every missing field", async () => {
    const id = await send(context, { captchaToken: TEST_CAPTCHA_TOKEN });
    expect(id.status).toBe(422);
    for (const field of ['fullName', 'email', 'phone', 'domicile', 'message']) expect(errorsOf(id)[field]).toEqual(['Wajib diisi']);
    const en = await send(context, { fullName: '   ', email: '', phone: '', message: '', captchaToken: TEST_CAPTCHA_TOKEN }, { locale: 'en' });
    for (const field of ['fullName', 'email', 'phone', 'domicile', 'message']) expect(errorsOf(en)[field]).toEqual(['Required']);
    // Accept-Language decides when the query names no locale.
    const header = await post(context, '/api/contact-messages', {}, { 'idempotency-key': randomUUID(), 'accept-language': 'en-US,en;q=0.9' });
    expect(errorsOf(header).email).toEqual(['Required']);
  });

  it('refuses wrong types and over-long values with 422, never a 5xx', async () => {
    const answer = await send(context, goodMessage({ fullName: 42, email: ['a'], phone: 812345678, domicile: 'mars', message: 'x'.repeat(2001), consent: 'yes' }), { locale: 'en' });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer)).toMatchObject({
      fullName: ['Required'],
      email: ['Required'],
      phone: ['Required'],
      domicile: ['Required'],
      message: ['must be at most 2000 characters'],
    });
    expect(errorsOf(answer).consent).toHaveLength(1);
  });

  it('refuses a NUL character in any text with 422 in the visitor language, storing nothing (PostgreSQL cannot store one: never a 5xx)', async () => {
    const before = await count(context, 'form_submissions');
    const answer = await send(context, goodMessage({ fullName: 'Budi \u0000 Santoso', email: 'budi\u0000@example.com', message: `Mohon info pembukaan rekening \u0000 saham untuk saya.` }), { locale: 'en' });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer)).toMatchObject({ fullName: ['Invalid value'], email: ['Incorrect email format'], message: ['Invalid value'] });
    const id = await send(context, goodMessage({ message: 'Mohon info pembukaan rekening \u0000 saham untuk saya.' }));
    expect(errorsOf(id)).toMatchObject({ message: ['Isian tidak valid'] });
    expect(await count(context, 'form_submissions')).toBe(before);
  });

  it('takes an international number from outside Indonesia, and asks for 08 or +62 inside it', async () => {
    expect((await send(context, goodMessage({ domicile: 'abroad', phone: '+1 415 555 0100' }))).status).toBe(201);
    const inside = await send(context, goodMessage({ phone: '+1 415 555 0100' }), { locale: 'en' });
    expect(inside.status).toBe(422);
    expect(errorsOf(inside)).toEqual({ phone: ['An Indonesian number starts with 08 or +62'] });
  });

  it('answers bad JSON 400, a non-object 422, a wrong content type 415 and a huge body 413', async () => {
    const badJson = await post(context, '/api/contact-messages?locale=en', '{"fullName": ', { 'idempotency-key': randomUUID() });
    expect(badJson).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    const list = await send(context, [goodMessage()], { locale: 'en' });
    expect(list).toMatchObject({ status: 422, body: { message: 'The request body must be a JSON object.' } });
    const form = await context.app.inject({
      method: 'POST',
      url: '/api/contact-messages?locale=en',
      headers: { 'content-type': 'text/plain', 'idempotency-key': randomUUID() },
      payload: 'fullName=Budi',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ message: 'Send the form as application/json.' });
    const huge = await send(context, goodMessage({ message: 'x'.repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    expect((huge.body as { message: string }).message).toBeTruthy();
  });

  it('needs an Idempotency-Key (400)', async () => {
    const none = await send(context, goodMessage(), { key: null, locale: 'en' });
    expect(none).toMatchObject({ status: 400, body: { message: 'The Idempotency-Key header is required: 8–128 letters, digits, - or _.' } });
    expect((await send(context, goodMessage(), { key: 'short' })).status).toBe(400);
  });

  it('answers 400 with a clear message without a captcha response or with a bad one', async () => {
    const before = await count(context, 'form_submissions');
    const { captchaToken: _, ...withoutCaptcha } = goodMessage();
    const missing = await send(context, withoutCaptcha, { locale: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'The captcha was not completed or has expired. Please complete it again.',
      errors: { captchaToken: ['The captcha was not completed or has expired. Please complete it again.'] },
    });
    const bad = await send(context, goodMessage({ captchaToken: 'forged' }));
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(/^Captcha belum diselesaikan/);
    expect(await count(context, 'form_submissions')).toBe(before);
  });

  it('tells a bot filling the honeypot that it worked, and stores and sends nothing', async () => {
    const before = await count(context, 'form_submissions');
    const mails = await count(context, 'outbox_mails');
    const answer = await send(context, goodMessage({ website: 'http://spam.example' }));
    expect(answer.status).toBe(201);
    expect(submissionReceipt.safeParse(answer.body).success).toBe(true);
    expect(await count(context, 'form_submissions')).toBe(before);
    expect(await count(context, 'outbox_mails')).toBe(mails);
  });

  it('refuses an unknown locale with 400', async () => {
    const answer = await send(context, goodMessage(), { locale: 'fr' });
    expect(answer.status).toBe(400);
  });

  it('is not a GET resource', async () => {
    expect((await get(context, '/api/contact-messages')).status).toBe(404);
  });
});
