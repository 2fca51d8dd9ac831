import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/**
 * Bumps the content version and logs what changed, inside the caller's transaction. The update takes
 * the row's lock (PostgreSQL) or the write lock (SQLite) until the transaction ends, so changes are
 * numbered in the order they commit, and the index updates that follow it never run side by side.
 * Returns the new version.
 */
export async function bumpContentVersion(trx: Kysely<DB>, change: { kind: string; key: string }): Promise<number> {
  const at = new Date().toISOString();
  const row = await trx
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1), changed_at: at }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  const version = Number(row.version);
  await trx.insertInto('content_changes').values({ version, kind: change.kind, key: change.key, at }).execute();
  return version;
}

/** The committed content version (one row by its primary key: what each instance polls). */
export async function readContentVersion(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
