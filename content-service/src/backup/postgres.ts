// PostgreSQL for the backup and restore commands: connections that name the variable they came from, and the
// server's own tools (pg_dump, pg_restore) run with the password in the environment, never on the command line.
import { spawn } from 'node:child_process';
import pg from 'pg';

/** A backup or restore that cannot go on: the CLI prints the message and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** A connected client of `url`, or a BackupError naming the variable, the (redacted) URL and the server's reason. */
export async function connect(url: string, variable: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw new BackupError(`cannot connect to ${variable}=${redactUrl(url)}: ${(error as Error).message}`);
  }
}

/** The release store's tables (@brids/release-store's postgres-store.ts): the release store's part of a database. */
export const RELEASE_TABLES = ['release_environments', 'release_history'] as const;

/** The user tables of the database (every schema but the system's), as `schema.table`, without `except`. */
export async function userTables(client: pg.Client, except: readonly string[] = []): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select schemaname || '.' || tablename as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%' and not (tablename = any($1))
      order by 1`,
    [except],
  );
  return rows.map((row) => row.name);
}

const quoted = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');

/** The number of rows of each table (`schema.table`). */
export async function rowCounts(client: pg.Client, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await client.query<{ n: string }>(`select count(*) as n from ${quoted(table)}`)).rows[0]!.n);
  return counts;
}

/**
 * Starts a repeatable-read, read-only transaction and exports its snapshot, so what the backup records of the
 * rows (counts, digests) is exactly what pg_dump, given the snapshot, writes. The caller commits.
 */
export async function exportSnapshot(client: pg.Client): Promise<string> {
  await client.query('begin isolation level repeatable read read only');
  return (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
}

/** pg_dump or pg_restore against `url`: the URL without its password as `--dbname`, the password as PGPASSWORD. */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', url: string, variable: string, args: string[]): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}), PGCONNECT_TIMEOUT: '5' };
  const stderr: string[] = [];
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${parsed.toString()}`], { env, stdio: ['ignore', 'inherit', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    child.once('error', (error) =>
      reject(new BackupError(`${tool} could not be run (${(error as Error).message}): install PostgreSQL's client tools of the server's major version or newer`)),
    );
    child.once('close', (status) => resolve(status ?? 1));
  });
  if (code !== 0) throw new BackupError(`${tool} failed on ${variable}=${redactUrl(url)} (exit ${code}):\n${stderr.join('').trim()}`);
}
