import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { type Database, openDatabase } from '../src/lib/connection.ts';
import { migrateToLatest } from '../src/migrations.ts';
import { seed } from '../src/seed.ts';
import { ADMIN_URL } from './postgres-run.ts';
import { rebuildSearchIndex } from '../src/search/search-index.ts';

export type Target = 'sqlite' | 'postgres';

/** Where this run's throwaway databases are made: DATABASE_URL when set, else the machine's local server. */
export const PG_URL = ADMIN_URL;

/** Every suite runs on both: PostgreSQL is never skipped (an unreachable server fails the suites that need it). */
export const TARGETS: Target[] = ['sqlite', 'postgres'];

const redacted = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

let runDatabase: Promise<string> | undefined;

/**
 * This run's throwaway database (named by the global set-up, postgres-run.ts), created on first
 * use; its URL. Without the right to create databases, the DATABASE_URL's own database is used
 * (each suite still works in a schema of its own).
 */
function runDatabaseUrl(): Promise<string> {
  runDatabase ??= (async () => {
    const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(
        `PostgreSQL is unreachable at ${redacted(PG_URL)} (${(error as Error).message}). The content service's tests run on SQLite and PostgreSQL: start the server, or set DATABASE_URL to one that answers.`,
      );
    }
    const name = inject('contentTestDatabase');
    try {
      if (!name) return PG_URL;
      try {
        await admin.query(`create database "${name}"`);
      } catch (error) {
        const code = (error as { code?: string }).code;
        // Another suite of this run made it first (42P04, or 23505 while both were at it).
        if (code === '42501') return PG_URL;
        if (code !== '42P04' && code !== '23505') throw error;
      }
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      return url.toString();
    } finally {
      await admin.end().catch(() => undefined);
    }
  })();
  return runDatabase;
}

/**
 * A fresh schema of its own in this run's throwaway database: its URL (with the schema as the
 * search path, for a server started as a process), the schema, and `drop`.
 */
export async function freshPostgres(): Promise<{ url: string; databaseUrl: string; schema: string; drop(): Promise<void> }> {
  const databaseUrl = await runDatabaseUrl();
  const schema = `cs_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    databaseUrl,
    schema,
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A migrated, seeded database of its own (temp SQLite file, or a fresh schema in the run's PostgreSQL database) and the app on it. */
export async function setup(target: Target, options: Omit<Partial<BuildAppOptions>, 'db'> = {}): Promise<TestContext> {
  let database: Database;
  let cleanup: () => Promise<void>;
  if (target === 'postgres') {
    const postgres = await freshPostgres();
    database = openDatabase({ databaseUrl: postgres.databaseUrl, pgSchema: postgres.schema });
    cleanup = postgres.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'content-service-test-'));
    database = openDatabase({ sqliteFile: join(dir, 'content.sqlite') });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  await migrateToLatest(database.db, database.dialect);
  await seed(database.db, { media: options.media });
  await rebuildSearchIndex(database.db);
  // Suites that are not about rate limits are not limited by them (the rate-limit suites test the limits).
  const unlimited = { limits: { form: { max: 1_000_000, windowMs: 60_000 }, login: { max: 1_000_000, windowMs: 60_000 }, list: { max: 1_000_000, windowMs: 60_000 }, search: { max: 1_000_000, windowMs: 60_000 }, assistant: { max: 1_000_000, windowMs: 60_000 }, chat: { max: 1_000_000, windowMs: 60_000 } } };
  const app = buildApp({ rateLimit: unlimited, ...options, db: database.db });
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
export function useApp(target: Target, options: Omit<Partial<BuildAppOptions>, 'db'> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await setup(target, options));
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
