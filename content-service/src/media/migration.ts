import type { Kysely, Migration } from 'kysely';

/** The media library (`media/`): one row per stored file, by its content-addressed name. */
export function mediaMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('media')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('alt_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('uploaded_by', 'text')
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('media_uploaded_at').on('media').column('uploaded_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('media').execute();
    },
  };
}
