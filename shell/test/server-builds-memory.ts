// Child process of server-builds.test.tsx (`node --expose-gc --import tsx <site dir> <version a>
// <version b>`): pins mf-tools back and forth between two published versions 100 times through the real release store, loading the pinned
// server build and rendering a page after every pin, and prints the heap after garbage collection
// after 10 and 100 pins, with the heap one more version held costs, as JSON.
import { appendFile, cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18nOf } from '@brids/i18n';
import { routeTableOf, setRouteTable } from '@brids/platform';
import { createReleaseStore } from '../server/release/release-store.ts';
import { ignoreStyleImports } from '../server/server-builds/ignore-style-imports.ts';
import { loadServerBuild, type ServerBuild } from '../server/server-builds/load-server-build.ts';
import { createServerBuilds } from '../server/server-builds/server-builds.ts';
import { releaseOf, writeRelease, type PublishedSite, localVersions } from './server-build-fixture.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

async function settledHeap(): Promise<number> {
  for (let i = 0; i < 6; i += 1) {
    gc!();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

function renderRiskProfile(build: ServerBuild): string {
  const { Component } = build.pages.get('./pages/risk-profile')!.default;
  const page = createElement(Component, { data: undefined, locale: 'en' });
  return renderToString(createElement(I18nextProvider, { i18n: i18nOf('en') }, createElement(MemoryRouter, null, page)));
}

ignoreStyleImports();
// After the style hook: the shared design system imports its stylesheets.
const { importSharedModules } = await import('../server/server-builds/shared-modules.ts');
const shared = await importSharedModules();
const [dir, versionA, versionB] = process.argv.slice(2) as [string, string, string];
const site: PublishedSite = { dir, remotesDir: path.join(dir, 'remotes'), releaseFile: path.join(dir, 'memory-release.json') };
const releases = [await releaseOf(site, { 'mf-tools': versionA }), await releaseOf(site, { 'mf-tools': versionB })];
// The page's links and titles come from the release's route table, as in the browser.
setRouteTable(routeTableOf(releases[0]!));
const quiet = { warn: () => {}, info: () => {} };
const builds = createServerBuilds({ ...localVersions(site.remotesDir), release: createReleaseStore(site.releaseFile, () => {}), shared, log: quiet });

const heapAfter: Record<string, number> = {};
for (let pin = 1; pin <= 100; pin += 1) {
  await writeRelease(site, releases[(pin + 1) % 2]!);
  const result = await builds.build('mf_tools');
  if (!result.ok) throw new Error(`${result.failure.kind}: ${result.failure.message}`);
  if (!renderRiskProfile(result.build).includes('Risk Profile')) throw new Error('the page did not render');
  if (pin === 10 || pin === 100) heapAfter[pin] = await settledHeap();
}

// What holding one more version costs: five more versions (copies of version b, each its own source), kept.
const extra = ['k1', 'k2', 'k3', 'k4', 'k5'].map((name) => path.join(dir, 'extra', name));
for (const folder of extra) {
  await cp(path.join(site.remotesDir, 'mf-tools', versionB), folder, { recursive: true });
  await rm(path.join(folder, 'publish.json'));
  await appendFile(path.join(folder, 'server', 'index.js'), `// ${path.basename(folder)}\n`);
}
const before = await settledHeap();
const kept: ServerBuild[] = [];
for (const folder of extra) {
  const result = await loadServerBuild({ remote: 'mf_tools', version: path.basename(folder), dir: folder, shared, timeoutMs: 10_000 });
  if (!result.ok) throw new Error(result.failure.message);
  kept.push(result.build);
  renderRiskProfile(result.build);
}
const versionCost = ((await settledHeap()) - before) / kept.length;

console.log(JSON.stringify({ heapAfter, versionCost, held: builds.held() }));
