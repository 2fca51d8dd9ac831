import type { ReadinessCheck } from '@brids/server-operations';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/** The database answers a query (readiness). */
export const databaseCheck = (db: Kysely<DB>): ReadinessCheck => ({
  name: 'database',
  check: () => sql`select 1`.execute(db),
});
