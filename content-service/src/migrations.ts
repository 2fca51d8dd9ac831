import { type Kysely, type Migration, type MigrationResult, Migrator, type CreateTableBuilder, sql } from 'kysely';
import type { Dialect } from './lib/connection.ts';
import { formsMigration } from './forms/migration.ts';
import { registrationMigration } from './eduvest-registration/migration.ts';
import { navigationMigration } from './db/navigation-migration.ts';
import { toolsMigration } from './tools/migration.ts';
import { marketingMigration } from './marketing/migration.ts';
import { researchMigration } from './research/migration.ts';
import { educationMigration } from './education/migration.ts';

/**
 * Code-defined migrations, one schema for SQLite and PostgreSQL. Only the primary key of
 * generated ids differs (INTEGER PRIMARY KEY AUTOINCREMENT vs SERIAL). Never edit a migration
 * that has shipped: add a new one.
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    '2026-11-22-001-initial': {
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable('menus'))
          .addColumn('key', 'text', (c) => c.notNull().unique())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('parent_id', 'integer', (c) => c.references('menus.id').onDelete('cascade'))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        await db.schema.createIndex('menus_type_parent').on('menus').columns(['type', 'parent_id']).execute();
        await db.schema
          .createTable('menu_translations')
          .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('url', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('menu_translations_pk', ['menu_id', 'locale'])
          .execute();

        await db.schema
          .createTable('settings')
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('settings_pk', ['key', 'locale'])
          .execute();

        await withId(db.schema.createTable('components'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]'))
          .execute();
        await db.schema
          .createTable('component_translations')
          .addColumn('component_id', 'integer', (c) => c.notNull().references('components.id').onDelete('cascade'))
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('component_translations_pk', ['component_id', 'locale'])
          .execute();
        await withId(db.schema.createTable('component_ctas'))
          .addColumn('component_id', 'integer', (c) => c.notNull().references('components.id').onDelete('cascade'))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable('cta_translations')
          .addColumn('cta_id', 'integer', (c) => c.notNull().references('component_ctas.id').onDelete('cascade'))
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('url', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('cta_translations_pk', ['cta_id', 'locale'])
          .execute();
        await db.schema
          .createTable('component_menus')
          .addColumn('component_id', 'integer', (c) => c.notNull().references('components.id').onDelete('cascade'))
          .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('component_menus_pk', ['component_id', 'menu_id'])
          .execute();

        await withId(db.schema.createTable('footer_logos'))
          .addColumn('title', 'text', (c) => c.notNull().unique())
          .addColumn('url', 'text', (c) => c.notNull())
          .addColumn('image_url', 'text', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();

        await withId(db.schema.createTable('action_types'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('name_id', 'text', (c) => c.notNull())
          .addColumn('name_en', 'text', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();

        await withId(db.schema.createTable('users'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('scope', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db.schema.createTable('auth_tokens'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('revoked_at', 'text')
          .execute();

        await withId(db.schema.createTable('entries'))
          .addColumn('collection', 'text', (c) => c.notNull())
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('category', 'text')
          .addColumn('published_at', 'text', (c) => c.notNull())
          .addColumn('image_url', 'text')
          .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
          .addUniqueConstraint('entries_collection_slug', ['collection', 'slug'])
          .execute();
        await db.schema
          .createIndex('entries_collection_published')
          .on('entries')
          .columns(['collection', 'published_at'])
          .execute();
        await db.schema
          .createTable('entry_translations')
          .addColumn('entry_id', 'integer', (c) => c.notNull().references('entries.id').onDelete('cascade'))
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('summary', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('body_text', 'text', (c) => c.notNull())
          .addColumn('attributes', 'text')
          .addPrimaryKeyConstraint('entry_translations_pk', ['entry_id', 'locale'])
          .execute();

        await withId(db.schema.createTable('pages'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('image_url', 'text')
          .addColumn('is_searchable', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        await db.schema
          .createTable('page_translations')
          .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('summary', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('body_text', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('page_translations_pk', ['page_id', 'locale'])
          .execute();

        await withId(db.schema.createTable('company_news'))
          .addColumn('company_id', 'integer', (c) => c.notNull().references('entries.id').onDelete('cascade'))
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('published_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('company_news_company_slug', ['company_id', 'slug'])
          .execute();
        await db.schema
          .createTable('company_news_translations')
          .addColumn('news_id', 'integer', (c) => c.notNull().references('company_news.id').onDelete('cascade'))
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('summary', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('company_news_translations_pk', ['news_id', 'locale'])
          .execute();
      },
      async down(db: Kysely<any>) {
        for (const table of [
          'company_news_translations', 'company_news', 'page_translations', 'pages', 'entry_translations',
          'entries', 'auth_tokens', 'users', 'action_types', 'footer_logos', 'component_menus',
          'cta_translations', 'component_ctas', 'component_translations', 'components', 'settings',
          'menu_translations', 'menus',
        ]) {
          await sql`drop table if exists ${sql.table(table)}`.execute(db);
        }
      },
    },
    '2026-11-22-100-tools': toolsMigration(withId),
    '2026-11-22-200-navigation': navigationMigration(withId),
    '2026-11-24-300-education': educationMigration(withId),
    '2026-11-24-310-forms': formsMigration(withId),
    '2026-11-24-320-eduvest-registrations': registrationMigration(withId),
    '2026-11-24-330-marketing': marketingMigration(withId, dialect),
    '2026-11-24-340-research': researchMigration(withId),
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
