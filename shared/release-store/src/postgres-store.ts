// Every environment's release in PostgreSQL, shared by the shell servers of every host. One row per
// environment holds the release (as release.json would: the same text, so history hashes agree with the
// file store) and its version number, which a commit raises by one; the history is a table beside it.
// A commit is one transaction that locks the row, compares the version with the one the writer read,
// writes both and commits: a writer that crashes leaves nothing behind, two writers cannot both win.
import pg from 'pg';
import { z } from 'zod/mini';
import { storedRelease } from './stored-release.ts';
import { entryOf, historyEntry, serializeRelease, type HistoryEntry } from './history.ts';
import { ReleaseStoreError, type CommitOutcome, type ReleaseState, type ReleaseStore } from './store.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS release_environments (
  env text PRIMARY KEY,
  version bigint NOT NULL,
  release text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS release_history (
  env text NOT NULL,
  id integer NOT NULL,
  entry jsonb NOT NULL,
  PRIMARY KEY (env, id)
);`;

/** The channel a commit notifies with the environment's name (a listener may wake early; polling suffices). */
export const RELEASE_CHANNEL = 'brids_release';

const UNDEFINED_TABLE = '42P01';
const UNIQUE_VIOLATION = '23505';
const codeOf = (error: unknown) => (error as { code?: string }).code;

/** The PostgreSQL store at `databaseUrl` (RELEASE_DATABASE_URL); its tables are made by the first write. */
export function createPostgresStore(databaseUrl: string): ReleaseStore {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, allowExitOnIdle: true });
  // An idle connection the server closed (a restart, a fail-over) is dropped; the next query opens another.
  pool.on('error', () => {});
  let schemaReady: Promise<void> | undefined;

  const ensureSchema = () =>
    (schemaReady ??= (async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query("SELECT pg_advisory_xact_lock(hashtext('brids release store schema'))");
        await client.query(SCHEMA);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        schemaReady = undefined;
        throw error;
      } finally {
        client.release();
      }
    })());

  /** A read before the first write finds no tables: no environment has a release yet. */
  async function query<R extends pg.QueryResultRow>(text: string, values: unknown[], empty: R[] = []): Promise<R[]> {
    try {
      return (await pool.query<R>(text, values)).rows;
    } catch (error) {
      if (codeOf(error) === UNDEFINED_TABLE) return empty;
      throw error;
    }
  }

  const describe = (env: string) => `PostgreSQL release_environments (${env})`;

  function parse(env: string, text: string) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ReleaseStoreError(`${describe(env)} is not a valid release manifest: not JSON (${(error as Error).message})`);
    }
    const parsed = storedRelease.safeParse(json);
    if (!parsed.success) throw new ReleaseStoreError(`${describe(env)} is not a valid release manifest: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }

  return {
    kind: 'postgres',
    describe,
    async environments() {
      const rows = await query<{ env: string }>('SELECT env FROM release_environments UNION SELECT env FROM release_history', []);
      return rows.map((row) => row.env);
    },
    async read(env): Promise<ReleaseState> {
      const rows = await query<{ version: string; release: string }>('SELECT version, release FROM release_environments WHERE env = $1', [env]);
      const row = rows[0];
      return row ? { release: parse(env, row.release), revision: String(row.version) } : { release: undefined, revision: null };
    },
    async revision(env) {
      const rows = await query<{ version: string }>('SELECT version FROM release_environments WHERE env = $1', [env]);
      return rows[0] ? String(rows[0].version) : null;
    },
    async history(env): Promise<HistoryEntry[]> {
      const rows = await query<{ entry: unknown }>('SELECT entry FROM release_history WHERE env = $1 ORDER BY id', [env]);
      return rows.map((row) => z.parse(historyEntry, row.entry));
    },
    async commit(env, expected, next, input): Promise<CommitOutcome> {
      const text = serializeRelease(z.parse(storedRelease, next));
      await ensureSchema();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const current = (await client.query<{ version: string; release: string }>('SELECT version, release FROM release_environments WHERE env = $1 FOR UPDATE', [env])).rows[0];
        const found = current ? String(current.version) : null;
        if (found !== expected) {
          await client.query('ROLLBACK');
          return { ok: false, revision: found };
        }
        const version = current ? Number(current.version) + 1 : 1;
        if (current) await client.query('UPDATE release_environments SET version = $2, release = $3, updated_at = now() WHERE env = $1', [env, version, text]);
        else await client.query('INSERT INTO release_environments (env, version, release) VALUES ($1, $2, $3)', [env, version, text]);
        const last = (await client.query<{ id: number | null }>('SELECT max(id) AS id FROM release_history WHERE env = $1', [env])).rows[0]?.id ?? 0;
        const entry = entryOf(env, last + 1, current?.release ?? null, text, next.updatedAt, input);
        await client.query('INSERT INTO release_history (env, id, entry) VALUES ($1, $2, $3)', [env, entry.id, JSON.stringify(entry)]);
        await client.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, env]);
        await client.query('COMMIT');
        return { ok: true, entry, revision: String(version) };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        // Two first pins of a new environment at once: the second insert finds the first's row.
        if (codeOf(error) === UNIQUE_VIOLATION) return { ok: false, revision: await this.revision(env) };
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
