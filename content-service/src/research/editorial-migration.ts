import type { Kysely, Migration } from 'kysely';

/**
 * `2026-11-28-415-research-editorial`: `research_companies.is_published` (1, or 0 once the editorial layer took
 * the company off the site). A company is never deleted to unpublish it: its financial statements and news
 * refer to its row (and would go with it).
 */
export function researchEditorialMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('research_companies').addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('research_companies').dropColumn('is_published').execute();
    },
  };
}
