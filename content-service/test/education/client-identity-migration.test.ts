import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/lib/connection.ts';
import { migrations, migrateToLatest } from '../../src/migrations.ts';
import { seedClientRegister } from '../../src/education/registration/seed.ts';
import { seedEducation } from '../../src/education/seed/index.ts';
import { freshPostgres, TARGETS } from '../helpers.ts';

const BEFORE = '2026-11-24-340-research';
const UNIQUE = /UNIQUE constraint failed|duplicate key value violates unique constraint/;
const FOREIGN_KEY = /FOREIGN KEY constraint failed|violates foreign key constraint/;

async function open(target: (typeof TARGETS)[number]): Promise<{ database: Database; schema?: string; cleanup(): Promise<void> }> {
  if (target === 'postgres') {
    const postgres = await freshPostgres();
    return { database: openDatabase({ databaseUrl: postgres.databaseUrl, pgSchema: postgres.schema }), schema: postgres.schema, cleanup: postgres.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'client-identity-'));
  return { database: openDatabase({ sqliteFile: join(dir, 'content.sqlite') }), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A registration as the schema before migration 350 stored it: by the sample table's row id. */
async function oldRegistration(db: Kysely<any>, clientId: number, eventId: number): Promise<void> {
  const now = new Date().toISOString();
  const submission = await db
    .insertInto('form_submissions')
    .values({ form: 'eduvest-registration', reference: `EV-OLD-${clientId}`, idempotency_key: `old-key-${clientId}`, request_hash: 'h', locale: 'id', response_body: '{}', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('eduvest_registrations')
    .values({ submission_id: submission.id, event_id: eventId, kind: 'client', client_id: clientId, full_name: 'Andi', email: `old${clientId}@example.com`, mobile: null, city: null, created_at: now })
    .execute();
}

describe.each(TARGETS)('migration 350: registrations keyed by the client identity (%s)', (target) => {
  it('keeps existing registrations (their client as its code), lets two clients share their last 7 digits, and keys by (event, identity)', async () => {
    const { database, schema, cleanup } = await open(target);
    const db = database.db as unknown as Kysely<any>;
    try {
      const all = migrations(database.dialect);
      const migrator = new Migrator({ db, provider: { getMigrations: async () => all }, ...(schema ? { migrationTableSchema: schema } : {}) });
      const { error } = await migrator.migrateTo(BEFORE);
      expect(error).toBeUndefined();
      // The two slices this migration touches, seeded as the schema before it holds them (the whole seed
      // writes tables of later migrations: the media library).
      await database.db.transaction().execute(async (trx) => {
        await seedEducation(trx);
        await seedClientRegister(trx);
      });
      const andi = await db.selectFrom('client_register').select(['id', 'client_code']).where('code_last7', '=', '0012345').executeTakeFirstOrThrow();
      const event = await db.selectFrom('eduvest_events').select('id').orderBy('id').executeTakeFirstOrThrow();
      await oldRegistration(db, andi.id, event.id);
      const countBefore = await db.selectFrom('eduvest_registrations').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();

      await migrateToLatest(database.db, database.dialect);

      const kept = await database.db.selectFrom('eduvest_registrations').selectAll().where('event_id', '=', event.id).execute();
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ kind: 'client', client_identity: andi.client_code, email: `old${andi.id}@example.com`, full_name: 'Andi' });
      expect(Number((await db.selectFrom('eduvest_registrations').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)).toBe(Number(countBefore.n));

      // Two clients may share their last 7 digits now; a full client code is still unique.
      await database.db.insertInto('client_register').values({ client_code: 'XY-0012345', code_last7: '0012345', full_name: 'Other', email: 'other@example.com' }).execute();
      await expect(database.db.insertInto('client_register').values({ client_code: 'XY-0012345', code_last7: '0012345', full_name: 'Again', email: 'again@example.com' }).execute()).rejects.toThrow(UNIQUE);

      // One registration per (event, client identity); another identity for the same event is another registration.
      const submissionId = kept[0]!.submission_id;
      const row = (identity: string, email: string) => ({ submission_id: submissionId, event_id: event.id, kind: 'client', client_identity: identity, full_name: 'X', email, mobile: null, city: null, created_at: new Date().toISOString() });
      await expect(database.db.insertInto('eduvest_registrations').values(row(andi.client_code, 'new@example.com')).execute()).rejects.toThrow(UNIQUE);
      await database.db.insertInto('eduvest_registrations').values(row('XY-0012345', 'other@example.com')).execute();
      // Foreign keys are still enforced.
      await expect(database.db.insertInto('eduvest_registrations').values({ ...row('ZZ-1', 'z@example.com'), event_id: 999_999 }).execute()).rejects.toThrow(FOREIGN_KEY);
    } finally {
      await database.destroy();
      await cleanup();
    }
  });
});
