import { type Kysely, type Migration, type MigrationResult, Migrator, sql } from 'kysely';
import type { Dialect } from './lib/connection.ts';
import { formsMigration } from './forms/migration.ts';
import { registrationMigration } from './education/registration/migration.ts';
import { clientIdentityMigration } from './education/registration/client-identity-migration.ts';
import { initialMigration, navigationMigration } from './site/migration.ts';
import type { WithId } from './lib/migration.ts';
import { toolsMigration } from './tools/migration.ts';
import { marketingMigration } from './marketing/migration.ts';
import { researchMigration } from './research/migration.ts';
import { educationMigration } from './education/migration.ts';

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
  };
}

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<MigrationResult[]> {
  const all = migrations(dialect);
  // PostgreSQL: Kysely looks for its migration tables by name in every schema unless told which one,
  // so a run in one schema could see another schema's lock table (parallel test runs) and fail.
  const migrationTableSchema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => all }, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}
