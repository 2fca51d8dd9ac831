// A publish reaches every shell server within 10 s, without a restart: two content-service instances on one
// database (each with its response cache) behind two server-rendering shell servers (each with its document
// cache, redirect rules, settings and sitemap caches). The change is made as the editorial layer makes it: the
// slice's rows and recordContentChange in one transaction, on the database (neither instance made it, so each
// learns it by its poll or, with Redis, from the first that found it). Then the report's page, the list, the
// home page's research section, the site search and the sitemap show it on both; unpublished, the page is a
// 404 and leaves the sitemap and the search.
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../content-service/src/app.ts';
import { recordContentChange } from '../../content-service/src/editorial/content-changes.ts';
import { RESPONSE_CACHE_DEFAULTS } from '../../content-service/src/lib/http-cache.ts';
import { openDatabase } from '../../content-service/src/lib/connection.ts';
import { migrateToLatest } from '../../content-service/src/migrations.ts';
import { watchContentVersion } from '../../content-service/src/propagation/version-watcher.ts';
import { rebuildSearchIndex } from '../../content-service/src/search/search-index.ts';
import { seed } from '../../content-service/src/seed.ts';
import { buildShellServer } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { publishBuilt, releaseOf, ROOT, serverBuildsPresent, tempSite, writeRelease, type PublishedSite } from './server-build-fixture.ts';

const REMOTES = ['mf-marketing', 'mf-research', 'mf-education', 'mf-tools'] as const;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const WITHIN_MS = 10_000;

describe.skipIf(!serverBuildsPresent(...REMOTES))('a publish reaches both shell servers within 10 s (the remotes production builds)', { timeout: 120_000 }, () => {
  let site: PublishedSite;
  let database: ReturnType<typeof openDatabase>;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    site = await tempSite();
    database = openDatabase({ sqliteFile: path.join(site.dir, 'content.sqlite') });
    await migrateToLatest(database.db, database.dialect);
    await seed(database.db);
    await rebuildSearchIndex(database.db);
    for (const remote of REMOTES) await publishBuilt(site, remote, '1.0.0-a');
    await writeRelease(site, await releaseOf(site, Object.fromEntries(REMOTES.map((remote) => [remote, '1.0.0-a']))));
  }, 90_000);
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
    await database?.destroy();
    if (site) await rm(site.dir, { recursive: true, force: true });
  });

  /** A content-service instance as main.ts makes it (5 s response cache, the version polled every second). */
  async function contentInstance(redisUrl: string | undefined) {
    const app = buildApp({ db: database.db, responseCache: RESPONSE_CACHE_DEFAULTS, contentVersion: watchContentVersion(database.db, { redisUrl }) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    servers.push(app);
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  /** A shell server with its defaults (5 s document cache, 60 s rules and settings, 5 min sitemap). */
  async function shellServer(contentApiUrl: string) {
    const config = readConfig({
      PORT: '3997',
      CONTENT_API_URL: contentApiUrl,
      CONTENT_TIMEOUT_MS: '5000',
      RELEASE_FILE: site.releaseFile,
      REMOTES_DIR: site.remotesDir,
      SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
    });
    const shell = await buildShellServer(config, { logger: false });
    servers.push(shell);
    return shell;
  }

  it.each([
    ['without Redis', undefined],
    ['with Redis', REDIS_URL],
  ])('%s: the page, the list, home, search and sitemap change on both; unpublished, 404 and gone', async (_name, redisUrl) => {
    const shells = [await shellServer(await contentInstance(redisUrl)), await shellServer(await contentInstance(redisUrl))];
    const db = database.db;
    // The newest report: on the home page's research section, the list's first page, its own page.
    const report = await db.selectFrom('research_reports').select(['slug', 'title_en']).where('published_at', '<=', new Date().toISOString()).orderBy('published_at', 'desc').executeTakeFirstOrThrow();
    const detail = `/en/research-report/${report.slug}`;
    const pages = [detail, '/en/research-report', '/en'];
    const get = async (shell: FastifyInstance, url: string) => {
      const res = await shell.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.body };
    };
    const searchHas = async (shell: FastifyInstance, word: string) =>
      ((await shell.inject({ method: 'GET', url: `/api/site-search?filter%5Bq%5D=${word}&locale=en` })).json() as { data: { params: { slug?: string } }[] }).data.some((hit) => hit.params.slug === report.slug);
    const sitemapHas = async (shell: FastifyInstance) => (await get(shell, '/sitemap.xml')).body.includes(`/en/research-report/${report.slug}<`);

    // Every cache holds the report as it is: documents rendered, the sitemap built, search answered.
    for (const shell of shells) {
      for (const url of pages) {
        const page = await get(shell, url);
        expect(page.status, url).toBe(200);
        expect(page.body, url).toContain(report.title_en);
      }
      expect(await sitemapHas(shell)).toBe(true);
    }

    const title = `Quasar outlook ${redisUrl ? 'with' : 'without'} Redis`;
    const word = 'quasar';
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('research_reports').set({ title_en: title }).where('slug', '=', report.slug).execute();
      await recordContentChange(trx, { kind: 'research-reports', key: report.slug });
    });
    const changed = Date.now();
    const shown = async () => {
      for (const shell of shells) {
        for (const url of pages) {
          const page = await get(shell, url);
          if (page.status !== 200 || !page.body.includes(title) || page.body.includes(report.title_en!)) return false;
        }
        if (!(await searchHas(shell, word))) return false;
      }
      return true;
    };
    while (!(await shown())) {
      expect(Date.now() - changed, 'the change shown on both shell servers').toBeLessThan(WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The head says it too (title, Open Graph, JSON-LD headline), from the same answers.
    for (const shell of shells) expect((await get(shell, detail)).body).toMatch(new RegExp(`<title>${title}`));

    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('research_reports').where('slug', '=', report.slug).execute();
      await recordContentChange(trx, { kind: 'research-reports', key: report.slug });
    });
    const unpublished = Date.now();
    const gone = async () => {
      for (const shell of shells) {
        if ((await get(shell, detail)).status !== 404) return false;
        if ((await get(shell, '/en/research-report')).body.includes(title)) return false;
        if (await sitemapHas(shell)) return false;
        if (await searchHas(shell, word)) return false;
      }
      return true;
    };
    while (!(await gone())) {
      expect(Date.now() - unpublished, 'the entry gone from both shell servers').toBeLessThan(WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
});
