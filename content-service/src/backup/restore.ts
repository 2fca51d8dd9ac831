// `restore <folder> [--force]`: a backup's three stores into the stores the environment names. Everything is
// checked before anything is written: the backup's files against their sha256, each target reachable, of the
// backup's kind and empty (unless --force). Then the content database, the release store and the media, each
// checked after its copy: the rows per table, the release store's rows, every media object's sha256.
import { copyFile, mkdir, readFile, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { IMMUTABLE_CACHE, contentTypeOf } from '@brids/object-store';
import { migrations as buildMigrations } from '../migrations.ts';
import { fileStoreDigest, releaseFiles, releaseRows, sqliteFacts } from './backup.ts';
import { BACKUP_FORMAT, eachLimited, fileDigest, sha256, type BackupFile, type Manifest, type Stores } from './manifest.ts';
import { BackupError, connect, redactUrl, RELEASE_TABLES, rowCounts, runPgTool, userTables } from './postgres.ts';

const log = (text: string) => console.log(text);

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(folder, 'manifest.json'), 'utf8');
  } catch {
    throw new BackupError(`${folder} has no manifest.json: not a backup, or one that did not finish`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${folder}/manifest.json is not a ${BACKUP_FORMAT} backup (format ${String(manifest.format)})`);
  return manifest;
}

/** Every file of the backup as the manifest recorded it; else which one differs. */
async function verifyBackup(folder: string, manifest: Manifest): Promise<void> {
  const files: BackupFile[] = [manifest.content.file, ...manifest.release.files, ...manifest.media.objects.map((o) => ({ path: `media/${o.name}`, size: o.size, sha256: o.sha256 }))];
  const damaged: string[] = [];
  await eachLimited(files, 8, async (file) => {
    const found = await fileDigest(join(folder, file.path)).catch(() => undefined);
    if (!found) damaged.push(`${file.path}: missing`);
    else if (found.sha256 !== file.sha256 || found.size !== file.size) damaged.push(`${file.path}: sha256 ${found.sha256.slice(0, 12)}…, ${found.size} bytes; the manifest says ${file.sha256.slice(0, 12)}…, ${file.size} bytes`);
  });
  if (damaged.length) throw new BackupError(`the backup in ${folder} is damaged, nothing was restored:\n  ${damaged.sort().join('\n  ')}`);
}

const notEmpty = (what: string, found: string) => new BackupError(`${what} is not empty (${found}): restore into an empty one, or pass --force to replace what the backup holds`);

/** The targets reachable, of the backup's kinds, and empty unless `force`: checked before anything is written. */
async function checkTargets(stores: Stores, manifest: Manifest, force: boolean): Promise<void> {
  const { content, release } = stores;
  if (content.kind !== manifest.content.kind) {
    throw new BackupError(`the backup holds a ${manifest.content.kind} content database; the target is ${content.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite (${content.file}: set DATABASE_URL for PostgreSQL)`}`);
  }
  if (release.kind !== manifest.release.kind) {
    throw new BackupError(`the backup holds a ${manifest.release.kind} release store; the target is ${release.kind === 'postgres' ? 'PostgreSQL (RELEASE_DATABASE_URL)' : `the folder ${release.dir} (set RELEASE_DATABASE_URL for PostgreSQL)`}`);
  }
  if (content.kind === 'postgres') {
    const client = await connect(content.url, 'DATABASE_URL');
    try {
      const tables = await userTables(client, RELEASE_TABLES);
      if (tables.length && !force) throw notEmpty(`the content database DATABASE_URL=${redactUrl(content.url)}`, `${tables.length} tables: ${tables.slice(0, 3).join(', ')}…`);
    } finally {
      await client.end().catch(() => {});
    }
  } else if (await stat(content.file).then(() => true, () => false)) {
    const tables = Object.keys(sqliteFacts(content.file).tables);
    if (tables.length && !force) throw notEmpty(`the content database SQLITE_FILE=${content.file}`, `${tables.length} tables`);
  }
  if (release.kind === 'postgres') {
    const client = await connect(release.url, 'RELEASE_DATABASE_URL');
    try {
      const { rows } = await client.query<{ name: string | null }>('select to_regclass($1)::text as name union all select to_regclass($2)::text', [...RELEASE_TABLES]);
      const present = rows.map((row) => row.name).filter(Boolean);
      if (present.length && !force) throw notEmpty(`the release store RELEASE_DATABASE_URL=${redactUrl(release.url)}`, `tables ${present.join(', ')}`);
    } finally {
      await client.end().catch(() => {});
    }
  } else {
    const files = await releaseFiles(release.dir);
    if (files.length && !force) throw notEmpty(`the release store ${release.dir}`, `${files.length} files`);
  }
  let objects: string[];
  try {
    objects = await stores.media.list('');
  } catch (error) {
    throw new BackupError(`cannot read the media store ${stores.media.describe()}: ${(error as Error).message}`);
  }
  if (objects.length && !force) throw notEmpty(`the media store ${stores.media.describe()}`, `${objects.length} objects`);
}

async function restoreContent(stores: Stores, folder: string, manifest: Manifest, force: boolean): Promise<void> {
  const target = stores.content;
  const file = join(folder, manifest.content.file.path);
  let tables: Record<string, number>;
  if (target.kind === 'postgres') {
    await runPgTool('pg_restore', target.url, 'DATABASE_URL', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...(force ? ['--clean', '--if-exists'] : []), file]);
    const client = await connect(target.url, 'DATABASE_URL');
    try {
      tables = await rowCounts(client, Object.keys(manifest.content.tables));
    } finally {
      await client.end().catch(() => {});
    }
  } else {
    await mkdir(dirname(target.file), { recursive: true });
    const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      await db.backup(target.file);
    } finally {
      db.close();
    }
    tables = sqliteFacts(target.file).tables;
  }
  const differ = Object.entries(manifest.content.tables).filter(([table, rows]) => tables[table] !== rows);
  if (differ.length) throw new BackupError(`the restored content database differs from the backup: ${differ.map(([table, rows]) => `${table} ${tables[table]} rows, backed up ${rows}`).join('; ')}`);
}

async function restoreRelease(stores: Stores, folder: string, manifest: Manifest, force: boolean): Promise<void> {
  const target = stores.release;
  let digest: string;
  if (target.kind === 'postgres') {
    const dump = manifest.release.files[0];
    if (dump) await runPgTool('pg_restore', target.url, 'RELEASE_DATABASE_URL', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...(force ? ['--clean', '--if-exists'] : []), join(folder, dump.path)]);
    const client = await connect(target.url, 'RELEASE_DATABASE_URL');
    try {
      digest = (await releaseRows(client)).digest;
    } finally {
      await client.end().catch(() => {});
    }
  } else {
    const files: BackupFile[] = [];
    for (const file of manifest.release.files) {
      const to = join(target.dir, file.path.slice('releases/'.length));
      await mkdir(dirname(to), { recursive: true });
      await copyFile(join(folder, file.path), `${to}.restoring`);
      await rename(`${to}.restoring`, to);
      files.push({ ...file, ...(await fileDigest(to)) });
    }
    digest = fileStoreDigest(files);
  }
  if (digest !== manifest.release.digest) throw new BackupError(`the restored release store's rows differ from the backup's (sha256 ${digest.slice(0, 12)}…, backed up ${manifest.release.digest.slice(0, 12)}…)`);
}

async function restoreMedia(stores: Stores, folder: string, manifest: Manifest): Promise<void> {
  const wrong: string[] = [];
  await eachLimited(manifest.media.objects, 8, async (object) => {
    const bytes = await readFile(join(folder, 'media', object.name));
    await stores.media.put(object.name, bytes, { contentType: contentTypeOf(object.name), cacheControl: IMMUTABLE_CACHE });
    const stored = await stores.media.get(object.name);
    if (!stored || sha256(stored) !== object.sha256) wrong.push(object.name);
  });
  if (wrong.length) throw new BackupError(`${wrong.length} media object(s) read back from ${stores.media.describe()} differ from the backup: ${wrong.slice(0, 5).join(', ')}`);
}

/** Restores the backup in `folder` into `stores`; refuses non-empty targets unless `force`. */
export async function restore(stores: Stores, folder: string, options: { force?: boolean } = {}): Promise<Manifest> {
  const started = Date.now();
  const force = options.force ?? false;
  const manifest = await readManifest(folder);
  await verifyBackup(folder, manifest);
  await checkTargets(stores, manifest, force);
  log(`backup of ${manifest.createdAt} verified; targets ${force ? 'reachable (--force: what the backup holds is replaced)' : 'reachable and empty'}`);
  await restoreContent(stores, folder, manifest, force);
  log(`content database: ${Object.keys(manifest.content.tables).length} tables restored, rows per table as backed up`);
  await restoreRelease(stores, folder, manifest, force);
  log(`release store: ${Object.keys(manifest.release.environments).length} environment(s) restored, every row as backed up`);
  await restoreMedia(stores, folder, manifest);
  log(`media store: ${manifest.media.count} objects restored into ${stores.media.describe()}, each sha256 checked`);
  const known = Object.keys(buildMigrations(manifest.content.kind));
  const pending = known.filter((name) => !manifest.content.migrations.includes(name));
  const unknown = manifest.content.migrations.filter((name) => !known.includes(name));
  if (unknown.length) log(`warning: the backup's schema is newer than this build (${unknown.join(', ')}): run the build that made it`);
  else if (pending.length) log(`the backup's schema is ${pending.length} migration(s) behind this build: run the migration job (cli.js migrate) before starting the service`);
  log(`restored in ${Date.now() - started} ms`);
  return manifest;
}
