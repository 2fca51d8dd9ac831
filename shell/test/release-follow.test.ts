// A shell server follows a pin and a rollback made by the release CLI, within 5 seconds and without a
// restart, in the browser's manifest and in the server's HTML (the pinned version's code and words), with
// the release in a file (one machine) and in PostgreSQL (shared by every shell server).
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../content-service/src/app.ts';
import { openDatabase } from '../../content-service/src/lib/connection.ts';
import { migrateToLatest } from '../../content-service/src/migrations.ts';
import { seed } from '../../content-service/src/seed.ts';
import { throwawayDatabase } from '../../shared/release-store/test/throwaway-database.ts';
import type { ReleasePaths } from '../../tools/release/src/paths.ts';
import { pin } from '../../tools/release/src/pin.ts';
import { rollback } from '../../tools/release/src/rollback.ts';
import { closeStores } from '../../tools/release/src/store.ts';
import { buildShellServer } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { publishBuilt, ROOT, serverBuildsPresent, tempSite, type PublishedSite } from './server-build-fixture.ts';

const REMOTES = ['mf-marketing', 'mf-research', 'mf-education', 'mf-tools'] as const;
const FOLLOW_WITHIN_MS = 5000;

describe.skipIf(!serverBuildsPresent(...REMOTES))('a shell server follows pins and rollbacks (the remotes production builds)', { timeout: 120_000 }, () => {
  let site: PublishedSite;
  let content: FastifyInstance;
  let contentDb: ReturnType<typeof openDatabase>;
  let releaseDb: Awaited<ReturnType<typeof throwawayDatabase>>;

  beforeAll(async () => {
    site = await tempSite();
    contentDb = openDatabase({ sqliteFile: path.join(site.dir, 'content.sqlite') });
    await migrateToLatest(contentDb.db, contentDb.dialect);
    await seed(contentDb.db);
    content = buildApp({ db: contentDb.db });
    await content.listen({ host: '127.0.0.1', port: 0 });
    for (const remote of REMOTES) await publishBuilt(site, remote, '1.0.0-a');
    // The next version of mf-marketing changes one English label of the about page, nothing else.
    await publishBuilt(site, 'mf-marketing', '1.0.0-b', { relabel: ['"Our story"', '"Our whole story"'] });
    releaseDb = await throwawayDatabase();
  }, 90_000);
  afterAll(async () => {
    await closeStores();
    await content?.close();
    await contentDb?.destroy();
    await releaseDb?.drop();
    if (site) await rm(site.dir, { recursive: true, force: true });
  });

  const stores = {
    file: (releasesDir: string) => ({ paths: { databaseUrl: undefined }, env: { RELEASE_FILE: path.join(releasesDir, 'local', 'release.json') } }),
    postgres: () => ({ paths: { databaseUrl: releaseDb.url }, env: { RELEASE_DATABASE_URL: releaseDb.url, RELEASE_ENV: 'local' } }),
  };

  it.each(Object.keys(stores) as (keyof typeof stores)[])('with the release in %s', async (kind) => {
    const releasesDir = path.join(site.dir, `releases-${kind}`);
    await mkdir(releasesDir, { recursive: true });
    const store = stores[kind](releasesDir);
    const paths: ReleasePaths = { remotesDir: site.remotesDir, releasesDir, ...(store.paths.databaseUrl ? { databaseUrl: store.paths.databaseUrl } : {}) };
    const by = { by: 'tester', env: 'local' };
    for (const remote of REMOTES) await pin(paths, remote, '1.0.0-a', by);

    const address = `http://127.0.0.1:${(content.server.address() as { port: number }).port}`;
    const config = readConfig({ PORT: '3998', CONTENT_API_URL: address, REMOTES_DIR: site.remotesDir, SHELL_DIST: path.join(ROOT, 'shell', 'dist'), ...store.env });
    const warnings: string[] = [];
    const shell = await buildShellServer(config, { logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } } });
    try {
      const about = async () => (await shell.inject({ method: 'GET', url: '/en/about-us' })).body;
      const pinned = async () => (JSON.parse((await shell.inject({ method: 'GET', url: '/release.json' })).body) as { remotes: Record<string, { version: string; integrity?: unknown }> }).remotes.mf_marketing!;
      /** Waits until the server's HTML and its /release.json both show `version` with `label`, and says how long it took. */
      const followed = async (version: string, label: string) => {
        const started = Date.now();
        for (;;) {
          const [html, manifest] = await Promise.all([about(), pinned()]);
          if (manifest.version === version && html.includes(`>${label}</h2>`)) return Date.now() - started;
          if (Date.now() - started > FOLLOW_WITHIN_MS) throw new Error(`not followed within ${FOLLOW_WITHIN_MS} ms: ${manifest.version}, ${/>Our[^<]*story</.exec(html)?.[0]}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      expect(await followed('1.0.0-a', 'Our story')).toBeLessThan(FOLLOW_WITHIN_MS);
      // The browser's copy of the release leaves out the integrity records the server checks builds with.
      expect(await pinned()).not.toHaveProperty('integrity');

      await pin(paths, 'mf-marketing', '1.0.0-b', by);
      expect(await followed('1.0.0-b', 'Our whole story')).toBeLessThan(FOLLOW_WITHIN_MS);
      expect(await about()).not.toContain('>Our story</h2>');

      await rollback(paths, 'mf-marketing', by);
      expect(await followed('1.0.0-a', 'Our story')).toBeLessThan(FOLLOW_WITHIN_MS);
      expect(warnings.filter((line) => /server build|release store/.test(line))).toEqual([]);
    } finally {
      await shell.close();
    }
  });
});
