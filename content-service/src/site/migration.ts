import { type Kysely, type Migration, sql } from 'kysely';
import type { WithId } from '../lib/migration.ts';

/**
 * Redirect rules (spec §2: latest-news rules and general rules), applied by the shell server as
 * HTTP redirects and by the router on client navigations. The rules below are the site's own
 * (old addresses of the previous site), so the migration inserts them, not the sample seed. Every target
 * is a path a remote's route serves (`test/site/route-agreement.test.ts`).
 */
export const REDIRECT_RULES = [
  // Latest news: the previous site's news list and company pages (with their news below them).
  { kind: 'latest-news', from_path: '/id/berita-terkini', to_path: '/id/riset-dan-berita/daftar-informasi-perusahaan', status: 301 },
  { kind: 'latest-news', from_path: '/en/latest-news', to_path: '/en/company-information-list', status: 301 },
  { kind: 'latest-news', from_path: '/id/perusahaan/*', to_path: '/id/riset-dan-berita/daftar-informasi-perusahaan/*', status: 301 },
  { kind: 'latest-news', from_path: '/en/company/*', to_path: '/en/company-information-list/*', status: 301 },
  // General rules: short or retired addresses.
  { kind: 'general', from_path: '/id/riset', to_path: '/id/riset-dan-berita/laporan-riset', status: 301 },
  { kind: 'general', from_path: '/en/research', to_path: '/en/research-report', status: 301 },
  { kind: 'general', from_path: '/id/kalkulator', to_path: '/id/alat-analisis/kalkulator-investasi', status: 302 },
  { kind: 'general', from_path: '/en/calculator', to_path: '/en/analysis-tools/investment-calculator', status: 302 },
] as const;

export function navigationMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('redirects'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('from_path', 'text', (c) => c.notNull().unique())
        .addColumn('to_path', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db
        .insertInto('redirects')
        .values(REDIRECT_RULES.map((rule, index) => ({ ...rule, sort_order: index })))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('redirects').execute();
    },
  };
}

/**
 * The first migration: the site's tables (menus, settings, components, footer logos, corporate-action kinds,
 * editors and tokens, entries, pages) and `company_news`, unused since the research squad's own tables.
 */
export function initialMigration(withId: WithId): Migration {
  return {
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
  };
}
