// A PostgreSQL database of its own for one test file (127.0.0.1:5432, trust auth, or DATABASE_URL's
// server), dropped afterwards; one left by a run that was killed is dropped by the next run of the file.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PREFIX = 'brids_release_test_';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates a database (after dropping those of dead runs); `drop` removes it. */
export async function throwawayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PREFIX}%`]);
    for (const { datname } of rows) {
      if (!alive(Number(datname.slice(PREFIX.length).split('_')[0]))) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}) };
}
