import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { ClientDirectory } from '../education/registration/client-directory.ts';
import type { CaptchaVerifier } from './captcha.ts';
import type { ContentKind } from '../editorial/kind.ts';
import type { MediaStore } from '../media/store.ts';
import type { ChatFanout } from '../chat/fanout.ts';

/** What every slice's routes are given by buildApp: the database, and what the forms need besides it. */
export interface AppContext {
  db: Kysely<DB>;
  captcha: CaptchaVerifier;
  /** The domain part of the outbox mails' Message-IDs and sender. */
  mailDomain: string;
  /** The outbox worker, woken after a submission's commit (absent: mails wait for its next round). */
  outbox?: { wake(): void } | undefined;
  /** Who is a client of the brokerage (the Eduvest client registration): the registry, or the sample table. */
  clientDirectory: ClientDirectory;
  /** The content kinds the editorial API edits (`editorial/kinds.ts` CONTENT_KINDS unless a test gives others). */
  contentKinds?: readonly ContentKind[] | undefined;
  /** How long a login's bearer token lives (TOKEN_TTL_HOURS). */
  tokenTtlMs: number;
  /** Where uploaded files live (MEDIA_DIR). */
  media: MediaStore;
  /** The live chat's nudges between the open streams of every instance (chat/fanout.ts). */
  chat: ChatFanout;
}
