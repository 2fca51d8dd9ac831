import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, SQLite is not used. */
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to work in (search_path); it must exist. Used by tests to isolate runs. */
  pgSchema?: string | undefined;
  /** The SQLite file (created with its folder when missing); ':memory:' works too. */
  sqliteFile?: string | undefined;
}

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens the content database: PostgreSQL when a URL is given, else the SQLite file. */
export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    if (options.pgSchema !== undefined && !SCHEMA_NAME.test(options.pgSchema)) {
      throw new Error(`Invalid PostgreSQL schema name: ${options.pgSchema}`);
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error(JSON.stringify({ level: 50, msg: 'idle PostgreSQL client failed', err: error.message })));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
