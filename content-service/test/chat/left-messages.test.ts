// Issue 28 item 3: outside hours (or with no agent online) the visitor leaves a message: a submission of the
// forms backbone (form `chat-message`), captcha, Idempotency-Key, stored with its outbox mails in one transaction,
// listed for staff; bad input a 422 per field in the visitor's language.
import { describe, expect, it } from 'vitest';
import { TEST_CAPTCHA_TOKEN } from '@brids/contracts';
import { TARGETS, useApp } from '../helpers.ts';
import { bearer, createAccount } from '../accounts/accounts.ts';
import { call } from './chat-helpers.ts';

const goodLeftMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rina Wijaya',
  email: 'rina@example.co.id',
  phone: '',
  message: 'Mohon hubungi saya tentang rekening margin.',
  consent: true,
  transcript: [{ author: 'visitor', body: 'Apa itu margin?' }, { author: 'assistant', body: 'Lihat halaman rekening margin.' }],
  captchaToken: TEST_CAPTCHA_TOKEN,
  ...overrides,
});

describe.each(TARGETS)('leaving a message on %s', (target) => {
  const context = useApp(target);
  const leave = (body: unknown, key: string, locale = 'id') => call(context, 'POST', `/api/chat/left-messages?locale=${locale}`, { body, headers: { 'idempotency-key': key } });

  it('stores the submission, its row and its mails in one go; a repeat with the same key is stored once', async () => {
    const first = await leave(goodLeftMessage(), 'chat-left-0001');
    expect(first.status).toBe(201);
    expect(first.body.data.reference).toMatch(/^CH-\d{8}-[A-Z2-9]{6}$/);
    const again = await leave(goodLeftMessage(), 'chat-left-0001');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await leave(goodLeftMessage({ message: 'Pesan lain yang berbeda sekali.' }), 'chat-left-0001')).status).toBe(409);

    const { db } = context.database;
    const submissions = await db.selectFrom('form_submissions').selectAll().where('form', '=', 'chat-message').execute();
    expect(submissions).toHaveLength(1);
    const row = await db.selectFrom('chat_left_messages').selectAll().where('submission_id', '=', submissions[0]!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Rina Wijaya', email: 'rina@example.co.id', phone: null });
    expect(JSON.parse(row.transcript!)).toHaveLength(2);
    const mails = await db.selectFrom('outbox_mails').selectAll().where('submission_id', '=', submissions[0]!.id).orderBy('id').execute();
    expect(mails.map((m) => [m.kind, m.to_address, m.status])).toEqual([['notification', 'customer.care@example.com', 'pending'], ['acknowledgement', 'rina@example.co.id', 'pending']]);
    expect(mails[0]!.body_text).toContain('Assistant: Lihat halaman rekening margin.');
    expect(mails[1]!.subject).toMatch(/^Pesan Anda sudah kami terima/);

    // Staff see it among the submissions.
    const staff = await createAccount(db, { role: 'staff' });
    const listed = await call(context, 'GET', '/api/submissions?filter[form]=chat-message', { headers: bearer(staff) });
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toMatchObject({ form: 'chat-message', fields: { name: 'Rina Wijaya', email: 'rina@example.co.id' } });
  });

  it('takes a phone number alone (no acknowledgement mail then), and needs an email or a phone number', async () => {
    const phoneOnly = await leave(goodLeftMessage({ email: '', phone: '0812 3456 7890' }), 'chat-left-0002', 'en');
    expect(phoneOnly.status).toBe(201);
    const none = await leave(goodLeftMessage({ email: '', phone: '' }), 'chat-left-0003', 'en');
    expect(none.status).toBe(422);
    expect(none.body.errors.email).toEqual(['Give an email address or a phone number so we can reach you']);
    const noneId = await leave(goodLeftMessage({ email: undefined, phone: undefined }), 'chat-left-0004', 'id');
    expect(noneId.body.errors.email).toEqual(['Isi email atau nomor telepon agar kami dapat menghubungi Anda']);
  });

  it('refuses bad fields per field in both languages, a missing captcha (400) and a missing key, never a 5xx', async () => {
    const bad = await leave(goodLeftMessage({ name: 'R', email: 'not-an-email', message: 'short', consent: false }), 'chat-left-0005', 'en');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      name: ['must be at least 3 characters'],
      email: ['Incorrect email format'],
      message: ['must be at least 10 characters'],
      consent: ['Please agree to the processing of your personal data to send the message'],
    });
    const badId = await leave(goodLeftMessage({ name: '' }), 'chat-left-0006', 'id');
    expect(badId.body.errors.name).toEqual(['Wajib diisi']);
    const captcha = await leave(goodLeftMessage({ captchaToken: 'wrong' }), 'chat-left-0007', 'en');
    expect(captcha.status).toBe(400);
    expect(captcha.body.errors.captchaToken).toBeTruthy();
    const noKey = await call(context, 'POST', '/api/chat/left-messages', { body: goodLeftMessage() });
    expect(noKey.status).toBe(400);
    const nul = await leave(goodLeftMessage({ message: 'Mohon hubungi saya \u0000 segera.' }), 'chat-left-0009', 'en');
    expect(nul.status).toBe(422);
    expect(nul.body.errors.message).toEqual(['Invalid value']);
    for (const body of ['nope', '[]', JSON.stringify({ transcript: 'x' })]) {
      expect((await leave(body, 'chat-left-0008')).status).toBeLessThan(500);
    }
  });
});
