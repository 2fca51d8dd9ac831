import type { Kysely, Migration } from 'kysely';
import type { WithId } from '../lib/migration.ts';

/**
 * The editorial layer's tables (`…-410-editorial`): one row per entry of a content kind (its draft and
 * published documents, status, version, schedule), every change of it (history), and the approvals of
 * four-eyes kinds. JSON documents are text, times ISO-8601 UTC text, like every slice.
 */
export function editorialMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('editorial_entries'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('title_id', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('published_document', 'text')
        .addColumn('publish_at', 'text')
        .addColumn('unpublish_at', 'text')
        .addColumn('author_id', 'integer')
        .addColumn('submitted_by_id', 'integer')
        .addColumn('submitted_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .addUniqueConstraint('editorial_entries_kind_key', ['kind', 'key'])
        .execute();
      await db.schema.createIndex('editorial_entries_publish_at').on('editorial_entries').column('publish_at').execute();
      await db.schema.createIndex('editorial_entries_unpublish_at').on('editorial_entries').column('unpublish_at').execute();

      await withId(db.schema.createTable('editorial_versions'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('by_id', 'integer')
        .addColumn('by', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('editorial_versions_entry').on('editorial_versions').columns(['kind', 'key', 'version']).execute();

      await withId(db.schema.createTable('editorial_approvals'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('by_id', 'integer', (c) => c.notNull())
        .addColumn('by', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addUniqueConstraint('editorial_approvals_once', ['kind', 'key', 'version', 'by_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('editorial_approvals').execute();
      await db.schema.dropTable('editorial_versions').execute();
      await db.schema.dropTable('editorial_entries').execute();
    },
  };
}

/**
 * Signed preview links (`…-450-editorial-preview-links`): the SHA-256 of each link's token with the entry and
 * version it shows, who made it and until when it works. `token_hash` is unique (the lookup); `expires_at` is
 * indexed for the clean-up of expired links.
 */
export function previewLinksMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('editorial_preview_links'))
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_by_id', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('editorial_preview_links_token', ['token_hash'])
        .execute();
      await db.schema.createIndex('editorial_preview_links_expires_at').on('editorial_preview_links').column('expires_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('editorial_preview_links').execute();
    },
  };
}
