import type { Kysely, Migration } from 'kysely';
import type { WithId } from '../lib/migration.ts';

/**
 * `2026-11-28-440-content-version`: the content version (one row, bumped with every published change,
 * read by every instance every second) and the change log (version, kind, key, at).
 */
export function contentVersionMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('content_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .execute();
      await db.insertInto('content_version').values({ id: 1, version: 0, changed_at: new Date().toISOString() }).execute();
      await withId(db.schema.createTable('content_changes'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('content_changes_version').on('content_changes').column('version').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('content_changes').execute();
      await db.schema.dropTable('content_version').execute();
    },
  };
}
