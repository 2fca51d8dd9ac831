import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../../lib/connection.ts';
import type { WithId } from '../../lib/migration.ts';

/**
 * Registrations keyed by the event and the client's identity as the client directory answers it
 * (`client_identity`, text), no longer by a row of the sample table; the sample table's `code_last7`
 * no longer unique (two clients may share their last 7 digits), only indexed. Existing registrations
 * keep their client as its full client code. SQLite cannot drop a constraint: both tables are rebuilt.
 */
export function clientIdentityMigration(withId: WithId, dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') {
        await sql`alter table client_register drop constraint if exists client_register_code_last7_key`.execute(db);
        await sql`alter table eduvest_registrations add column client_identity text`.execute(db);
        await sql`update eduvest_registrations r set client_identity = c.client_code from client_register c where c.id = r.client_id`.execute(db);
        await sql`alter table eduvest_registrations drop constraint eduvest_registrations_event_client`.execute(db);
        await sql`alter table eduvest_registrations drop column client_id`.execute(db);
        await sql`alter table eduvest_registrations add constraint eduvest_registrations_event_client unique (event_id, client_identity)`.execute(db);
      } else {
        // Kysely runs SQLite migrations outside a transaction: foreign keys off for the rebuild, checked after it.
        await sql`pragma foreign_keys = off`.execute(db);
        try {
          await db.transaction().execute(async (trx) => {
            await withId(trx.schema.createTable('eduvest_registrations_next'))
              .addColumn('submission_id', 'integer', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
              .addColumn('event_id', 'integer', (c) => c.notNull().references('eduvest_events.id').onDelete('cascade'))
              .addColumn('kind', 'text', (c) => c.notNull())
              .addColumn('client_identity', 'text')
              .addColumn('full_name', 'text', (c) => c.notNull())
              .addColumn('email', 'text', (c) => c.notNull())
              .addColumn('mobile', 'text')
              .addColumn('city', 'text')
              .addColumn('created_at', 'text', (c) => c.notNull())
              .addUniqueConstraint('eduvest_registrations_event_email', ['event_id', 'email'])
              .addUniqueConstraint('eduvest_registrations_event_client', ['event_id', 'client_identity'])
              .execute();
            await sql`insert into eduvest_registrations_next (id, submission_id, event_id, kind, client_identity, full_name, email, mobile, city, created_at)
              select r.id, r.submission_id, r.event_id, r.kind, c.client_code, r.full_name, r.email, r.mobile, r.city, r.created_at
              from eduvest_registrations r left join client_register c on c.id = r.client_id`.execute(trx);
            await sql`drop table eduvest_registrations`.execute(trx);
            await sql`alter table eduvest_registrations_next rename to eduvest_registrations`.execute(trx);

            await withId(trx.schema.createTable('client_register_next'))
              .addColumn('client_code', 'text', (c) => c.notNull().unique())
              .addColumn('code_last7', 'text', (c) => c.notNull())
              .addColumn('full_name', 'text', (c) => c.notNull())
              .addColumn('email', 'text', (c) => c.notNull())
              .execute();
            await sql`insert into client_register_next (id, client_code, code_last7, full_name, email) select id, client_code, code_last7, full_name, email from client_register`.execute(trx);
            await sql`drop table client_register`.execute(trx);
            await sql`alter table client_register_next rename to client_register`.execute(trx);
            const broken = await sql`pragma foreign_key_check`.execute(trx);
            if (broken.rows.length) throw new Error(`client identity migration: ${broken.rows.length} foreign keys broken`);
          });
        } finally {
          await sql`pragma foreign_keys = on`.execute(db);
        }
      }
      await db.schema.createIndex('client_register_code_last7').on('client_register').column('code_last7').execute();
    },
    async down() {
      throw new Error('client identity migration: no way down (two clients may now share their last 7 digits)');
    },
  };
}
