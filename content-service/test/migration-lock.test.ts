// Migrations run once, as their own job (issue 29): two at once on a fresh database both succeed with
// one schema (PostgreSQL's advisory lock, SQLite's lock file), a production instance never migrates, and
// its /readyz fails until the migration job has run.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/lib/connection.ts';
import { migrateToLatest, migrations, pendingMigrations, schemaCheck } from '../src/migrations.ts';
import { PG_URL } from './helpers.ts';
import { startServer } from './process.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(ROOT, 'content-service/src/cli.ts');
const ALL = Object.keys(migrations('postgres'));
const created: string[] = [];

/** A throwaway PostgreSQL database of its own (not a schema: the lock is the database's). */
async function freshDatabase(): Promise<string> {
  const name = `brids_test_${process.pid}_migrate_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  created.push(name);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function appliedOnce(databaseUrl: string): Promise<void> {
  const database = openDatabase({ databaseUrl });
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    expect(rows.rows.map((row) => row.name)).toEqual(ALL);
    expect(await pendingMigrations(database.db, 'postgres')).toEqual([]);
  } finally {
    await database.destroy();
  }
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'brids-migrate-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

describe('migrations under a lock', () => {
  it('two migrations at once on a fresh PostgreSQL database: both succeed, each migration runs once', async () => {
    const databaseUrl = await freshDatabase();
    const [a, b] = [openDatabase({ databaseUrl }), openDatabase({ databaseUrl })];
    try {
      const results = await Promise.all([migrateToLatest(a.db, 'postgres'), migrateToLatest(b.db, 'postgres')]);
      const applied = results.flat().filter((result) => result.status === 'Success').map((result) => result.migrationName);
      expect(applied.sort()).toEqual(ALL);
      expect(results.some((result) => result.length === 0)).toBe(true);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
    await appliedOnce(databaseUrl);
  });

  it('two migration jobs (`cli.ts migrate`) at once: PostgreSQL and SQLite', async () => {
    const databaseUrl = await freshDatabase();
    const sqliteFile = path.join(dir, 'jobs.sqlite');
    const job = (env: Record<string, string>) => run(TSX, [CLI, 'migrate'], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', ...env } });
    const outputs = await Promise.all([
      job({ DATABASE_URL: databaseUrl }),
      job({ DATABASE_URL: databaseUrl }),
      job({ DATABASE_URL: '', NODE_ENV: 'development', SQLITE_FILE: sqliteFile }),
      job({ DATABASE_URL: '', NODE_ENV: 'development', SQLITE_FILE: sqliteFile }),
    ]);
    for (const pair of [outputs.slice(0, 2), outputs.slice(2)]) {
      expect(pair.map(({ stdout }) => stdout.includes('schema up to date')).sort()).toEqual([false, true]);
      for (const { stdout } of pair) expect(stdout).toMatch(/search index: \d+ documents/);
    }
    await appliedOnce(databaseUrl);
    const sqlite = openDatabase({ sqliteFile });
    expect(await pendingMigrations(sqlite.db, 'sqlite')).toEqual([]);
    expect((await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(sqlite.db)).rows[0]?.n).toBe(ALL.length);
    await sqlite.destroy();
  }, 120_000);

  it('the schema check fails while migrations are pending and passes once they ran', async () => {
    const database = openDatabase({ sqliteFile: path.join(dir, 'check.sqlite') });
    const check = schemaCheck(database.db, 'sqlite');
    const signal = new AbortController().signal;
    await expect(check.check({ requestId: 'test', signal })).rejects.toThrow(`${ALL.length} migration(s) not run (the migration job runs them)`);
    await migrateToLatest(database.db, 'sqlite');
    await expect(check.check({ requestId: 'test', signal })).resolves.toBeUndefined();
    await database.destroy();
  });
});

describe('a production instance', () => {
  it('neither migrates nor seeds nor indexes at start, and is not ready until the migration job ran', async () => {
    const databaseUrl = await freshDatabase();
    const env = { NODE_ENV: 'production', DATABASE_URL: databaseUrl, RECAPTCHA_SECRET: randomBytes(32).toString('base64url'), CLIENT_REGISTRY_URL: 'http://127.0.0.1:9/registry', PUBLIC_ORIGIN: 'https://www.brids.test' };
    const server = await startServer('content-service/src/main.ts', env);
    try {
      const before = await fetch(`${server.url}/readyz`);
      expect(before.status).toBe(503);
      expect(await before.json()).toMatchObject({ checks: { database: 'ok', schema: 'failed' } });
      await expect
        .poll(() => JSON.stringify(server.logs.filter((line) => line.msg === 'readiness check failed')))
        .toContain('migration(s) not run');
      const messages = server.logs.map((line) => line.msg);
      expect(messages).not.toContain('migration');
      expect(messages).not.toContain('search index rebuilt');
      expect(messages).not.toContain('seeded the empty database with sample content');
      await run(TSX, [CLI, 'migrate'], { cwd: ROOT, env: { ...process.env, ...env } });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const database = openDatabase({ databaseUrl });
      expect((await sql<{ n: string }>`select count(*) as n from pages`.execute(database.db)).rows[0]?.n).toBe('0');
      await database.destroy();
    } finally {
      server.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);
});
