import type { ReadinessCheck } from '@brids/server-operations';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, type Migration, type MigrationResult, Migrator, sql } from 'kysely';
import type { Dialect } from './lib/connection.ts';
import { formsMigration } from './forms/migration.ts';
import { registrationMigration } from './education/registration/migration.ts';
import { clientIdentityMigration } from './education/registration/client-identity-migration.ts';
import { initialMigration, navigationMigration } from './site/migration.ts';
import type { WithId } from './lib/migration.ts';
import { auditMigration } from './lib/audit-migration.ts';
import { editorialMigration, previewLinksMigration } from './editorial/migration.ts';
import { accountsMigration } from './accounts/migration.ts';
import { toolsMigration } from './tools/migration.ts';
import { marketingMigration } from './marketing/migration.ts';
import { researchMigration } from './research/migration.ts';
import { researchEditorialMigration } from './research/editorial-migration.ts';
import { educationMigration } from './education/migration.ts';
import { editorialFlagsMigration } from './education/editorial-flags-migration.ts';
import { contentVersionMigration } from './propagation/migration.ts';
import { mediaMigration } from './media/migration.ts';
import { chatMigration } from './chat/migration.ts';

/**
 * Every slice's code-defined migrations, by name (the order they run in), one schema for SQLite and
 * PostgreSQL. Only the primary key of generated ids differs (INTEGER PRIMARY KEY AUTOINCREMENT vs SERIAL).
 * Never edit or rename a migration that has shipped: add a new one.
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  const withId: WithId = (table) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    '2026-11-22-001-initial': initialMigration(withId),
    '2026-11-22-100-tools': toolsMigration(withId),
    '2026-11-22-200-navigation': navigationMigration(withId),
    '2026-11-24-300-education': educationMigration(withId),
    '2026-11-24-310-forms': formsMigration(withId),
    '2026-11-24-320-eduvest-registrations': registrationMigration(withId),
    '2026-11-24-330-marketing': marketingMigration(withId, dialect),
    '2026-11-24-340-research': researchMigration(withId),
    '2026-11-27-350-client-identity': clientIdentityMigration(withId, dialect),
    '2026-11-28-400-audit-log': auditMigration(withId),
    '2026-11-28-410-editorial': editorialMigration(withId),
    '2026-11-28-415-research-editorial': researchEditorialMigration(),
    '2026-11-28-416-editorial-flags': editorialFlagsMigration(),
    '2026-11-28-420-accounts': accountsMigration(),
    '2026-11-28-430-media': mediaMigration(),
    '2026-11-28-440-content-version': contentVersionMigration(withId),
    '2026-11-28-450-editorial-preview-links': previewLinksMigration(withId),
    '2026-11-28-460-chat': chatMigration(withId),
  };
}

async function migratorOf(db: Kysely<any>, dialect: Dialect): Promise<Migrator> {
  const all = migrations(dialect);
  // PostgreSQL: Kysely looks for its migration tables by name in every schema unless told which one,
  // so a run in one schema could see another schema's lock table (parallel test runs) and fail.
  const migrationTableSchema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return new Migrator({ db, provider: { getMigrations: async () => all }, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
}

/** The advisory lock's key: one per PostgreSQL schema (tests migrate many schemas of one database at once). */
const lockKey = sql`hashtext('brids-content-migrations:' || current_schema())`;

/**
 * Runs `work` while no other process migrates this database: PostgreSQL's session advisory lock, held on
 * a connection of its own (released when that session ends, a crash included); SQLite's exclusive lock
 * on a lock file beside the database (the operating system drops it with the process). Kysely's own lock
 * only covers the migrations, not the creation of its tables, which two first runs at once would race.
 */
async function withMigrationLock<T>(db: Kysely<any>, dialect: Dialect, work: () => Promise<T>): Promise<T> {
  if (dialect === 'postgres') {
    return db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${lockKey})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${lockKey})`.execute(connection);
      }
    });
  }
  const file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db)).rows[0]?.file;
  if (!file) return work();
  const lock = new SqliteDatabase(`${file}-migrate-lock`);
  try {
    lock.pragma('busy_timeout = 120000');
    lock.exec('begin exclusive');
    return await work();
  } finally {
    lock.close();
  }
}

/**
 * Brings the schema to the latest migration under the migration lock (two runs at once are safe: the
 * second finds nothing to do); throws with the failing migration's error.
 */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<MigrationResult[]> {
  return withMigrationLock(db, dialect, async () => {
    const { error, results } = await (await migratorOf(db, dialect)).migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return results ?? [];
  });
}

/** The migrations of this build the database has not run (the tables are read, never created). */
export async function pendingMigrations(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  const infos = await (await migratorOf(db, dialect)).getMigrations();
  return infos.filter((info) => info.executedAt === undefined).map((info) => info.name);
}

/** Readiness: the schema is the one this build expects (production instances wait for the migration job). */
export function schemaCheck(db: Kysely<any>, dialect: Dialect): ReadinessCheck {
  let current = false;
  return {
    name: 'schema',
    async check() {
      if (current) return;
      const pending = await pendingMigrations(db, dialect);
      if (pending.length) throw new Error(`${pending.length} migration(s) not run (the migration job runs them): ${pending.join(', ')}`);
      current = true;
    },
  };
}
