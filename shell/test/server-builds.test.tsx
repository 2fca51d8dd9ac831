import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type Locale } from '@brids/contracts';
import { i18nOf } from '@brids/i18n';
import { routeTableOf, setRouteTable, type PageModule } from '@brids/platform';
import { buildApp } from '../../content-service/src/app.ts';
import { openDatabase } from '../../content-service/src/lib/connection.ts';
import { migrateToLatest } from '../../content-service/src/migrations.ts';
import { seed } from '../../content-service/src/seed.ts';
import { createReleaseStore } from '../server/release/release-store.ts';
import type { SharedModules } from '../server/server-builds/load-server-build.ts';
import { createServerBuilds, type ServerBuildLog } from '../server/server-builds/server-builds.ts';
import { importSharedModules, SHARED_MODULE_SPECIFIERS } from '../server/server-builds/shared-modules.ts';
import {
  publishBuilt, publishServerCode, publishWithoutServerBuild, releaseOf, ROOT, serverBuildsPresent, tempSite, writeRelease, type PublishedSite, localVersions } from './server-build-fixture.ts';

const execFileAsync = promisify(execFile);
const built = serverBuildsPresent('mf-marketing', 'mf-tools');

interface LogLine {
  level: 'warn' | 'info';
  msg: string;
  remote?: string;
  version?: string;
  kind?: string;
}

function collectingLog(lines: LogLine[]): ServerBuildLog {
  return {
    warn: (fields, msg) => void lines.push({ level: 'warn', msg, ...fields }),
    info: (fields, msg) => void lines.push({ level: 'info', msg, ...fields }),
  };
}

let shared: SharedModules;
let site: PublishedSite;
beforeAll(async () => {
  shared = await importSharedModules();
  site = await tempSite();
});
afterAll(async () => {
  if (site) await rm(site.dir, { recursive: true, force: true });
});

/** The shell server's way in: the release store over the release file, the builds over the release. */
function serverBuildsOf(options: { timeoutMs?: number } = {}) {
  const lines: LogLine[] = [];
  const release = createReleaseStore(site.releaseFile, () => {});
  const builds = createServerBuilds({ ...localVersions(site.remotesDir), release, shared, log: collectingLog(lines), ...options });
  return { builds, lines };
}

function render(page: PageModule, data: unknown, locale: Locale): string {
  const { Component } = page.default;
  return renderToString(
    <I18nextProvider i18n={i18nOf(locale)}>
      <MemoryRouter>
        <Component data={data} locale={locale} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe.skipIf(!built)('a published server build (the remotes production builds)', () => {
  let content: FastifyInstance;
  let database: ReturnType<typeof openDatabase>;
  beforeAll(async () => {
    database = openDatabase({ sqliteFile: path.join(site.dir, 'content.sqlite') });
    await migrateToLatest(database.db, database.dialect);
    await seed(database.db);
    content = buildApp({ db: database.db });
    await content.listen({ host: '127.0.0.1', port: 0 });
    await publishBuilt(site, 'mf-marketing', '1.0.0-a');
  });
  afterAll(async () => {
    await content?.close();
    await database?.destroy();
  });

  it('loads at run time and renders a page to HTML with its heading, from its loader run against the content service', async () => {
    const release = await releaseOf(site, { 'mf-marketing': '1.0.0-a' });
    await writeRelease(site, release);
    // The page's links come from the release's route table, as in the browser.
    setRouteTable(routeTableOf(release));
    const { builds, lines } = serverBuildsOf();
    const result = await builds.build('mf_marketing');
    if (!result.ok) throw new Error(result.failure.message);
    const routes = JSON.parse(await readFile(path.join(ROOT, 'mf-marketing', 'dist', 'routes.json'), 'utf8')) as { module: string }[];
    expect([...result.build.pages.keys()].sort()).toEqual(routes.map((route) => route.module).sort());
    const aboutUs = result.build.pages.get('./pages/about-us')!;
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${(content.server.address() as AddressInfo).port}/api` });
    for (const [locale, heading, story] of [['en', 'About Us', 'Our story'], ['id', 'Tentang Kami', 'Kisah kami']] as const) {
      const url = new URL(`http://localhost/${locale}/about`);
      const data = await aboutUs.default.loader!({ api, locale, params: {}, url, request: new Request(url) });
      const html = render(aboutUs, data, locale);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      // The remote's own words, added to the server's one i18next instance by the build.
      expect(html).toContain(`>${story}</h2>`);
    }
    expect(lines).toContainEqual(expect.objectContaining({ level: 'info', remote: 'mf_marketing', version: '1.0.0-a' }));
  });

  it('asks the server only for the shared singletons it lists, in every remote', async () => {
    const listed = new Set<string>(SHARED_MODULE_SPECIFIERS);
    for (const remote of ['mf-marketing', 'mf-research', 'mf-education', 'mf-tools']) {
      const code = await readFile(path.join(ROOT, remote, 'dist', 'server', 'index.js'), 'utf8');
      const required = [...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]!);
      expect(required.length, remote).toBeGreaterThan(0);
      expect(required.filter((specifier) => !listed.has(specifier)), remote).toEqual([]);
    }
  });
});

describe.skipIf(!built)('pinning back and forth', () => {
  it('takes a new pin on the next request and releases the version it replaced', async () => {
    await publishBuilt(site, 'mf-tools', '1.0.0-a');
    await publishBuilt(site, 'mf-tools', '1.0.0-b');
    const { builds, lines } = serverBuildsOf();
    await writeRelease(site, await releaseOf(site, { 'mf-tools': '1.0.0-a' }));
    const a = await builds.build('mf_tools');
    expect(a.ok && a.build.version).toBe('1.0.0-a');
    await writeRelease(site, await releaseOf(site, { 'mf-tools': '1.0.0-b' }));
    const b = await builds.build('mf_tools');
    expect(b.ok && b.build.version).toBe('1.0.0-b');
    expect(builds.held()).toEqual({ mf_tools: '1.0.0-b' });
    expect(lines).toContainEqual(expect.objectContaining({ level: 'info', remote: 'mf_tools', version: '1.0.0-a', msg: expect.stringMatching(/released/) }));
  });

  it("keeps the server's heap flat over 100 pins (a child Node process with --expose-gc)", { timeout: 120_000 }, async () => {
    await publishBuilt(site, 'mf-tools', '2.0.0-a', { variant: 'a' });
    await publishBuilt(site, 'mf-tools', '2.0.0-b', { variant: 'b' });
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'server-builds-memory.ts'), site.dir, '2.0.0-a', '2.0.0-b'],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, timeout: 110_000 },
    );
    const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as { heapAfter: Record<string, number>; versionCost: number; held: Record<string, string> };
    const MB = 1024 * 1024;
    // One more version of mf-tools held costs `versionCost` of heap (about 0.5 MB). Had each pin kept
    // the version it replaced, pins 11 to 100 would add 90 of them (about 45 MB). The margin, four
    // versions' worth, is for warm-up that is not per pin (V8's compiled code and inline caches,
    // React's and i18next's first renders): measured, the heap grows about 0.3 to 0.6 MB from pin 10 to
    // pin 100 and then stays within 0.3 MB up to pin 400. A leak of even one version per 25 pins fails.
    const growth = report.heapAfter['100']! - report.heapAfter['10']!;
    console.log(
      `heap after gc: 10 pins ${(report.heapAfter['10']! / MB).toFixed(1)} MB, 100 pins ${(report.heapAfter['100']! / MB).toFixed(1)} MB; one version ${(report.versionCost / MB).toFixed(2)} MB`,
    );
    expect(report.versionCost).toBeGreaterThan(0);
    expect(growth).toBeLessThan(4 * report.versionCost);
    expect(report.held).toEqual({ mf_tools: '2.0.0-b' });
  });
});

describe.skipIf(!built)('faults are values, logged with the remote and version', () => {
  async function failureOf(version: string, code: string | null, options: { timeoutMs?: number } = {}) {
    if (code === null) await publishWithoutServerBuild(site, 'mf-tools', version);
    else await publishServerCode(site, 'mf-tools', version, code);
    await writeRelease(site, await releaseOf(site, { 'mf-tools': version }));
    const { builds, lines } = serverBuildsOf(options);
    const result = await builds.build('mf_tools');
    if (result.ok) throw new Error('the build loaded');
    const warning = lines.find((line) => line.level === 'warn');
    expect(warning).toMatchObject({ remote: 'mf_tools', version, kind: result.failure.kind });
    expect(warning?.msg).toContain(`mf_tools ${version}`);
    return { failure: result.failure, builds };
  }

  it('a version published without a server build is missing', async () => {
    const { failure } = await failureOf('0.9.0-old', null);
    expect(failure).toMatchObject({ kind: 'missing', remote: 'mf_tools', version: '0.9.0-old' });
  });

  it('a build that throws while it loads has failed, with its error', async () => {
    const { failure } = await failureOf('1.0.1-throws', 'const width = window.innerWidth;\nmodule.exports = { pages: {} };\n');
    expect(failure).toMatchObject({ kind: 'failed', message: expect.stringContaining('window is not defined') });
  });

  it('a build that asks for a module the server does not share has failed', async () => {
    const { failure } = await failureOf('1.0.1-unshared', 'const pad = require("left-pad");\nmodule.exports = { pages: {} };\n');
    expect(failure).toMatchObject({ kind: 'failed', message: expect.stringContaining('"left-pad", which the server does not share') });
  });

  it('a build that differs from its publish record has failed', async () => {
    const folder = await publishBuilt(site, 'mf-tools', '1.0.1-edited');
    await writeFile(path.join(folder, 'server', 'index.js'), 'module.exports = { pages: {} };\n');
    await writeRelease(site, await releaseOf(site, { 'mf-tools': '1.0.1-edited' }));
    const { builds, lines } = serverBuildsOf();
    const result = await builds.build('mf_tools');
    expect(result).toMatchObject({ ok: false, failure: { kind: 'failed', message: expect.stringContaining('sha256') } });
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', remote: 'mf_tools', version: '1.0.1-edited' }));
  });

  it('a version folder replaced after the pin (server build and publish.json) is refused: the pin carries the hashes', async () => {
    const folder = await publishBuilt(site, 'mf-tools', '1.0.1-replaced');
    await writeRelease(site, await releaseOf(site, { 'mf-tools': '1.0.1-replaced' }));
    const code = 'module.exports = { pages: {} };\n';
    await writeFile(path.join(folder, 'server', 'index.js'), code);
    const record = JSON.parse(await readFile(path.join(folder, 'publish.json'), 'utf8')) as { serverBuild: { sha256: string } };
    record.serverBuild.sha256 = createHash('sha256').update(code).digest('hex');
    await writeFile(path.join(folder, 'publish.json'), JSON.stringify(record));
    const { builds, lines } = serverBuildsOf();
    const result = await builds.build('mf_tools');
    expect(result).toMatchObject({ ok: false, failure: { kind: 'failed', message: expect.stringContaining('the pin records (the release store)') } });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'warn', remote: 'mf_tools', version: '1.0.1-replaced', msg: expect.stringContaining('its pages render in the browser') }),
    );
  });

  it('a build slower than the time-out timed out, and a later request tries it again', async () => {
    const slowPage = `() => new Promise((resolve) => setTimeout(() => resolve({ default: { Component: () => null } }), 2000).unref())`;
    const { failure, builds } = await failureOf('1.0.1-slow', `module.exports = { pages: { './pages/risk-profile': ${slowPage} } };\n`, { timeoutMs: 100 });
    expect(failure).toMatchObject({ kind: 'timeout', message: expect.stringContaining('100 ms') });
    expect(builds.held()).toEqual({});
  });

  it('a remote the release does not pin is missing', async () => {
    await writeRelease(site, await releaseOf(site, {}));
    const { builds } = serverBuildsOf();
    expect(await builds.build('mf_tools')).toMatchObject({ ok: false, failure: { kind: 'missing', remote: 'mf_tools' } });
  });
});
