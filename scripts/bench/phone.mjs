#!/usr/bin/env node
// `pnpm bench:phone`: what a phone feels, measured (issue 27 items 1 and 4) on the budgeted pages (home, the
// research list and a report, a company, the calculator, contact, the Eduvest registration) in both languages,
// on the built site and its real servers (like `pnpm bench`; run `node scripts/site.mjs build` first or let it build):
//
//   devtools   Lighthouse with devtools throttling (the real load slowed by slow 4G and a 4x CPU), HTTP/2:
//              FCP, LCP, TBT, TTI, CLS, and where the LCP's time went
//   typable    the form pages in Chromium under the same throttling: when the first field accepts typing,
//              next to the first contentful paint of the same load
//   http1      Lighthouse, simulated throttling (the budgets' model), over plain HTTP/1.1
//   scaled     the same over HTTPS with HTTP/2, the CPU slowdown scaled to the host (the phone Lighthouse's 4x means)
//
//   pnpm bench:phone                    every pass, three runs per page (about 40 minutes on 2 cores)
//   pnpm bench:phone --only devtools,typable
//   pnpm bench:phone --runs 5
//   pnpm bench:phone --max-wait 120     seconds to wait for a quiet host before each run (default 20)
//   pnpm bench:phone --pages contact-us,company-information
//                                       only these budgeted pages (route names), both languages; the run
//                                       is saved in .cache/bench/runs/ but not written into docs/performance.md
//   pnpm bench:phone --no-build         measure the builds as they are
//   pnpm bench:phone --no-write         save the run in .cache/bench/runs/ only
//   pnpm bench:phone --label "why"      a note beside the run's tables
//   pnpm bench:phone --from <file>      measure nothing: write a saved run's tables into docs/performance.md
// Ports: BENCH_PORT (default 4720) for the site over HTTP/1.1, +1 content service, +4 the site over HTTP/2.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './browser.mjs';
import { chosen, printUsageAndExit } from './cli.mjs';
import { scaledCpuMultiplier } from './lighthouse.mjs';
import { measureLighthouse } from './lighthouse-suite.mjs';
import { FORM_PAGES, phonePages, sitePages } from './pages.mjs';
import { waitForQuietHost } from './quiet-host.mjs';
import { readRun, writeLatestTables, writeRawRun } from './report.mjs';
import { BENCH_DIR, ROOT, benchPorts, prepareSite, startSite } from './site.mjs';
import { commitOf, machine, median, medianOf } from './stats.mjs';
import { POLL_MS, REFERENCE_PAGE, TYPABLE_WITHIN_MS, measureTypable } from './typable.mjs';

// In this order: the devtools-throttled figures first, while the servers are freshest.
const PASSES = ['devtools', 'typable', 'http1', 'scaled'];
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'max-wait': { type: 'string', default: '20' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    label: { type: 'string' },
    from: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) printUsageAndExit(import.meta.filename);
const passes = chosen(values.only, PASSES, 'pass');
phonePages([], values.pages); // an unknown page name stops the run before the build
const runs = Number(values.runs);
const maxWaitMs = Number(values['max-wait']) * 1000;
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got "${values.runs}"`);
if (!Number.isFinite(maxWaitMs) || maxWaitMs < 0) throw new Error(`--max-wait must be seconds, got "${values['max-wait']}"`);
const log = (message) => console.log(`\x1b[35m[bench:phone]\x1b[0m ${message}`);
const PERFORMANCE_MD = path.resolve(import.meta.dirname, '../../docs/performance.md');
const RUNS_DIR = path.join(BENCH_DIR, 'runs');

/** Serves `REFERENCE_PAGE` on a free port of localhost: `{ url, close }`. */
async function referencePageServer() {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(REFERENCE_PAGE));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The form pages' loads, `runs` rounds of each page, each started like a Lighthouse run (on a quiet
 * host), and as many of the reference page: what the bench's own round trips cost, beside them.
 */
async function typableSuite(siteUrl, pages) {
  const reference = await referencePageServer();
  const targets = [...pages.filter((page) => FORM_PAGES.includes(page.name)), { name: 'reference: a bare page with one field', locale: 'en', path: reference.url, url: reference.url }];
  const samples = new Map(targets.map((page) => [page.path, []]));
  const browser = await launchBrowser();
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const page of targets) {
        const host = await waitForQuietHost({ log, maxWaitMs });
        const sample = { ...(await measureTypable(browser, page.url ?? siteUrl + page.path)), host };
        samples.get(page.path).push(sample);
        log(`typable ${run}/${runs} ${page.path}: field ${Math.round(sample.fieldMs)} ms, typable ${Math.round(sample.typableMs)} ms, FCP ${Math.round(sample.fcpMs)} ms`);
      }
    }
  } finally {
    await browser.close();
    await reference.close();
  }
  return {
    runs,
    pollMs: POLL_MS,
    withinMs: TYPABLE_WITHIN_MS,
    origin: siteUrl,
    pages: targets.map((page) => ({
      name: page.name,
      locale: page.locale,
      path: page.path,
      ...(page.url ? { reference: true } : {}),
      median: medianOf(samples.get(page.path), ['fieldMs', 'typableMs', 'fcpMs']),
      samples: samples.get(page.path),
    })),
  };
}

async function main() {
  if (values.from) {
    log(`updated docs/performance.md: ${writeLatestTables(PERFORMANCE_MD, readRun(values.from)).join(', ')}`);
    return;
  }
  const started = Date.now();
  const run = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    label: values.label ?? '',
    command: `pnpm bench:phone${process.argv.slice(2).map((arg) => ` ${/[\s"']/.test(arg) ? JSON.stringify(arg) : arg}`).join('')}`,
    commit: commitOf(ROOT),
    machine: machine(),
  };
  const ports = benchPorts();
  log(`measuring ${ROOT} (${passes.join(', ')}; ${runs} runs per page)`);
  prepareSite({ build: !values['no-build'] });
  const site = await startSite(ports, { tls: passes.some((pass) => pass !== 'http1') });
  // Saved after each pass: a run cut short keeps what it measured.
  const save = () => writeRawRun(RUNS_DIR, { ...run, durationMs: Date.now() - started });
  try {
    const all = await sitePages({ siteUrl: `http://127.0.0.1:${ports.site}`, apiUrl: `http://127.0.0.1:${ports.content}/api` });
    const pages = phonePages(all, values.pages);
    const http1 = `http://localhost:${ports.site}`;
    const http2 = `https://localhost:${ports.tls}`;
    if (passes.includes('devtools')) {
      run.phoneDevtools = await measureLighthouse(http2, pages, runs, { throttlingMethod: 'devtools', maxWaitMs, log });
      save();
    }
    if (passes.includes('typable')) {
      run.phoneTypable = await typableSuite(http2, pages);
      save();
    }
    if (passes.includes('http1')) {
      run.phoneHttp1 = await measureLighthouse(http1, pages, runs, { maxWaitMs, log });
      save();
    }
    if (passes.includes('scaled')) {
      // The host's speed by Lighthouse's own benchmark, from the passes before when there were any.
      const indexes = [run.phoneDevtools, run.phoneHttp1].flatMap((pass) => pass?.pages ?? []).flatMap((page) => page.samples.map((sample) => sample.benchmarkIndex)).filter(Number.isFinite);
      const index = indexes.length ? median(indexes) : (await measureLighthouse(http2, pages.slice(0, 1), 1, { maxWaitMs, log })).pages[0].samples[0].benchmarkIndex;
      run.phoneScaled = await measureLighthouse(http2, pages, runs, { cpuSlowdownMultiplier: scaledCpuMultiplier(index), maxWaitMs, log });
      save();
    }
  } finally {
    await site.stopAll();
  }
  run.durationMs = Date.now() - started;
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(path.join(BENCH_DIR, 'last-phone-run.json'), `${JSON.stringify(run, null, 1)}\n`);
  const saved = save();
  // Some pages' figures would replace every page's in the tables: such a run is only saved.
  const written = values['no-write'] || values.pages ? [] : writeLatestTables(PERFORMANCE_MD, run);
  log(`saved ${saved}${written.length ? `; updated docs/performance.md: ${written.join(', ')}` : ''} (${Math.round(run.durationMs / 1000)} s)`);
}

main().catch((error) => {
  console.error(`\x1b[31m[bench:phone]\x1b[0m ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
