import type { Kysely, Migration } from 'kysely';
import type { WithId } from './migration.ts';

/** The audit log (`lib/audit.ts`): append-only, newest read first. */
export function auditMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('audit_log'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor_email', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('subject_key', 'text')
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
      await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject', 'subject_key']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('audit_log').execute();
    },
  };
}
