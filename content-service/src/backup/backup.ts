// `backup <folder>`: the content database, the release store and the media store into one folder with a
// manifest.json, in that order (a media file is written before the row that names it, so media copied after
// the database hold every file it names). The manifest is written last: a folder without one is no backup.
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import { BACKUP_FORMAT, eachLimited, fileDigest, sha256, type BackupFile, type Manifest, type Stores } from './manifest.ts';
import { BackupError, connect, exportSnapshot, redactUrl, RELEASE_TABLES, rowCounts, runPgTool, userTables } from './postgres.ts';

export const CONTENT_DUMP = 'content.dump';
export const CONTENT_SQLITE = 'content.sqlite';
export const RELEASE_DUMP = 'release.dump';

const log = (text: string) => console.log(text);

/** The migrations a PostgreSQL database has run (none before its first migration). */
export async function pgMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ exists: boolean }>(`select to_regclass('kysely_migration') is not null as exists`);
  if (!rows[0]?.exists) return [];
  return (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((row) => row.name);
}

/** The migrations and rows per table of a SQLite database. */
export function sqliteFacts(file: string): { migrations: string[]; tables: Record<string, number> } {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const names = (db.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`).all() as { name: string }[]).map((row) => row.name);
    const tables: Record<string, number> = {};
    for (const name of names) tables[name] = (db.prepare(`select count(*) as n from "${name.replace(/"/g, '""')}"`).get() as { n: number }).n;
    const migrations = names.includes('kysely_migration') ? (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((row) => row.name) : [];
    return { migrations, tables };
  } finally {
    db.close();
  }
}

/** Every row of the release store's tables, as one sha256, with each environment's version and history length. */
export async function releaseRows(client: pg.Client): Promise<Pick<Manifest['release'], 'environments' | 'digest'> & { present: boolean }> {
  const { rows } = await client.query<{ present: boolean }>(`select to_regclass('release_environments') is not null and to_regclass('release_history') is not null as present`);
  if (!rows[0]?.present) return { present: false, environments: {}, digest: sha256('[]') };
  const releases = (await client.query<{ env: string; version: string; release: string }>('select env, version::text as version, release from release_environments order by env')).rows;
  const history = (await client.query<{ env: string; id: number; entry: string }>('select env, id, entry::text as entry from release_history order by env, id')).rows;
  const environments: Manifest['release']['environments'] = {};
  for (const row of releases) environments[row.env] = { version: row.version, history: 0 };
  for (const row of history) (environments[row.env] ??= { version: null, history: 0 }).history += 1;
  return { present: true, environments, digest: sha256(JSON.stringify([releases, history])) };
}

/** The file store's files (releases/<env>/release.json and history.jsonl; never its lock or temporary files). */
export async function releaseFiles(dir: string): Promise<string[]> {
  const envs = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: string[] = [];
  for (const env of envs.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name).sort()) {
    for (const name of ['history.jsonl', 'release.json']) {
      if (await stat(join(dir, env, name)).then(() => true, () => false)) files.push(`${env}/${name}`);
    }
  }
  return files;
}

export const fileStoreDigest = (files: readonly BackupFile[]) => sha256(JSON.stringify(files.map((file) => [file.path, file.sha256])));

async function recorded(folder: string, path: string): Promise<BackupFile> {
  return { path, ...(await fileDigest(join(folder, path))) };
}

async function backupContent(stores: Stores, folder: string): Promise<Manifest['content']> {
  const target = stores.content;
  if (target.kind === 'sqlite') {
    if (!(await stat(target.file).then((s) => s.isFile(), () => false))) throw new BackupError(`SQLITE_FILE ${target.file} does not exist: nothing to back up (set DATABASE_URL for PostgreSQL)`);
    const db = new SqliteDatabase(target.file, { readonly: true, fileMustExist: true });
    try {
      // SQLite's online backup API: a consistent copy while the service keeps writing.
      await db.backup(join(folder, CONTENT_SQLITE));
    } finally {
      db.close();
    }
    // The copy keeps the source's WAL mode; a rollback journal leaves it one file, whose sha256 stays put.
    const copy = new SqliteDatabase(join(folder, CONTENT_SQLITE));
    copy.pragma('journal_mode = DELETE');
    copy.close();
    const facts = sqliteFacts(join(folder, CONTENT_SQLITE));
    return { kind: 'sqlite', source: target.file, file: await recorded(folder, CONTENT_SQLITE), ...facts, latestMigration: facts.migrations.at(-1) ?? null };
  }
  const client = await connect(target.url, 'DATABASE_URL');
  try {
    const snapshot = await exportSnapshot(client);
    const tables = await rowCounts(client, await userTables(client, RELEASE_TABLES));
    const migrations = await pgMigrations(client);
    // The release store's tables, should they share the database, are the release store's part of the backup.
    await runPgTool('pg_dump', target.url, 'DATABASE_URL', [
      '--format=custom', `--snapshot=${snapshot}`, ...RELEASE_TABLES.map((table) => `--exclude-table=*.${table}`), `--file=${join(folder, CONTENT_DUMP)}`,
    ]);
    await client.query('commit');
    return { kind: 'postgres', source: redactUrl(target.url), file: await recorded(folder, CONTENT_DUMP), migrations, latestMigration: migrations.at(-1) ?? null, tables };
  } finally {
    await client.end().catch(() => {});
  }
}

async function backupRelease(stores: Stores, folder: string): Promise<Manifest['release']> {
  const target = stores.release;
  if (target.kind === 'file') {
    const paths = await releaseFiles(target.dir);
    const files: BackupFile[] = [];
    for (const path of paths) {
      await mkdir(dirname(join(folder, 'releases', path)), { recursive: true });
      await copyFile(join(target.dir, path), join(folder, 'releases', path));
      files.push(await recorded(folder, `releases/${path}`));
    }
    const environments: Manifest['release']['environments'] = {};
    for (const file of files) {
      const [, env, name] = file.path.split('/');
      const entry = (environments[env!] ??= { version: null, history: 0 });
      if (name === 'release.json') entry.version = file.sha256;
      else entry.history = (await readFile(join(folder, file.path), 'utf8')).split('\n').filter(Boolean).length;
    }
    return { kind: 'file', source: target.dir, files, environments, digest: fileStoreDigest(files) };
  }
  const client = await connect(target.url, 'RELEASE_DATABASE_URL');
  try {
    const snapshot = await exportSnapshot(client);
    const rows = await releaseRows(client);
    const files: BackupFile[] = [];
    if (rows.present) {
      const schema = (await client.query<{ schema: string }>(`select n.nspname as schema from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = to_regclass('release_environments')`)).rows[0]!.schema;
      await runPgTool('pg_dump', target.url, 'RELEASE_DATABASE_URL', [
        '--format=custom', `--snapshot=${snapshot}`, ...RELEASE_TABLES.map((table) => `--table=${schema}.${table}`), `--file=${join(folder, RELEASE_DUMP)}`,
      ]);
      files.push(await recorded(folder, RELEASE_DUMP));
    }
    await client.query('commit');
    return { kind: 'postgres', source: redactUrl(target.url), files, environments: rows.environments, digest: rows.digest };
  } finally {
    await client.end().catch(() => {});
  }
}

async function backupMedia(stores: Stores, folder: string): Promise<Manifest['media']> {
  const names = await stores.media.list('');
  const objects: Manifest['media']['objects'] = [];
  await eachLimited(names, 8, async (name) => {
    const bytes = await stores.media.get(name);
    if (!bytes) throw new BackupError(`media object ${name} was listed but could not be read from ${stores.media.describe()}`);
    const file = join(folder, 'media', name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    objects.push({ name, size: bytes.length, sha256: sha256(bytes) });
  });
  objects.sort((a, b) => (a.name < b.name ? -1 : 1));
  // sha256sum -c media/SHA256SUMS checks the copies without this tool.
  await mkdir(join(folder, 'media'), { recursive: true });
  await writeFile(join(folder, 'media', 'SHA256SUMS'), objects.map((o) => `${o.sha256}  ${o.name}\n`).join(''));
  return { source: stores.media.describe(), count: objects.length, bytes: objects.reduce((sum, o) => sum + o.size, 0), objects };
}

/** Backs up the three stores into `folder` (missing or empty); the manifest. */
export async function backup(stores: Stores, folder: string): Promise<Manifest> {
  const started = Date.now();
  const existing = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (existing.length) throw new BackupError(`${folder} is not empty: back up into a new folder`);
  await mkdir(folder, { recursive: true });
  const content = await backupContent(stores, folder);
  log(`content database (${content.kind}): ${Object.keys(content.tables).length} tables, schema at ${content.latestMigration ?? 'no migration'}, ${content.file.size} bytes`);
  const release = await backupRelease(stores, folder);
  log(`release store (${release.kind}): ${Object.keys(release.environments).length} environment(s)`);
  const media = await backupMedia(stores, folder);
  log(`media store (${media.source}): ${media.count} objects, ${media.bytes} bytes`);
  const manifest: Manifest = { format: BACKUP_FORMAT, createdAt: new Date(started).toISOString(), durationMs: Date.now() - started, content, release, media };
  await writeFile(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`backup written to ${folder} in ${manifest.durationMs} ms`);
  return manifest;
}
