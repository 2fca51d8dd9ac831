import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/lib/connection.ts';
import { PG_URL, TARGETS } from '../helpers.ts';
import { goodMessage } from './fixtures.ts';
import { startSmtpSink } from './smtp-sink.ts';

const PACKAGE = resolve(import.meta.dirname, '../..');
const SUBMISSIONS = 60;
const CONCURRENCY = 6;

async function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** The content service as `npm start` runs it, in a process of its own (node + tsx, one process: SIGKILL reaches it). */
function startService(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', CAPTCHA_MODE: 'test', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntilUp(port: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/redirects`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error('the content service did not start');
}

describe.each(TARGETS)('durability under kill -9 (%s)', (target) => {
  it('keeps every acknowledged submission once and sends every acknowledged mail', { timeout: 180_000 }, async () => {
    const smtp = await startSmtpSink();
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'durability-'));
    const schema = `cs_dur_${process.pid}_${randomBytes(3).toString('hex')}`;
    let dbEnv: { DATABASE_URL: string; SQLITE_FILE?: string };
    if (target === 'postgres') {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      // A database of its own: the service runs as `npm start` does, in the default schema.
      await admin.query(`create database ${schema}`);
      await admin.end();
      const url = new URL(PG_URL);
      url.pathname = `/${schema}`;
      dbEnv = { DATABASE_URL: url.toString() };
    } else {
      dbEnv = { SQLITE_FILE: join(dir, 'content.sqlite'), DATABASE_URL: '' };
    }
    const env = { ...dbEnv, PORT: String(port), SMTP_URL: smtp.url, RATE_LIMIT_FORM_MAX: '100000', OUTBOX_LOCK_MS: '2000' };
    const base = `http://127.0.0.1:${port}/api/contact-messages?locale=en`;

    let service = startService(env);
    await waitUntilUp(port);
    // A client that retries with the same key until it gets an answer (network failure or 5xx: retry).
    const acknowledged = new Map<string, string>();
    const send = async (i: number) => {
      const key = randomUUID();
      const body = JSON.stringify(goodMessage({ fullName: `Burst Visitor ${i}`, email: `burst${i}@example.com` }));
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        try {
          const res = await fetch(base, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body, signal: AbortSignal.timeout(5000) });
          if (res.status === 201) {
            acknowledged.set(key, ((await res.json()) as { data: { reference: string } }).data.reference);
            return;
          }
          if (res.status < 500) throw new Error(`refused: ${res.status} ${await res.text()}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('refused')) throw error;
        }
        await sleep(100);
      }
      throw new Error(`submission ${i} never got an answer`);
    };

    let next = 0;
    const clients = Array.from({ length: CONCURRENCY }, async () => {
      while (next < SUBMISSIONS) await send(next++);
    });
    // Kill -9 in the middle of the burst, then start it again.
    while (acknowledged.size < SUBMISSIONS / 3) await sleep(20);
    service.kill('SIGKILL');
    await new Promise((r) => service.once('exit', r));
    const database = openDatabase(target === 'postgres' ? { databaseUrl: dbEnv.DATABASE_URL } : { sqliteFile: dbEnv.SQLITE_FILE });
    const db = database.db;
    const inFlight = new Set((await db.selectFrom('outbox_mails').select('message_id').where('status', '=', 'sending').execute()).map((r) => r.message_id));
    const ackedAtKill = acknowledged.size;
    service = startService(env);
    try {
      await Promise.all(clients);
      expect(ackedAtKill).toBeLessThan(SUBMISSIONS);
      expect(acknowledged.size).toBe(SUBMISSIONS);

      // Every 2xx is stored, once, with the reference the visitor was given.
      const rows = await db.selectFrom('form_submissions').select(['idempotency_key', 'reference', 'id']).where('form', '=', 'contact').execute();
      expect(rows).toHaveLength(SUBMISSIONS);
      expect(new Map(rows.map((r) => [r.idempotency_key, r.reference]))).toEqual(acknowledged);
      const messages = await db.selectFrom('contact_messages').select('submission_id').execute();
      expect(messages).toHaveLength(SUBMISSIONS);

      // Every mail of those submissions reaches the SMTP server.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const open = await db.selectFrom('outbox_mails').select('id').where('status', '!=', 'sent').execute();
        if (open.length === 0 || Date.now() > deadline) break;
        await sleep(250);
      }
      const mails = await db.selectFrom('outbox_mails').select(['message_id', 'status']).execute();
      expect(mails).toHaveLength(SUBMISSIONS * 2);
      expect(mails.filter((m) => m.status !== 'sent')).toEqual([]);
      const deliveries = new Map<string, number>();
      for (const mail of smtp.received) deliveries.set(mail.messageId, (deliveries.get(mail.messageId) ?? 0) + 1);
      // Exactly once, except a mail the killed process was in the middle of sending: that one may
      // have reached the server before the kill, and goes again with the same Message-ID.
      const wrong = mails
        .map((mail) => ({ id: mail.message_id, times: deliveries.get(mail.message_id) ?? 0 }))
        .filter(({ id, times }) => times === 0 || (times > 1 && !inFlight.has(id)));
      expect(wrong).toEqual([]);
      expect(inFlight.size).toBeLessThanOrEqual(1);
    } finally {
      service.kill('SIGTERM');
      await new Promise((r) => service.once('exit', r));
      await database.destroy();
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
      if (target === 'postgres') {
        const admin = new pg.Client({ connectionString: PG_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${schema}`);
        await admin.end();
      }
    }
  });
});
