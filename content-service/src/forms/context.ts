import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { CaptchaVerifier } from '../lib/captcha.ts';

/** What the form routes need besides the database. */
export interface FormsContext {
  db: Kysely<DB>;
  captcha: CaptchaVerifier;
  /** The domain part of the outbox mails' Message-IDs and sender. */
  mailDomain: string;
  /** The outbox worker, woken after a submission's commit (absent: mails wait for its next round). */
  outbox?: { wake(): void } | undefined;
}
