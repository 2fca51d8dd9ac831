import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { submissionRecord } from '@brids/contracts/forms';
import { z } from '@brids/contracts/schema';
import { deleteExpiredSubmissions } from '../../src/forms/retention.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/lib/rate-limit.ts';
import { get, post, setup, TARGETS, useApp } from '../helpers.ts';
import { createAccount } from '../accounts/accounts.ts';
import { goodMessage } from './fixtures.ts';

const GENEROUS = { limits: { ...DEFAULT_RATE_LIMITS, form: { max: 1000, windowMs: 60_000 } } };

async function login(context: Parameters<typeof post>[0], email: string, password: string): Promise<string> {
  const answer = await post(context, '/api/auth/login', { email, password });
  return (answer.body as { token: string }).token;
}

describe.each(TARGETS)('submissions for staff, and retention (%s)', (target) => {
  const context = useApp(target, { rateLimit: GENEROUS });

  it('lists and exports submissions only for staff (and admins)', async () => {
    for (const name of ['Ani Export', 'Bayu Export']) {
      const sent = await post(context, '/api/contact-messages?locale=en', goodMessage({ fullName: name, message: 'Hello, "quoted", and a comma, =1+1 formula.' }), { 'idempotency-key': randomUUID() });
      expect(sent.status).toBe(201);
    }
    expect((await get(context, '/api/submissions')).status).toBe(401);
    const editorAccount = await createAccount(context.database.db, { role: 'editor' });
    const editor = await login(context, editorAccount.email, editorAccount.password);
    expect((await get(context, '/api/submissions', { authorization: `Bearer ${editor}` })).status).toBe(403);
    const admin = await createAccount(context.database.db, { role: 'admin' });
    expect((await get(context, '/api/submissions', { authorization: `Bearer ${admin.token}` })).status).toBe(200);

    const staffAccount = await createAccount(context.database.db, { role: 'staff' });
    const staff = await login(context, staffAccount.email, staffAccount.password);
    const auth = { authorization: `Bearer ${staff}` };
    const listed = await get(context, '/api/submissions?filter[form]=contact&page[size]=50', auth);
    expect(listed.status).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    const body = z.parse(z.object({ data: z.array(submissionRecord), meta: z.object({ page: z.number(), perPage: z.number(), total: z.number() }) }), listed.body);
    expect(body.data.map((r) => r.fields.fullName)).toEqual(expect.arrayContaining(['Ani Export', 'Bayu Export']));
    expect(body.data[0]?.fields).toMatchObject({ email: 'budi@example.co.id', domicile: 'indonesia' });

    const today = new Date().toISOString().slice(0, 10);
    const csv = await context.app.inject({ method: 'GET', url: `/api/submissions/export?format=csv&filter[form]=contact&filter[from]=${today}&filter[to]=${today}`, headers: auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="submissions-contact-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,form,reference,locale,createdAt,fullName,email,phone,domicile,message,consentAt');
    expect(csv.body).toContain('"Hello, ""quoted"", and a comma, =1+1 formula."');

    const json = await get(context, '/api/submissions/export?format=json', auth);
    expect((json.body as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(2);
    const none = await get(context, '/api/submissions/export?filter[from]=2001-01-01&filter[to]=2001-01-31', auth);
    expect((none.body as { data: unknown[] }).data).toEqual([]);
    expect((await get(context, '/api/submissions?filter[from]=yesterday', auth)).status).toBe(400);
    expect((await get(context, '/api/submissions?filter[form]=unknown', auth)).status).toBe(400);
    expect((await get(context, '/api/submissions/export?format=xml', auth)).status).toBe(400);
  });

  it('deletes personal data older than the retention period, but not a mail still to send', async () => {
    const db = context.database.db;
    const sent = await post(context, '/api/contact-messages', goodMessage({ fullName: 'Old Visitor' }), { 'idempotency-key': randomUUID() });
    const { reference } = (sent.body as { data: { reference: string } }).data;
    const row = await db.selectFrom('form_submissions').select('id').where('reference', '=', reference).executeTakeFirstOrThrow();
    const later = new Date(Date.now() + 400 * 86_400_000);
    // Its mails are pending: kept.
    expect(await deleteExpiredSubmissions(db, 365, later)).toBe(0);
    await db.updateTable('outbox_mails').set({ status: 'sent' }).execute();
    expect(await deleteExpiredSubmissions(db, 500, later)).toBe(0);
    expect(await deleteExpiredSubmissions(db, 365, later)).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom('contact_messages').select('submission_id').where('submission_id', '=', row.id).execute()).toEqual([]);
    expect(await db.selectFrom('outbox_mails').select('id').where('submission_id', '=', row.id).execute()).toEqual([]);
  });
});

describe('rate limits', () => {
  for (const store of ['memory', 'redis'] as const) {
    it(`answers 429 with Retry-After and a message in the visitor's language on forms and login (${store})`, async () => {
      const context = await setup('sqlite', {
        rateLimit: {
          limits: { ...DEFAULT_RATE_LIMITS, form: { max: 2, windowMs: 60_000 }, login: { max: 3, windowMs: 60_000 } },
          ...(store === 'redis' ? { redisUrl: 'redis://127.0.0.1:6379', nameSpace: `brids-test-${randomBytes(4).toString('hex')}-` } : {}),
        },
      });
      try {
        for (let i = 0; i < 2; i++) {
          expect((await post(context, '/api/contact-messages', goodMessage(), { 'idempotency-key': randomUUID() })).status).toBe(201);
        }
        const limited = await post(context, '/api/contact-messages?locale=en', goodMessage(), { 'idempotency-key': randomUUID() });
        expect(limited.status).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect((limited.body as { message: string }).message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
        const id = await post(context, '/api/contact-messages', goodMessage(), { 'idempotency-key': randomUUID() });
        expect((id.body as { message: string }).message).toMatch(/^Terlalu banyak permintaan/);

        for (let i = 0; i < 3; i++) expect((await post(context, '/api/auth/login', { email: 'x@example.com', password: 'wrong' })).status).toBe(401);
        const login = await post(context, '/api/auth/login', { email: 'x@example.com', password: 'wrong' }, { 'accept-language': 'en' });
        expect(login.status).toBe(429);
        expect(login.headers['retry-after']).toBeDefined();
        // Reading content is not limited by these.
        expect((await get(context, '/api/settings')).status).toBe(200);
      } finally {
        await context.close();
      }
    });
  }

  it('counts per visitor behind the shell (X-Forwarded-For from a trusted proxy), not per proxy', async () => {
    const context = await setup('sqlite', { rateLimit: { limits: { ...DEFAULT_RATE_LIMITS, form: { max: 1, windowMs: 60_000 } } } });
    try {
      const from = (visitor: string, remoteAddress = '127.0.0.1') =>
        context.app.inject({
          method: 'POST',
          url: '/api/contact-messages',
          remoteAddress,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': visitor },
          payload: JSON.stringify(goodMessage()),
        });
      expect((await from('203.0.113.7')).statusCode).toBe(201);
      expect((await from('198.51.100.9')).statusCode).toBe(201);
      expect((await from('203.0.113.7')).statusCode).toBe(429);
      // A peer that is not a trusted proxy cannot pick its address by the header.
      expect((await from('192.0.2.1', '203.0.113.50')).statusCode).toBe(201);
      expect((await from('192.0.2.2', '203.0.113.50')).statusCode).toBe(429);
    } finally {
      await context.close();
    }
  });
});
