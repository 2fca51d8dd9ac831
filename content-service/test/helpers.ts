import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrations.ts';
import { seed } from '../src/seed/index.ts';

export type Target = 'sqlite' | 'postgres';

/** DATABASE_URL when set, else the machine's local server (trust auth). */
export const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function pgReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** SQLite always; PostgreSQL when it answers (the PG variant is skipped only when it cannot connect). */
export const TARGETS: Target[] = ['sqlite', ...((await pgReachable()) ? (['postgres'] as const) : [])];

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A migrated, seeded database of its own (temp SQLite file, or a fresh PostgreSQL schema) and the app on it. */
export async function setup(target: Target): Promise<TestContext> {
  let database: Database;
  let cleanup: () => Promise<void>;
  if (target === 'postgres') {
    const schema = `cs_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = openDatabase({ databaseUrl: PG_URL, pgSchema: schema });
    cleanup = async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'content-service-test-'));
    database = openDatabase({ sqliteFile: join(dir, 'content.sqlite') });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  await migrateToLatest(database.db, database.dialect);
  await seed(database.db);
  const app = buildApp({ db: database.db });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
      await cleanup();
    },
  };
}

/** Sets up a context before the suite's tests and tears it down after them. */
export function useApp(target: Target): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await setup(target));
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

export async function get(context: TestContext, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await context.app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...headers } });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
}

export async function post(
  context: TestContext,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await context.app.inject({
    method: 'POST',
    url,
    headers: { accept: 'application/json', ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
}
