import { type Kysely, type Migration, sql } from 'kysely';
import type { WithId } from '../../lib/migration.ts';


/** The client register and Eduvest registrations (one per email and per client for an event). */
export function registrationMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('client_register'))
        .addColumn('client_code', 'text', (c) => c.notNull().unique())
        .addColumn('code_last7', 'text', (c) => c.notNull().unique())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('eduvest_registrations'))
        .addColumn('submission_id', 'integer', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('eduvest_events.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.references('client_register.id'))
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text')
        .addColumn('city', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('eduvest_registrations_event_email', ['event_id', 'email'])
        .addUniqueConstraint('eduvest_registrations_event_client', ['event_id', 'client_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ['eduvest_registrations', 'client_register']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
    },
  };
}
