import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/** RETENTION_DAYS: how long personal data of submissions is kept (default two years, docs/decisions.md). */
export function retentionDays(env: NodeJS.ProcessEnv): number {
  const raw = env.RETENTION_DAYS;
  if (raw === undefined || raw === '') return 730;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`Invalid RETENTION_DAYS: ${raw}`);
  return days;
}

/**
 * Deletes every submission older than `days` with everything that holds its personal data (the
 * form's rows and its mails, by cascade). A mail not yet sent is kept with its submission: a
 * visitor must not lose an acknowledgement to the clean-up. Returns how many submissions went.
 */
export async function deleteExpiredSubmissions(db: Kysely<DB>, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const expired = trx
      .selectFrom('form_submissions')
      .select('id')
      .where('created_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('outbox_mails as m').select('m.id').whereRef('m.submission_id', '=', 'form_submissions.id').where('m.status', 'in', ['pending', 'sending']))),
      );
    const ids = (await expired.execute()).map((r) => r.id);
    if (ids.length === 0) return 0;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      // Explicit deletes as well as the cascades: SQLite enforces foreign keys only when asked per connection.
      await trx.deleteFrom('contact_messages').where('submission_id', 'in', chunk).execute();
      await trx.deleteFrom('eduvest_registrations').where('submission_id', 'in', chunk).execute();
      await trx.deleteFrom('chat_left_messages').where('submission_id', 'in', chunk).execute();
      await trx.deleteFrom('outbox_mails').where('submission_id', 'in', chunk).execute();
      await trx.deleteFrom('form_submissions').where('id', 'in', chunk).execute();
    }
    return ids.length;
  });
}
