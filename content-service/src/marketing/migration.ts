import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../lib/connection.ts';
import type { WithId } from '../lib/migration.ts';
import { createSearchIndex, dropSearchIndex } from '../search/migration.ts';


/** `name_id` and `name_en` text columns (English may be empty: it falls back to Indonesian). */
function bilingual<T extends string, C extends string>(table: CreateTableBuilder<T, C>, names: string[], nullable = false) {
  let t = table as CreateTableBuilder<T, string>;
  for (const name of names) {
    for (const locale of ['id', 'en']) {
      t = nullable ? t.addColumn(`${name}_${locale}`, 'text') : t.addColumn(`${name}_${locale}`, 'text', (c) => c.notNull().defaultTo(''));
    }
  }
  return t;
}

const TABLES = [
  'about_items', 'quick_links', 'home_slides', 'promos', 'announcement_attachments', 'announcements', 'blog_posts',
  'editors', 'blog_categories', 'faqs', 'faq_categories', 'priority_programs', 'offering_samples', 'offering_variants', 'offerings',
];

/**
 * The marketing squad's tables: offerings (product and service pages) with their variants, samples and
 * the priority program; FAQs; blog posts, categories and editors; announcements and attachments; promos;
 * the home page's slides and quick links; and the site search index (`search/migration.ts`).
 */
export function marketingMigration(withId: WithId, dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await bilingual(
        withId(db.schema.createTable('offerings'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('image_url', 'text', (c) => c.notNull())
          .addColumn('form_url', 'text')
          .addColumn('open_account', 'integer', (c) => c.notNull().defaultTo(1)),
        ['title', 'tagline', 'what', 'who', 'benefits', 'steps', 'requirements', 'documents', 'fees', 'risks'],
      ).execute();
      await bilingual(
        withId(db.schema.createTable('offering_variants'))
          .addColumn('offering_id', 'integer', (c) => c.notNull().references('offerings.id').onDelete('cascade'))
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('contract_months', 'integer')
          .addColumn('min_asset_holding', 'double precision')
          .addUniqueConstraint('offering_variants_key', ['offering_id', 'key']),
        ['title', 'description', 'points'],
      ).execute();
      await bilingual(
        withId(db.schema.createTable('offering_samples'))
          .addColumn('offering_id', 'integer', (c) => c.notNull().references('offerings.id').onDelete('cascade'))
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('risk_level', 'text', (c) => c.notNull())
          .addColumn('minimum_subscription', 'double precision', (c) => c.notNull())
          .addColumn('coupon_rate', 'double precision')
          .addColumn('tenor_months', 'integer')
          .addColumn('offer_start', 'text')
          .addColumn('offer_end', 'text')
          .addUniqueConstraint('offering_samples_slug', ['offering_id', 'slug']),
        ['name', 'terms'],
      ).execute();
      await withId(db.schema.createTable('priority_programs'))
        .addColumn('offering_id', 'integer', (c) => c.notNull().references('offerings.id').onDelete('cascade'))
        .addColumn('min_total_assets', 'double precision', (c) => c.notNull())
        .addColumn('starts_on', 'text', (c) => c.notNull())
        .addColumn('ends_on', 'text', (c) => c.notNull())
        .addColumn('quota', 'integer', (c) => c.notNull())
        .addColumn('quota_taken', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      for (const table of ['faq_categories', 'blog_categories']) {
        await bilingual(
          withId(db.schema.createTable(table))
            .addColumn('slug', 'text', (c) => c.notNull().unique())
            .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
          ['name'],
        ).execute();
      }
      await bilingual(
        withId(db.schema.createTable('faqs'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('category_id', 'integer', (c) => c.notNull().references('faq_categories.id').onDelete('cascade'))
          .addColumn('offering_slug', 'text')
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
        ['question', 'answer'],
      ).execute();

      await bilingual(
        withId(db.schema.createTable('editors'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('photo_url', 'text', (c) => c.notNull()),
        ['role', 'bio'],
      ).execute();
      await bilingual(
        withId(db.schema.createTable('blog_posts'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_categories.id').onDelete('cascade'))
          .addColumn('author_id', 'integer', (c) => c.notNull().references('editors.id').onDelete('cascade'))
          .addColumn('published_at', 'text', (c) => c.notNull())
          .addColumn('cover_url', 'text', (c) => c.notNull())
          .addColumn('reading_minutes', 'integer', (c) => c.notNull()),
        ['title', 'summary', 'body'],
      ).execute();
      await db.schema.createIndex('blog_posts_published').on('blog_posts').columns(['published_at']).execute();

      await bilingual(
        withId(db.schema.createTable('announcements'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('published_at', 'text', (c) => c.notNull()),
        ['title', 'summary', 'body'],
      ).execute();
      await db.schema.createIndex('announcements_published').on('announcements').columns(['published_at']).execute();
      await withId(db.schema.createTable('announcement_attachments'))
        .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .execute();

      await bilingual(
        withId(db.schema.createTable('promos'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('image_url', 'text', (c) => c.notNull())
          .addColumn('valid_from', 'text', (c) => c.notNull())
          .addColumn('valid_until', 'text', (c) => c.notNull()),
        ['title', 'summary', 'body', 'terms'],
      ).execute();

      await bilingual(
        bilingual(
          withId(db.schema.createTable('home_slides'))
            .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('image_url', 'text', (c) => c.notNull()),
          ['title', 'text'],
        ),
        ['cta_label', 'cta_url'],
        true,
      ).execute();
      await bilingual(
        withId(db.schema.createTable('quick_links'))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('route', 'text', (c) => c.notNull().unique())
          .addColumn('icon', 'text', (c) => c.notNull()),
        ['label'],
      ).execute();

      await bilingual(
        withId(db.schema.createTable('about_items'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('key', 'text', (c) => c.notNull().unique())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('year', 'integer')
          .addColumn('photo_url', 'text'),
        ['title', 'detail'],
      ).execute();

      await createSearchIndex(db, withId, dialect);
    },
    async down(db: Kysely<any>) {
      await dropSearchIndex(db);
      for (const table of TABLES) await sql`drop table if exists ${sql.table(table)}`.execute(db);
    },
  };
}
