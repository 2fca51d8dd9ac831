// The shell server in the cluster's way (issue 37): published versions in an S3 bucket (a real S3 protocol server
// on loopback), each shell server copying the versions it runs into its own folder, checked against the pin, and
// browsers loading remote files from REMOTES_PUBLIC_URL. No folder is shared between the CLI and the server.
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { register } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store, scopedStore } from '@brids/object-store';
import { buildApp } from '../../content-service/src/app.ts';
import { openDatabase } from '../../content-service/src/lib/connection.ts';
import { migrateToLatest } from '../../content-service/src/migrations.ts';
import { seed } from '../../content-service/src/seed.ts';
import { startS3Server, type S3TestServer } from '../../shared/object-store/test/s3-server.ts';
import type { ReleasePaths } from '../../tools/release/src/paths.ts';
import { pin } from '../../tools/release/src/pin.ts';
import { publishShell } from '../../tools/release/src/publish-shell.ts';
import { closeStores } from '../../tools/release/src/store.ts';
import { buildShellServer } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { publishBuilt, ROOT, serverBuildsPresent, tempSite, type PublishedSite } from './server-build-fixture.ts';

const REMOTES = ['mf-marketing', 'mf-research', 'mf-education', 'mf-tools'] as const;
const CDN = 'https://cdn.brids.example/site/remotes';
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="brids-hydration">/.exec(html)?.[1];

interface LogLine {
  level: number;
  msg: string;
}

describe.skipIf(!serverBuildsPresent(...REMOTES))('a shell server taking published versions from an S3 bucket', { timeout: 60_000 }, () => {
  let s3: S3TestServer;
  let site: PublishedSite;
  let paths: ReleasePaths;
  let content: FastifyInstance;
  let database: ReturnType<typeof openDatabase>;
  const servers: FastifyInstance[] = [];
  const lines: LogLine[] = [];
  const prefix = 'site/';

  /** A shell server with a folder of its own (its copies), the bucket, and the release pinned in `env`. */
  async function shellServer(env: string, overrides: Record<string, string> = {}): Promise<{ server: FastifyInstance; copies: string }> {
    const copies = await mkdtemp(path.join(site.dir, 'copies-'));
    const config = readConfig({
      PORT: '3999',
      CONTENT_API_URL: `http://127.0.0.1:${(content.server.address() as AddressInfo).port}`,
      CONTENT_TIMEOUT_MS: '5000',
      RELEASE_FILE: path.join(paths.releasesDir, env, 'release.json'),
      REMOTES_DIR: copies,
      REMOTES_PUBLIC_URL: CDN,
      SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
      ...s3.env(prefix),
      ...overrides,
    });
    const server = await buildShellServer(config, { logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } } });
    servers.push(server);
    return { server, copies };
  }

  const bucket = () => createS3Store(s3.options(prefix));
  const get = async (server: FastifyInstance, url: string) => server.inject({ method: 'GET', url });

  beforeAll(async () => {
    s3 = await startS3Server();
    site = await tempSite();
    paths = { remotesDir: path.join(site.dir, 'no-such-folder'), releasesDir: path.join(site.dir, 'releases'), objectStore: s3.options(prefix) };
    database = openDatabase({ sqliteFile: path.join(site.dir, 'content.sqlite') });
    await migrateToLatest(database.db, database.dialect);
    await seed(database.db);
    content = buildApp({ db: database.db });
    await content.listen({ host: '127.0.0.1', port: 0 });
    for (const remote of REMOTES) await publishBuilt(site, remote, '1.0.0-a', { objectStore: paths.objectStore! });
    await publishBuilt(site, 'mf-marketing', '1.0.0-b', { relabel: ['"Our story"', '"Our whole story"'], objectStore: paths.objectStore! });
    for (const remote of REMOTES) await pin(paths, remote, '1.0.0-a', { env: 'staging', by: 'test', createEnv: true });
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await content?.close();
    await database?.destroy();
    await closeStores();
    await s3?.close();
    if (site) await rm(site.dir, { recursive: true, force: true });
  });

  it('renders pages from its own checked copies, and gives browsers the public URL in the release, the preloads and the policy', async () => {
    const { server, copies } = await shellServer('staging');
    const page = await get(server, '/en/about-us');
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body), 'rendered on the server').toContain('>Our story</h2>');
    // Browsers load the remote's files from the CDN in front of the bucket, never from a shell server's folder.
    expect(page.body).toContain(`<link rel="preload" href="${CDN}/mf-marketing/1.0.0-a/remoteEntry.js"`);
    expect(page.body).not.toMatch(/href="\/remotes\//);
    expect(page.headers['content-security-policy']).toContain('https://cdn.brids.example');
    const release = JSON.parse((await get(server, '/release.json')).body) as { remotes: Record<string, { manifestUrl: string }> };
    expect(release.remotes.mf_marketing?.manifestUrl).toBe(`${CDN}/mf-marketing/1.0.0-a/mf-manifest.json`);
    // The copy is this server's alone, whole (the record and every file it lists).
    const copied = await readdir(path.join(copies, 'mf-marketing', '1.0.0-a'), { recursive: true });
    expect(copied).toContain('publish.json');
    expect(copied).toContain(path.join('server', 'index.js'));
  });

  it('follows a new pin: the next document is rendered by the new version, copied from the bucket', async () => {
    await pin(paths, 'mf-marketing', '1.0.0-a', { env: 'next', by: 'test', createEnv: true });
    for (const remote of REMOTES.slice(1)) await pin(paths, remote, '1.0.0-a', { env: 'next', by: 'test' });
    const { server } = await shellServer('next');
    expect(rootOf((await get(server, '/en/about-us')).body)).toContain('>Our story</h2>');
    await pin(paths, 'mf-marketing', '1.0.0-b', { env: 'next', by: 'test' });
    expect(rootOf((await get(server, '/en/about-us')).body)).toContain('>Our whole story</h2>');
  });

  it("refuses a version whose file in the bucket is not the published one: logged, counted, rendered in the browser", async () => {
    await publishBuilt(site, 'mf-marketing', '1.0.0-t', { variant: 'tampered', objectStore: paths.objectStore! });
    for (const remote of REMOTES) await pin(paths, remote, remote === 'mf-marketing' ? '1.0.0-t' : '1.0.0-a', { env: 'tampered', by: 'test', createEnv: true });
    // Someone with write access to the bucket changes the server build after the pin.
    await scopedStore(bucket(), 'remotes/').put('mf-marketing/1.0.0-t/server/index.js', Buffer.from('globalThis.pwned = true; exports.pages = {};'));
    const before = (await register.getSingleMetric('shell_remote_artefact_refusals_total')?.get())?.values.find((v) => v.labels.remote === 'mf-marketing')?.value ?? 0;
    const { server, copies } = await shellServer('tampered');
    const page = await get(server, '/en/about-us');
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body), 'not rendered on the server').toBeUndefined();
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
    expect(lines.some((line) => line.level === 40 && /mf-marketing 1\.0\.0-t .* refused: server\/index\.js does not match the sha256 its publish\.json lists/.test(line.msg))).toBe(true);
    const after = (await register.getSingleMetric('shell_remote_artefact_refusals_total')?.get())?.values.find((v) => v.labels.remote === 'mf-marketing')?.value ?? 0;
    expect(after).toBe(before + 1);
    expect(await readdir(path.join(copies, 'mf-marketing')).catch(() => [])).toEqual([]);
    // The other remotes still render on the server.
    expect(rootOf((await get(server, '/en/research-report')).body)).toBeDefined();
  });

  it('keeps serving the versions it holds while the bucket does not answer, and copies a new pin once it does', async () => {
    for (const remote of REMOTES) await pin(paths, remote, '1.0.0-a', { env: 'outage', by: 'test', createEnv: true });
    const { server } = await shellServer('outage');
    expect(rootOf((await get(server, '/en/about-us')).body)).toContain('>Our story</h2>');
    // The next pin is written (the release store is PostgreSQL or a file, not the bucket), then the bucket stops answering.
    const next = await pin(paths, 'mf-marketing', '1.0.0-b', { env: 'outage', by: 'test' });
    expect(next.changed).toBe(true);
    await s3.stop();
    try {
      // The research pages it holds render as before; the new version cannot be copied yet: rendered in the browser.
      expect(rootOf((await get(server, '/en/research-report')).body)).toBeDefined();
      const during = await get(server, '/en/about-us');
      expect(during.statusCode).toBe(200);
      expect(rootOf(during.body)).toBeUndefined();
    } finally {
      await s3.start();
    }
    expect(rootOf((await get(server, '/en/about-us')).body)).toContain('>Our whole story</h2>');
  });

  it("serves every file of an earlier shell build after the servers run a newer one (a tab opened before a rolling update)", async () => {
    // Build A (this checkout's shell) is published to the bucket as its pipeline does; build B is a newer build that
    // has none of A's lazy chunks. A server running B still answers every file A's pages may ask for, byte for byte.
    const buildA = path.join(ROOT, 'shell', 'dist');
    await publishShell(paths, buildA);
    const buildB = path.join(site.dir, 'shell-build-b');
    await cp(buildA, buildB, { recursive: true });
    await rm(path.join(buildB, 'static', 'js', 'async'), { recursive: true, force: true });
    const { server } = await shellServer('staging', { SHELL_DIST: buildB });
    const filesOfA = (await readdir(path.join(buildA, 'static'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name));
    const lazy = filesOfA.filter((entry) => entry.parentPath.endsWith(path.join('js', 'async')));
    expect(lazy.length).toBeGreaterThan(5);
    for (const entry of lazy) {
      const url = `/${path.relative(buildA, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;
      const answer = await get(server, url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.rawPayload.equals(await readFile(path.join(entry.parentPath, entry.name))), url).toBe(true);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(server, '/static/js/async/never.0000.js')).statusCode).toBe(404);
  });
});
