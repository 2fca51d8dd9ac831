import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/** One line of the audit log: every write and every login, with who and when. */
export interface AuditRecord {
  /** The account that acted (null: a failed login of an unknown email, the scheduler). */
  actorId: number | null;
  /** The email the actor used (kept when the account is deleted later). */
  actorEmail: string | null;
  /** 'login', 'login-failed', 'create', 'update', 'submit', 'approve', 'publish', 'unpublish', 'archive', 'delete', 'restore', 'schedule', 'upload', 'user-add'... */
  action: string;
  /** The content kind or 'user' / 'media'; null for a login. */
  subject: string | null;
  /** The entry's key (a slug, an email, a media name). */
  subjectKey: string | null;
  /** A few facts of the change (the version, the scheduled time); never a password or a token. */
  detail?: Record<string, unknown>;
}

/** Appends to the audit log (inside the write's transaction when given one, so both commit or neither). */
export async function recordAudit(db: Kysely<DB>, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      actor_id: record.actorId,
      actor_email: record.actorEmail,
      action: record.action,
      subject: record.subject,
      subject_key: record.subjectKey,
      detail: JSON.stringify(record.detail ?? {}),
    })
    .execute();
}
