import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../lib/connection.ts';
import type { WithId } from '../lib/migration.ts';

/**
 * The site search index: `search_documents`, with an FTS5 table over it on SQLite or a weighted tsvector
 * column with a GIN index on PostgreSQL. Created by the marketing migration (`…-330-marketing`), which shipped it.
 */
export async function createSearchIndex(db: Kysely<any>, withId: WithId, dialect: Dialect): Promise<void> {
  let documents = withId(db.schema.createTable('search_documents'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_at', 'text');
  if (dialect === 'postgres') documents = documents.addColumn('tsv', sql`tsvector`);
  await documents.execute();
  if (dialect === 'postgres') {
    await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);
  } else {
    // Contentless-delete would be neater; an external-content table keeps the text in one place.
    // The statement's text (its indentation included) is what the databases migrated before this module store.
    await sql`create virtual table search_fts using fts5(
          title, keywords, summary, text,
          content='search_documents', content_rowid='id',
          tokenize='unicode61 remove_diacritics 2')`.execute(db);
  }
}

/** Drops what createSearchIndex made. */
export async function dropSearchIndex(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists search_fts`.execute(db);
  await sql`drop table if exists search_documents`.execute(db);
}
