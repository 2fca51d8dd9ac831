#!/usr/bin/env node
// `pnpm bench:compare`: what one change to the shell buys, measured as Lighthouse sees it. Two (or
// more) builds of the shell are served side by side by real shell servers (HTTPS with HTTP/2, the
// same release, remotes and content service), and Lighthouse visits them in alternation, page by
// page, so that a slow spell of this shared host falls on both alike. Prints the medians and each
// run's figures; writes nothing into docs/ (nor into .cache/bench/runs/: it judges one change, it
// does not measure the site).
//
//   pnpm bench:compare --variant before=.cache/compare/before --variant after=shell/dist \
//     [--page /id --page /en/analysis-tools/investment-calculator] [--rounds 5] [--cpu-rounds 5] [--throttling devtools]
//
// --throttling devtools: Lighthouse throttles the real load (slow 4G, 4x CPU) instead of simulating it, as
// `pnpm bench:phone`'s devtools pass does (its TTI and LCP are the targets' figures).
//
// After the Lighthouse rounds, each variant's first visits are traced in plain Chromium
// (--cpu-rounds, default 5, alternating too): the main thread's CPU time in its tasks, which tells
// whether a change removed work when the blocking time is lost in this host's noise.
//
// A variant is a shell build folder (copy `shell/dist` away before rebuilding), optionally with settings
// of its shell server after a `?` (`--variant b=shell/dist?NAME=value&NAME=value`; a change to the
// remotes too: `?REMOTES_DIR=<published remotes>&RELEASES_DIR=<their release>` with --no-prepare, the
// other variant then serving the bench's last prepared site). Without --page, the
// bench's Lighthouse pages in both languages. Ports: BENCH_PORT (default 4720) +10 (content service),
// +11 (the first variant over HTTP, for the page list), +12 onwards (the variants over HTTPS).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './browser.mjs';
import { runLighthouse, THROTTLING_METHODS, warmUpServers } from './lighthouse.mjs';
import { measureMainThread } from './main-thread.mjs';
import { LIGHTHOUSE_PAGES, sitePages } from './pages.mjs';
import { waitForQuietHost } from './quiet-host.mjs';
import { BENCH_DIR, benchPorts, prepareSite, startContentService, startShellServer, stop } from './site.mjs';
import { median } from './stats.mjs';

const { values } = parseArgs({
  options: {
    variant: { type: 'string', multiple: true },
    page: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '5' },
    'cpu-rounds': { type: 'string', default: '5' },
    'no-prepare': { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const log = (message) => console.log(`\x1b[35m[compare]\x1b[0m ${message}`);

const variants = (values.variant ?? []).map((spec) => {
  const at = spec.indexOf('=');
  if (at <= 0) throw new Error(`--variant takes name=folder[?SETTING=value&...], got "${spec}"`);
  const [folder, settings = ''] = spec.slice(at + 1).split('?');
  return { name: spec.slice(0, at), dist: path.resolve(folder), env: Object.fromEntries(new URLSearchParams(settings)) };
});
if (variants.length < 2) throw new Error('give at least two --variant name=folder (shell builds)');
if (!THROTTLING_METHODS.includes(values.throttling)) throw new Error(`--throttling is one of ${THROTTLING_METHODS.join(', ')}, got "${values.throttling}"`);
const rounds = Number(values.rounds);
const cpuRounds = Number(values['cpu-rounds']);

async function main() {
  // The folders are copied first: a rebuild of shell/dist during the run cannot change a variant.
  const copies = mkdtempSync(path.join(os.tmpdir(), 'brids-compare-'));
  for (const variant of variants) {
    const copy = path.join(copies, variant.name);
    cpSync(variant.dist, copy, { recursive: true });
    variant.dist = copy;
  }
  if (!values['no-prepare']) prepareSite({ build: false });
  const base = benchPorts();
  const ports = { content: base.site + 10 };
  const children = [];
  try {
    children.push(await startContentService(ports));
    // One plain HTTP server of the first variant, for reading the release (the bench's page list).
    const http = { ...ports, site: base.site + 11 };
    children.push(await startShellServer(http, { shellDist: variants[0].dist, name: `shell-${variants[0].name}-http` }));
    for (const [index, variant] of variants.entries()) {
      const tls = base.site + 12 + index;
      variant.origin = `https://localhost:${tls}`;
      children.push(await startShellServer({ ...ports, tls }, { tls: true, shellDist: variant.dist, name: `shell-${variant.name}`, env: variant.env }));
    }
    const pages = values.page?.length
      ? values.page
      : (await sitePages({ siteUrl: `http://127.0.0.1:${http.site}`, apiUrl: `http://127.0.0.1:${ports.content}/api` }))
          .filter((page) => LIGHTHOUSE_PAGES.includes(page.name))
          .map((page) => page.path);
    await warmUpServers(variants.flatMap((variant) => pages.map((page) => variant.origin + page)));
    const samples = new Map();
    for (let round = 1; round <= rounds; round += 1) {
      for (const page of pages) {
        // Alternate which variant goes first, so that neither always follows the other.
        const order = round % 2 ? variants : [...variants].reverse();
        for (const variant of order) {
          await waitForQuietHost({ log });
          const result = await runLighthouse(variant.origin + page, path.join(BENCH_DIR, 'lighthouse'), { throttlingMethod: values.throttling });
          const key = `${page}\t${variant.name}`;
          samples.set(key, [...(samples.get(key) ?? []), result]);
          log(`${round}/${rounds} ${variant.name} ${page}: TBT ${Math.round(result.tbt)} ms, LCP ${Math.round(result.lcp)} ms, FCP ${Math.round(result.fcp)} ms, SI ${Math.round(result.si)} ms, TTI ${Math.round(result.tti)} ms, score ${result.score}, host index ${Math.round(result.benchmarkIndex)}`);
        }
      }
    }
    if (rounds > 0) printLighthouse(pages, samples);
    if (cpuRounds > 0) await compareMainThread(pages);
  } finally {
    for (const child of children.reverse()) await stop(child);
    rmSync(copies, { recursive: true, force: true });
  }
}

/** The Lighthouse medians of every page and variant, and each variant's median over all its runs. */
function printLighthouse(pages, samples) {
  console.log('\n| page | variant | TBT median | TBT runs | LCP median | FCP median | SI median | TTI median | TTI runs | score median |\n| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | --- | ---: |');
  for (const page of pages) {
    for (const variant of variants) {
      const list = samples.get(`${page}\t${variant.name}`);
      const tbts = list.map((r) => Math.round(r.tbt));
      const seconds = (metric) => `${(median(list.map((r) => r[metric])) / 1000).toFixed(2)} s`;
      console.log(`| \`${page}\` | ${variant.name} | ${Math.round(median(tbts))} ms | ${tbts.join(', ')} | ${seconds('lcp')} | ${seconds('fcp')} | ${seconds('si')} | ${seconds('tti')} | ${list.map((r) => (r.tti / 1000).toFixed(2)).join(', ')} | ${median(list.map((r) => r.score))} |`);
    }
  }
  for (const variant of variants) {
    const all = pages.flatMap((page) => samples.get(`${page}\t${variant.name}`));
    console.log(`${variant.name}: median TBT over every run ${Math.round(median(all.map((r) => r.tbt)))} ms (host index median ${Math.round(median(all.map((r) => r.benchmarkIndex)))})`);
  }
}

/** Traced first visits of every page by every variant, alternating: the main thread's CPU and wall time. */
async function compareMainThread(pages) {
  const samples = new Map();
  const browser = await launchBrowser();
  try {
    for (let round = 1; round <= cpuRounds; round += 1) {
      await waitForQuietHost({ log });
      for (const page of pages) {
        for (const variant of round % 2 ? variants : [...variants].reverse()) {
          const key = `${page}\t${variant.name}`;
          samples.set(key, [...(samples.get(key) ?? []), await measureMainThread(browser, variant.origin + page)]);
        }
      }
      log(`main thread: round ${round}/${cpuRounds} done`);
    }
  } finally {
    await browser.close();
  }
  console.log(
    '\nMain thread of a first visit (Chromium unthrottled, traced; CPU and wall time of its tasks, the longest task\'s CPU,' +
      ' and the blocking time of the tasks\' CPU at 4x: each task\'s CPU × 4 less 50 ms; medians):\n',
  );
  console.log(
    '| page | variant | CPU | CPU runs | wall | tasks over 50 ms | longest task CPU | blocking of CPU at 4x |\n| --- | --- | ---: | --- | ---: | ---: | ---: | ---: |',
  );
  const ms = (value) => `${Math.round(value)} ms`;
  for (const page of pages) {
    for (const variant of variants) {
      const list = samples.get(`${page}\t${variant.name}`);
      const cpus = list.map((r) => Math.round(r.cpu));
      console.log(
        `| \`${page}\` | ${variant.name} | ${ms(median(cpus))} | ${cpus.join(', ')} | ${ms(median(list.map((r) => r.wall)))} | ` +
          `${median(list.map((r) => r.longTasks))} | ${ms(median(list.map((r) => r.longestCpu)))} | ${ms(median(list.map((r) => r.blockingOfCpu)))} |`,
      );
    }
  }
  for (const variant of variants) {
    const all = pages.flatMap((page) => samples.get(`${page}\t${variant.name}`));
    console.log(
      `${variant.name}: medians over every visit: main-thread CPU ${ms(median(all.map((r) => r.cpu)))}, ` +
        `wall ${ms(median(all.map((r) => r.wall)))}, blocking of CPU at 4x ${ms(median(all.map((r) => r.blockingOfCpu)))}`,
    );
  }
}

await main();
