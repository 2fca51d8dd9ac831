import { type Kysely, type Migration, sql } from 'kysely';
import type { WithId } from '../lib/migration.ts';


/** The submissions backbone: submissions with their idempotency keys, the mail outbox, contact messages. */
export function formsMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('form_submissions'))
        .addColumn('form', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('response_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('form_submissions_form_key', ['form', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('form_submissions_form_created').on('form_submissions').columns(['form', 'created_at']).execute();
      await db.schema.createIndex('form_submissions_created').on('form_submissions').column('created_at').execute();

      await withId(db.schema.createTable('outbox_mails'))
        .addColumn('submission_id', 'integer', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body_text', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outbox_mails_due').on('outbox_mails').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_mails_submission').on('outbox_mails').column('submission_id').execute();

      await db.schema
        .createTable('contact_messages')
        .addColumn('submission_id', 'integer', (c) => c.primaryKey().references('form_submissions.id').onDelete('cascade'))
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('domicile', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('consent_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ['contact_messages', 'outbox_mails', 'form_submissions']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}
