// The restore drill (issue 39 item 9; docs/operations.md "Backup and restore"): a content database, a release
// store sharing its PostgreSQL database (as production may) and a media store in the S3 test server are backed up
// with `cli.ts backup` and restored with `cli.ts restore` into fresh, empty databases and a fresh bucket prefix.
// The content service, started in process on what was restored, answers the public reads, the media bytes and an
// entry's editorial history as before; the release CLI shows the same status and history. A wrong database URL
// and a non-empty target are refused before anything is written.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openObjectStore, type ObjectStore } from '../../shared/object-store/src/index.ts';
import { startS3Server, type S3TestServer } from '../../shared/object-store/test/s3-server.ts';
import { createPostgresStore } from '../../shared/release-store/src/index.ts';
import { throwawayDatabase } from '../../shared/release-store/test/throwaway-database.ts';
import { buildApp } from '../../content-service/src/app.ts';
import { openDatabase, type Database } from '../../content-service/src/lib/connection.ts';
import { objectMediaStore } from '../../content-service/src/media/store.ts';
import { migrateToLatest } from '../../content-service/src/migrations.ts';
import { rebuildSearchIndex } from '../../content-service/src/search/search-index.ts';
import { seed } from '../../content-service/src/seed.ts';
import { pgQuery } from '../../content-service/test/pg-query.ts';
import { createActor, type TestActor } from '../../content-service/test/editorial/actors.ts';
import { multipart, png } from '../../content-service/test/media/fixtures.ts';
import { pin } from '../../tools/release/src/pin.ts';
import { closeStores } from '../../tools/release/src/store.ts';
import { cli as releaseCli, publishFake } from '../../tools/release/test/fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const CONTENT_CLI = path.join(ROOT, 'content-service', 'src', 'cli.ts');
const run = promisify(execFile);

/** `tsx content-service/src/cli.ts <args>` with these variables (and none of the machine's stores). */
async function contentCli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|RELEASE_DATABASE_URL|SQLITE_FILE|MEDIA_DIR|RELEASES_DIR|OBJECT_STORE_.*)$/.test(name)));
  try {
    const { stdout, stderr } = await run(TSX, [CONTENT_CLI, ...args], { cwd: ROOT, env: { ...base, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** The public and staff reads compared before the backup and after the restore. */
const READS = [
  '/api/menus?locale=id',
  '/api/menus?locale=en&filter[type]=main-menu&include=child',
  '/api/blogs?locale=en&page%5Bsize%5D=50',
  '/api/research-reports?locale=id',
];

interface Read { status: number; type: string | undefined; body: string }

async function read(app: ReturnType<typeof buildApp>, url: string, headers: Record<string, string> = {}): Promise<Read> {
  const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...headers } });
  return { status: res.statusCode, type: res.headers['content-type'] as string | undefined, body: res.rawPayload.toString('base64') };
}

const appOn = (database: Database, media: ObjectStore) => buildApp({ db: database.db, media: objectMediaStore(media) });

/** A set-up step that must succeed (hooks do not assert). */
function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(`set-up failed: ${what}`);
}

describe('the restore drill: backup, then restore into empty stores', { timeout: 120_000 }, () => {
  let s3: S3TestServer;
  let work: string;
  const databases: { url: string; drop: () => Promise<void> }[] = [];
  let source: string, contentTarget: string, releaseTarget: string;
  let sourceMedia: ObjectStore, targetMedia: ObjectStore;
  const releasePaths = (databaseUrl: string) => ({ root: work, remotesDir: path.join(work, 'remotes'), releasesDir: path.join(work, 'releases'), databaseUrl });
  const env = (content: string, release: string, prefix: string) => ({ DATABASE_URL: content, RELEASE_DATABASE_URL: release, ...s3.env(prefix), MEDIA_DIR: path.join(work, 'unused-media') });
  let editor: TestActor;
  let uploaded: string;
  const before = new Map<string, Read>();
  let releaseBefore: { status: string; history: string; state: unknown; entries: unknown };
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    let started = Date.now();
    s3 = await startS3Server();
    work = await mkdtemp(path.join(tmpdir(), 'brids-restore-drill-'));
    for (let i = 0; i < 3; i += 1) databases.push(await throwawayDatabase());
    [source, contentTarget, releaseTarget] = databases.map((d) => d.url) as [string, string, string];
    sourceMedia = openObjectStore('media', s3.options('site-a/'), path.join(work, 'unused-media'));
    targetMedia = openObjectStore('media', s3.options('site-b/'), path.join(work, 'unused-media'));

    // The content: migrated and seeded (its sample files into the bucket), an upload and an edited entry.
    const database = openDatabase({ databaseUrl: source });
    await migrateToLatest(database.db, database.dialect);
    await seed(database.db, { media: objectMediaStore(sourceMedia) });
    await rebuildSearchIndex(database.db);
    const app = appOn(database, sourceMedia);
    await app.ready();
    editor = await createActor(database.db, 'editor');
    const body = await multipart({ bytes: await png(48, 32), filename: 'drill.png', type: 'image/png' }, { 'alt.id': 'Uji pemulihan', 'alt.en': 'Restore drill' });
    const upload = await app.inject({ method: 'POST', url: '/api/media', payload: body.payload, headers: { ...editor.headers, 'content-type': body.contentType } });
    must(upload.statusCode === 201, `upload ${upload.statusCode} ${upload.body}`);
    uploaded = upload.json().data.name;
    const page = (title: string, titleEn: string) => ({
      slug: 'uji-pemulihan', kind: 'static', image_url: null, searchable: true,
      translations: { id: { title, summary: 'Ringkasan', body: '<p>Isi</p>' }, en: { title: titleEn, summary: 'Summary', body: '<p>Body</p>' } },
    });
    const json = { ...editor.headers, 'content-type': 'application/json' };
    const created = await app.inject({ method: 'POST', url: '/api/editorial/pages', headers: json, payload: JSON.stringify({ document: page('Satu', 'One') }) });
    const updated = await app.inject({ method: 'PUT', url: '/api/editorial/pages/uji-pemulihan', headers: json, payload: JSON.stringify({ version: 1, document: page('Dua', 'Two') }) });
    must(created.statusCode === 201 && updated.statusCode === 200, `editorial ${created.statusCode} ${updated.statusCode}`);

    const reports = JSON.parse(Buffer.from((await read(app, '/api/research-reports?locale=id')).body, 'base64').toString()) as { data: { slug: string }[] };
    must(reports.data.length > 0, 'no research report');
    READS.push(`/api/research-reports/${reports.data[0]!.slug}?locale=en`, `/media/${uploaded}`);
    const library = JSON.parse(Buffer.from((await read(app, '/api/media?page%5Bsize%5D=5', editor.headers)).body, 'base64').toString()) as { data: { name: string }[] };
    READS.push(`/media/${library.data.at(-1)!.name}`);
    for (const url of READS) before.set(url, await read(app, url));
    for (const url of ['/api/editorial/pages/uji-pemulihan/versions', '/api/media?page%5Bsize%5D=50']) before.set(url, await read(app, url, editor.headers));
    await app.close();
    await database.destroy();
    timings.seed = Date.now() - started;

    // The release: a published build pinned into the release store, in the content's database.
    started = Date.now();
    const paths = releasePaths(source);
    await publishFake(paths, 'mf-tools', '1.0.0');
    await publishFake(paths, 'mf-tools', '1.1.0', undefined, { entry: 'var mf_tools = 2;' });
    await pin(paths, 'mf-tools', '1.0.0', { env: 'production', by: 'Rina', reason: 'CHG-1: first release' });
    await pin(paths, 'mf-tools', '1.1.0', { env: 'production', by: 'Rina', reason: 'CHG-2: the calculator' });
    const store = createPostgresStore(source);
    releaseBefore = {
      status: (await releaseCli(paths, ['status', '--env', 'production'])).stdout,
      history: (await releaseCli(paths, ['history', '--env', 'production'])).stdout,
      state: await store.read('production'),
      entries: await store.history('production'),
    };
    await store.close();
    timings.release = Date.now() - started;
  }, 120_000);

  afterAll(async () => {
    await closeStores();
    for (const database of databases) await database.drop().catch(() => {});
    await s3?.close();
    if (work) await rm(work, { recursive: true, force: true });
    console.log(`restore drill timings (ms): ${JSON.stringify(timings)}`);
  });

  it('backs up all three stores with a manifest: sizes, sha256s, the schema version, the release rows', async () => {
    for (const [url, answer] of before) expect(answer.status, url).toBe(200);
    const started = Date.now();
    const backup = await contentCli(['backup', path.join(work, 'backup')], env(source, source, 'site-a/'));
    timings.backup = Date.now() - started;
    expect(backup, backup.stderr).toMatchObject({ code: 0 });
    const manifest = JSON.parse(await readFile(path.join(work, 'backup', 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'brids-backup/1', content: { kind: 'postgres', file: { path: 'content.dump' } }, release: { kind: 'postgres', environments: { production: { version: '2', history: 2 } } } });
    expect(manifest.content.latestMigration).toBe(manifest.content.migrations.at(-1));
    // The release store's tables are its own part of the backup, not the content dump's.
    expect(Object.keys(manifest.content.tables).some((table) => table.includes('release_'))).toBe(false);
    expect(manifest.content.tables['public.media']).toBe(manifest.media.count);
    expect(manifest.media.objects.map((o: { name: string }) => o.name)).toContain(uploaded);
    expect((await sourceMedia.list('')).length).toBe(manifest.media.count);
  });

  it('refuses a wrong database URL and a non-empty target, naming them, and writes nothing', async () => {
    const missing = new URL(contentTarget);
    missing.pathname = `${missing.pathname}_missing`;
    const wrong = await contentCli(['restore', path.join(work, 'backup')], env(missing.toString(), releaseTarget, 'site-b/'));
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain('DATABASE_URL=');
    expect(wrong.stderr).toContain(`${missing.pathname.slice(1)}`);
    const full = await contentCli(['restore', path.join(work, 'backup')], env(contentTarget, source, 'site-b/'));
    expect(full.code).not.toBe(0);
    expect(full.stderr).toMatch(/release store RELEASE_DATABASE_URL=\S+ is not empty .*--force/);
    // A damaged copy (one media file's bytes changed) is refused before anything is written.
    const damaged = path.join(work, 'damaged');
    await cp(path.join(work, 'backup'), damaged, { recursive: true });
    await writeFile(path.join(damaged, 'media', uploaded), 'not the picture');
    const refused = await contentCli(['restore', damaged], env(contentTarget, releaseTarget, 'site-b/'));
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`damaged, nothing was restored:\n  media/${uploaded}: sha256`);
    // Nothing was written: no table in either target database, no object under the new prefix.
    for (const url of [contentTarget, releaseTarget]) expect(await pgQuery(url, "select tablename from pg_tables where schemaname = 'public'")).toEqual([]);
    expect(await targetMedia.list('')).toEqual([]);
  });

  it('restores into empty databases and a fresh prefix: the same pages, media, editorial history and release', async () => {
    let started = Date.now();
    const restored = await contentCli(['restore', path.join(work, 'backup')], env(contentTarget, releaseTarget, 'site-b/'));
    timings.restore = Date.now() - started;
    expect(restored, restored.stderr).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain('each sha256 checked');

    started = Date.now();
    const database = openDatabase({ databaseUrl: contentTarget });
    const app = appOn(database, targetMedia);
    try {
      await app.ready();
      for (const url of READS) expect(await read(app, url), url).toEqual(before.get(url));
      for (const url of ['/api/editorial/pages/uji-pemulihan/versions', '/api/media?page%5Bsize%5D=50']) expect(await read(app, url, editor.headers), url).toEqual(before.get(url));
      expect(before.get(`/media/${uploaded}`)).toMatchObject({ status: 200, type: 'image/png' });
      expect(JSON.parse(Buffer.from(before.get('/api/editorial/pages/uji-pemulihan/versions')!.body, 'base64').toString()).data).toHaveLength(2);
    } finally {
      await app.close();
      await database.destroy();
    }

    const paths = releasePaths(releaseTarget);
    const store = createPostgresStore(releaseTarget);
    try {
      expect(await store.read('production')).toEqual(releaseBefore.state);
      expect(await store.history('production')).toEqual(releaseBefore.entries);
    } finally {
      await store.close();
    }
    expect((await releaseCli(paths, ['history', '--env', 'production'])).stdout).toBe(releaseBefore.history);
    expect((await releaseCli(paths, ['status', '--env', 'production'])).stdout).toBe(releaseBefore.status);
    expect(releaseBefore.history).toContain('CHG-2: the calculator');
    timings.compare = Date.now() - started;
  });
});
