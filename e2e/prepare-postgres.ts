// Makes the PostgreSQL site's database afresh (issue 19: one browser run through PostgreSQL):
// dropped and created empty, so the content service started next migrates and seeds it.
import pg from 'pg';
import { PG_ADMIN_URL, PG_DATABASE } from './support/env.ts';

const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
try {
  await admin.connect();
} catch (error) {
  console.error(`[e2e] PostgreSQL is unreachable at ${PG_ADMIN_URL}: ${(error as Error).message}. The postgres project needs it (E2E_POSTGRES_URL).`);
  process.exit(1);
}
await admin.query(`drop database if exists "${PG_DATABASE}" with (force)`);
await admin.query(`create database "${PG_DATABASE}"`);
await admin.end();
console.error(`[e2e] PostgreSQL database ${PG_DATABASE} made afresh`);
