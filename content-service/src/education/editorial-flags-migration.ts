import type { Kysely, Migration } from 'kysely';

/**
 * `2026-11-28-416-editorial-flags`: `eduvest_events.is_published` (1, or 0 once the editorial layer took the
 * event off the site). An event is never deleted to unpublish it: its registrations refer to its row.
 */
export function editorialFlagsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('eduvest_events').addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('eduvest_events').dropColumn('is_published').execute();
    },
  };
}
