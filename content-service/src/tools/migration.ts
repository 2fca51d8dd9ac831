import { type Kysely, type Migration, sql } from 'kysely';
import { insertToolsReference } from './seed.ts';
import type { WithId } from '../lib/migration.ts';


/**
 * The tools squad's tables: the calculator's limits and the risk-profile questionnaire (questions,
 * answers with points, profiles with score ranges), each text per locale. The reference content is
 * inserted here, not by the sample seed: production needs it, and a database seeded before this
 * migration gets it on its next start.
 */
export function toolsMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('calculator_limits')
        .addColumn('field', 'text', (c) => c.primaryKey())
        .addColumn('max_value', 'double precision', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('risk_questions'))
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('risk_question_translations')
        .addColumn('question_id', 'integer', (c) => c.notNull().references('risk_questions.id').onDelete('cascade'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('hint', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('risk_question_translations_pk', ['question_id', 'locale'])
        .execute();
      await withId(db.schema.createTable('risk_answers'))
        .addColumn('question_id', 'integer', (c) => c.notNull().references('risk_questions.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('risk_answers_question_key', ['question_id', 'key'])
        .execute();
      await db.schema
        .createTable('risk_answer_translations')
        .addColumn('answer_id', 'integer', (c) => c.notNull().references('risk_answers.id').onDelete('cascade'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('risk_answer_translations_pk', ['answer_id', 'locale'])
        .execute();

      await withId(db.schema.createTable('risk_profiles'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('min_score', 'integer', (c) => c.notNull())
        .addColumn('max_score', 'integer', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('risk_profile_translations')
        .addColumn('profile_id', 'integer', (c) => c.notNull().references('risk_profiles.id').onDelete('cascade'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('characteristics', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('products', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('disclaimer', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('risk_profile_translations_pk', ['profile_id', 'locale'])
        .execute();

      await insertToolsReference(db);
    },
    async down(db: Kysely<any>) {
      for (const table of [
        'risk_profile_translations', 'risk_profiles', 'risk_answer_translations', 'risk_answers',
        'risk_question_translations', 'risk_questions', 'calculator_limits',
      ]) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}
