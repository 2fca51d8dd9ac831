import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { CaptchaVerifier } from './captcha.ts';

/** What every slice's routes are given by buildApp: the database, and what the forms need besides it. */
export interface AppContext {
  db: Kysely<DB>;
  captcha: CaptchaVerifier;
  /** The domain part of the outbox mails' Message-IDs and sender. */
  mailDomain: string;
  /** The outbox worker, woken after a submission's commit (absent: mails wait for its next round). */
  outbox?: { wake(): void } | undefined;
}
