import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DB } from '../schema.ts';

/** Sends one mail; resolves once the receiving server (or the file) has it. */
export interface MailTransport {
  kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface OutgoingMail {
  id: number;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** SMTP_URL (e.g. smtp://user:pass@host:587) through nodemailer. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ messageId: mail.messageId, from: mail.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: each mail becomes `<dir>/<outbox id>.eml` (nodemailer builds the same message it would send). */
export function fileTransport(dir: string, log: (file: string, mail: OutgoingMail) => void): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(mail) {
      const info = await transporter.sendMail({ messageId: mail.messageId, from: mail.from, to: mail.to, subject: mail.subject, text: mail.text });
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${String(mail.id).padStart(8, '0')}.eml`);
      await writeFile(file, info.message as Buffer);
      log(file, mail);
    },
    close: () => transporter.close(),
  };
}

export interface OutboxOptions {
  db: Kysely<DB>;
  transport: MailTransport;
  from: string;
  /** How often due mails are looked for when nothing wakes the worker. */
  intervalMs?: number;
  /** How long a worker holds a mail it is sending before another may take it (a crash mid-send). */
  lockMs?: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts?: number;
  /** The wait before attempt n+1: 2^n seconds, at most an hour. */
  backoffMs?: (attempts: number) => number;
  log?: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export interface OutboxWorker {
  wake(): void;
  /** Sends every due mail now (tests, and each round of the worker). Resolves with the number sent. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

const defaultBackoff = (attempts: number) => Math.min(2 ** attempts * 1000, 3_600_000);

/**
 * The outbox worker: takes due mails one at a time by a conditional update (pending -> sending,
 * so two workers never take the same mail), sends it, and marks it sent. A failure puts it back
 * to pending with an exponential back-off; after `maxAttempts` it is failed and logged. A mail
 * left in `sending` by a crash is taken again when its lock expires, with the same Message-ID.
 */
export function startOutboxWorker(options: OutboxOptions): OutboxWorker {
  const { db, transport, from } = options;
  const intervalMs = options.intervalMs ?? 2000;
  const lockMs = options.lockMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoff = options.backoffMs ?? defaultBackoff;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function claim(): Promise<OutgoingMail | null> {
    const now = new Date();
    const nowIso = now.toISOString();
    const due = await db
      .selectFrom('outbox_mails')
      .select(['id', 'message_id', 'to_address', 'subject', 'body_text'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
          eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', nowIso)]),
        ]),
      )
      .orderBy('id')
      .limit(5)
      .execute();
    for (const row of due) {
      const taken = await db
        .updateTable('outbox_mails')
        .set((eb) => ({ status: 'sending', locked_until: new Date(now.getTime() + lockMs).toISOString(), attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', nowIso)]),
          ]),
        )
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) {
        return { id: row.id, messageId: row.message_id, from, to: row.to_address, subject: row.subject, text: row.body_text };
      }
    }
    return null;
  }

  async function sendOne(mail: OutgoingMail): Promise<boolean> {
    try {
      await transport.send(mail);
    } catch (error) {
      const row = await db.selectFrom('outbox_mails').select('attempts').where('id', '=', mail.id).executeTakeFirst();
      const attempts = row?.attempts ?? 1;
      const failed = attempts >= maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('outbox_mails')
        .set({
          status: failed ? 'failed' : 'pending',
          locked_until: null,
          last_error: message.slice(0, 500),
          next_attempt_at: new Date(Date.now() + backoff(attempts)).toISOString(),
        })
        .where('id', '=', mail.id)
        .execute();
      options.log?.warn({ mail: mail.id, attempts, failed, err: message }, failed ? 'mail failed for good' : 'mail failed, will retry');
      return false;
    }
    await db
      .updateTable('outbox_mails')
      .set({ status: 'sent', sent_at: new Date().toISOString(), locked_until: null, last_error: null })
      .where('id', '=', mail.id)
      .execute();
    options.log?.info({ mail: mail.id, to: mail.to, transport: transport.kind }, 'mail sent');
    return true;
  }

  async function round(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (stopped) return sent;
      const mail = await claim();
      if (!mail) return sent;
      if (await sendOne(mail)) sent += 1;
    }
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await round();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const runSafely = () => {
    drain().catch((error: unknown) => options.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'outbox round failed'));
  };
  const timer = setInterval(runSafely, intervalMs);
  timer.unref();

  return {
    wake: runSafely,
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
