import { type Kysely, type Migration, sql } from 'kysely';
import type { WithId } from '../lib/migration.ts';


/** The education squad's tables: Eduvest events, educational videos, learn-investment articles, each with translations. */
export function educationMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('eduvest_events'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('online', 'onsite')`))
        .addColumn('registration_opens_at', 'text', (c) => c.notNull())
        .addColumn('registration_closes_at', 'text', (c) => c.notNull())
        .addColumn('quota', 'integer', (c) => c.notNull().check(sql`quota >= 0`))
        .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0).check(sql`seats_taken >= 0`))
        .addColumn('is_cancelled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .execute();
      await db.schema.createIndex('eduvest_events_ends_at').on('eduvest_events').column('ends_at').execute();
      await db.schema
        .createTable('eduvest_event_translations')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('eduvest_events.id').onDelete('cascade'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('description_text', 'text', (c) => c.notNull())
        .addColumn('venue', 'text', (c) => c.notNull())
        .addColumn('speakers', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('agenda', 'text', (c) => c.notNull().defaultTo('[]'))
        .addPrimaryKeyConstraint('eduvest_event_translations_pk', ['event_id', 'locale'])
        .execute();

      await withId(db.schema.createTable('educational_videos'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('duration_seconds', 'integer', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_video_id', 'text', (c) => c.notNull())
        .addColumn('thumbnail_url', 'text', (c) => c.notNull())
        .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('published_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('educational_video_translations')
        .addColumn('video_id', 'integer', (c) => c.notNull().references('educational_videos.id').onDelete('cascade'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('educational_video_translations_pk', ['video_id', 'locale'])
        .execute();

      await withId(db.schema.createTable('learn_articles'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('reading_minutes', 'integer', (c) => c.notNull())
        .addColumn('series', 'text')
        .addColumn('series_order', 'integer')
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .execute();
      await db.schema
        .createTable('learn_article_translations')
        .addColumn('article_id', 'integer', (c) => c.notNull().references('learn_articles.id').onDelete('cascade'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('body_text', 'text', (c) => c.notNull())
        .addColumn('series_title', 'text')
        .addPrimaryKeyConstraint('learn_article_translations_pk', ['article_id', 'locale'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [
        'learn_article_translations', 'learn_articles', 'educational_video_translations', 'educational_videos',
        'eduvest_event_translations', 'eduvest_events',
      ]) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}
