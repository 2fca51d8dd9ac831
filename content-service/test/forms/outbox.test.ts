import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTransport, smtpTransport, startOutboxWorker } from '../../src/forms/outbox.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/lib/rate-limit.ts';
import { post, TARGETS, useApp } from '../helpers.ts';
import { goodMessage } from './fixtures.ts';
import { startSmtpSink } from './smtp-sink.ts';

const GENEROUS = { limits: { ...DEFAULT_RATE_LIMITS, form: { max: 1000, windowMs: 60_000 } } };

describe.each(TARGETS)('outbox (%s)', (target) => {
  const context = useApp(target, { rateLimit: GENEROUS });
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => smtp.close());

  const submit = async (email: string) => {
    const answer = await post(context, '/api/contact-messages?locale=en', goodMessage({ email }), { 'idempotency-key': randomUUID() });
    expect(answer.status).toBe(201);
    return (answer.body as { data: { reference: string } }).data.reference;
  };

  it('sends each mail of a submission over SMTP exactly once, even with two workers', async () => {
    const db = context.database.db;
    await db.updateTable('outbox_mails').set({ status: 'sent' }).execute();
    const references = [await submit('one@example.com'), await submit('two@example.com'), await submit('three@example.com')];
    const workers = [1, 2].map(() => startOutboxWorker({ db, transport: smtpTransport(smtp.url), from: 'BRIDS <no-reply@brids.example.com>', intervalMs: 60_000 }));
    await Promise.all(workers.map((w) => w.drain()));
    await Promise.all(workers.map((w) => w.drain()));
    await Promise.all(workers.map((w) => w.stop()));

    const rows = await db.selectFrom('outbox_mails').selectAll().where('status', '!=', 'sent').execute();
    expect(rows).toEqual([]);
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    const acknowledgements = smtp.received.filter((m) => m.to[0] !== 'customer.care@example.com');
    expect(acknowledgements.map((m) => m.to[0]).sort()).toEqual(['one@example.com', 'three@example.com', 'two@example.com']);
    for (const reference of references) expect(smtp.received.filter((m) => m.raw.includes(reference))).toHaveLength(2);
  });

  it('retries a refused mail with back-off and sends it once the server takes it', async () => {
    const db = context.database.db;
    smtp.received.length = 0;
    await submit('retry@example.com');
    smtp.failNext(3);
    const worker = startOutboxWorker({ db, transport: smtpTransport(smtp.url), from: 'no-reply@brids.example.com', intervalMs: 60_000, backoffMs: () => 0 });
    await worker.drain();
    const rows = await db.selectFrom('outbox_mails').select(['status', 'attempts']).where('status', '!=', 'sent').execute();
    expect(rows).toEqual([]);
    // Three refusals and two deliveries: five attempts over the submission's two mails.
    const attempts = await db.selectFrom('outbox_mails').select('attempts').orderBy('id', 'desc').limit(2).execute();
    expect(attempts.reduce((sum, r) => sum + r.attempts, 0)).toBe(5);
    await worker.drain();
    await worker.stop();
    expect(smtp.received.filter((m) => m.to[0] === 'retry@example.com')).toHaveLength(1);
  });

  it('waits out the back-off and gives up after the last attempt', async () => {
    const db = context.database.db;
    await submit('never@example.com');
    smtp.failNext(1000);
    const worker = startOutboxWorker({ db, transport: smtpTransport(smtp.url), from: 'no-reply@brids.example.com', intervalMs: 60_000, maxAttempts: 2, backoffMs: () => 60_000 });
    await worker.drain();
    const waiting = await db.selectFrom('outbox_mails').select(['status', 'attempts', 'next_attempt_at']).where('to_address', '=', 'never@example.com').executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(waiting.next_attempt_at)).toBeGreaterThan(Date.now() + 50_000);
    await db.updateTable('outbox_mails').set({ next_attempt_at: new Date(0).toISOString() }).where('to_address', '=', 'never@example.com').execute();
    await worker.drain();
    await worker.stop();
    smtp.failNext(0);
    const failed = await db.selectFrom('outbox_mails').select(['status', 'attempts', 'last_error']).where('to_address', '=', 'never@example.com').executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect(failed.last_error).toContain('Mailbox busy');
  });

  it('writes .eml files without SMTP', async () => {
    const db = context.database.db;
    await db.updateTable('outbox_mails').set({ status: 'sent' }).where('status', '!=', 'sent').execute();
    const reference = await submit('files@example.com');
    const dir = mkdtempSync(join(tmpdir(), 'outbox-eml-'));
    const logged: string[] = [];
    const worker = startOutboxWorker({ db, transport: fileTransport(dir, (file) => logged.push(file)), from: 'no-reply@brids.example.com', intervalMs: 60_000 });
    expect(await worker.drain()).toBe(2);
    await worker.stop();
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(logged).toHaveLength(2);
    const texts = files.map((f) => readFileSync(join(dir, f), 'utf8'));
    expect(texts.some((t) => /^To: files@example.com$/m.test(t) && t.includes(reference))).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });
});
