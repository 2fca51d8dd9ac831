// Vitest global set-up (vitest.config.ts): one throwaway PostgreSQL database per test run, named
// here, created by the first content-service suite that needs it (test/helpers.ts) and dropped when
// the run ends. Databases of earlier runs whose process is gone (a run killed midway) go too.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name of this run's throwaway PostgreSQL database. */
    contentTestDatabase: string;
  }
}

/** DATABASE_URL when set, else the machine's local server (trust auth): where run databases are made. */
export const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const RUN_DATABASE_PREFIX = 'brids_test_';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function withAdmin(work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await work(client);
  } catch {
    // Unreachable or not allowed: the suites that need PostgreSQL fail with the reason themselves.
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropRunDatabases(client: pg.Client, keep: (name: string) => boolean): Promise<void> {
  const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${RUN_DATABASE_PREFIX}%`]);
  for (const { datname } of rows) {
    if (!keep(datname)) await client.query(`drop database if exists "${datname}" with (force)`);
  }
}

export default async function setup({ provide }: TestProject) {
  const name = `${RUN_DATABASE_PREFIX}${process.pid}_${randomBytes(3).toString('hex')}`;
  provide('contentTestDatabase', name);
  await withAdmin((client) =>
    dropRunDatabases(client, (datname) => {
      const pid = Number(datname.slice(RUN_DATABASE_PREFIX.length).split('_')[0]);
      return Number.isInteger(pid) && alive(pid);
    }),
  );
  return async () => {
    await withAdmin((client) => dropRunDatabases(client, (datname) => datname !== name));
  };
}
