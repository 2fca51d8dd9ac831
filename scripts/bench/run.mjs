#!/usr/bin/env node
// `pnpm bench`: measures the built site on its real servers. Each run is saved whole in .cache/bench/runs/
// (ignored by git; .cache/bench/last-run.json is the latest) and the latest table of each suite it measured
// replaces the one in docs/performance.md (between that table's markers). See docs/benchmarks.md.
//
//   pnpm bench                 five Lighthouse runs per page over HTTP/2 (the budgeted table), three of
//                              everything else (about 28 minutes on 2 cores)
//   pnpm bench --quick         one run of each (about 5 minutes)
//   pnpm bench --only lighthouse,bytes,navigation,load,sustained,build
//   pnpm bench --only sustained  500 requests per second for 60 s on the content service (spec and
//                              list calls) and on the shell server (documents), beside a bare server
//   pnpm bench --no-build      measure the builds as they are (skip `node scripts/site.mjs build`)
//   pnpm bench --no-write      save the run in .cache/bench/ only; docs/performance.md stays as it is
//   pnpm bench --label "why"   a note beside the run's tables
//   pnpm bench --from <file>   measure nothing: write the tables of a saved run into docs/performance.md
// Ports: BENCH_PORT (default 4720) for the site, +1 content service, +2 bare Fastify server, +3 a
// second content service without its response cache.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './browser.mjs';
import { chosen, printUsageAndExit } from './cli.mjs';
import { measureBuilds, ONE_REMOTE } from './build-time.mjs';
import { measureBytes } from './bytes.mjs';
import { scaledCpuMultiplier } from './lighthouse.mjs';
import { measureLighthouse } from './lighthouse-suite.mjs';
import { measureLoad } from './load.mjs';
import { measureSustained } from './sustained.mjs';
import { measureTour, TOUR } from './navigation.mjs';
import { LIGHTHOUSE_PAGES, sitePages } from './pages.mjs';
import { readRun, writeLatestTables, writeRawRun } from './report.mjs';
import { BENCH_DIR, ROOT, benchPorts, prepareSite, startContentService, startSite, stop } from './site.mjs';
import { commitOf, machine, median, medianOf } from './stats.mjs';

const SERVER_SETTINGS = ['SERVER_RENDER', 'DOCUMENT_CACHE_TTL_MS'];
const SUITES = ['lighthouse', 'bytes', 'navigation', 'load', 'sustained', 'build'];
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    label: { type: 'string' },
    runs: { type: 'string' },
    from: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) printUsageAndExit(import.meta.filename);
const suites = chosen(values.only, SUITES, 'suite');
const runs = Number(values.runs ?? (values.quick ? 1 : 3));
// The budgeted Lighthouse table takes the median of five runs per page: Lighthouse's own guidance on
// variability (the median of five halves the run-to-run spread); `--runs` sets every suite alike.
const budgetedLighthouseRuns = Number(values.runs ?? (values.quick ? 1 : 5));
const log = (message) => console.log(`\x1b[35m[bench]\x1b[0m ${message}`);
const PERFORMANCE_MD = path.resolve(import.meta.dirname, '../../docs/performance.md');
const RUNS_DIR = path.join(BENCH_DIR, 'runs');

async function lighthouseSuite(siteUrl, pages, lighthouseRuns, { cpuSlowdownMultiplier } = {}) {
  const targets = pages.filter((p) => LIGHTHOUSE_PAGES.includes(p.name));
  return measureLighthouse(siteUrl, targets, lighthouseRuns, { cpuSlowdownMultiplier, log });
}

async function bytesSuite(browser, siteUrl, pages) {
  // Every route in Indonesian (the default), and the Lighthouse pages in English too.
  const targets = pages.filter((p) => p.locale === 'id' || LIGHTHOUSE_PAGES.includes(p.name));
  const results = await measureBytes(browser, siteUrl, targets, { log: (m) => log(`bytes ${m}`) });
  return {
    pages: results.map((r) => ({
      name: r.name,
      locale: r.locale,
      path: r.path,
      remote: r.remote,
      js: r.js,
      jsBeforeLcp: r.jsBeforeLcp,
      jsBeforeLcpPresented: r.jsBeforeLcpPresented,
      css: r.css,
      requests: r.requests,
      requestsBeforeLcp: r.requestsBeforeLcp,
      roundTripsBeforeLcp: r.roundTripsBeforeLcp,
      lcpElement: r.lcpElement,
    })),
    detail: results,
  };
}

async function navigationSuite(browser, siteUrl, pages) {
  const paths = Object.fromEntries(pages.filter((p) => p.locale === 'id').map((p) => [p.name, p.path]));
  for (const name of TOUR) if (!paths[name]) throw new Error(`the release has no route ${name}`);
  const cold = [];
  const prefetched = [];
  for (let run = 1; run <= runs; run += 1) {
    cold.push(await measureTour(browser, siteUrl, paths, { prefetch: false }));
    prefetched.push(await measureTour(browser, siteUrl, paths, { prefetch: true }));
    log(`navigation ${run}/${runs}: cold ${JSON.stringify(cold.at(-1))}, after prefetch ${JSON.stringify(prefetched.at(-1))}`);
  }
  const steps = Object.keys(cold[0]);
  return { runs, cold: medianOf(cold, steps), prefetched: medianOf(prefetched, steps), samples: { cold, prefetched } };
}

async function loadSuite(ports) {
  // A second content service on the same database, its response cache off (RESPONSE_CACHE_TTL_MS=0).
  const uncached = await startContentService({ content: ports.uncached }, { RESPONSE_CACHE_TTL_MS: '0' }, 'content-service-uncached');
  let result;
  try {
    result = await measureLoad({
      contentUrl: `http://127.0.0.1:${ports.content}`,
      uncachedUrl: `http://127.0.0.1:${ports.uncached}`,
      barePort: ports.bare,
      rounds: runs,
      duration: values.quick ? 3 : 5,
      log: (m) => log(`load ${m}`),
    });
  } finally {
    await stop(uncached);
  }
  const fields = ['requestsPerSecond', 'p50', 'p99'];
  const medianResults = Object.fromEntries(Object.entries(result.results).map(([name, list]) => [name, medianOf(list, fields)]));
  return { ...result, rounds: runs, median: medianResults };
}

async function sustainedSuite(ports, pages, siteUrl) {
  const result = await measureSustained({
    contentUrl: `http://127.0.0.1:${ports.content}`,
    siteUrl,
    documents: pages.map((page) => page.path),
    barePort: ports.bare,
    // The goal is 60 s; --quick only checks that the suite runs.
    duration: values.quick ? 10 : 60,
    log: (m) => log(`sustained ${m}`),
  });
  if (result.failures.length) log(`sustained: goal missed: ${result.failures.join('; ')}`);
  return result;
}

function buildSuite() {
  const samples = [];
  for (let run = 1; run <= runs; run += 1) {
    const sample = measureBuilds();
    samples.push(sample);
    log(`build ${run}/${runs}: workspace cold ${Math.round(sample.workspaceCold.total)} ms, warm ${Math.round(sample.workspaceWarm.total)} ms, ${ONE_REMOTE} cold ${Math.round(sample.remoteCold)} ms, warm ${Math.round(sample.remoteWarm)} ms`);
  }
  const flat = samples.map((x) => ({ workspaceCold: x.workspaceCold.total, workspaceWarm: x.workspaceWarm.total, remoteCold: x.remoteCold, remoteWarm: x.remoteWarm }));
  const apps = Object.keys(samples[0].workspaceCold.perApp);
  return {
    runs,
    remote: ONE_REMOTE,
    median: medianOf(flat, ['workspaceCold', 'workspaceWarm', 'remoteCold', 'remoteWarm']),
    perApp: Object.fromEntries(apps.map((app) => [app, median(samples.map((x) => x.workspaceCold.perApp[app]))])),
    samples: flat,
  };
}

/** Writes the run's tables into docs/performance.md; says which. */
function updateTables(run) {
  return `updated docs/performance.md: ${writeLatestTables(PERFORMANCE_MD, run).join(', ') || 'no table'}`;
}

async function main() {
  if (values.from) {
    log(updateTables(readRun(values.from)));
    return;
  }
  const started = Date.now();
  const run = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    label: values.label ?? '',
    // The shell server's settings that change what is measured (server rendering, its document cache), when set.
    command: `${SERVER_SETTINGS.filter((name) => process.env[name] !== undefined).map((name) => `${name}=${process.env[name]} `).join('')}pnpm bench${process.argv.slice(2).map((arg) => ` ${/[\s"']/.test(arg) ? JSON.stringify(arg) : arg}`).join('')}`,
    commit: commitOf(ROOT),
    machine: machine(),
  };
  log(`measuring ${ROOT} (${suites.join(', ')}; ${runs} run${runs === 1 ? '' : 's'}, ${budgetedLighthouseRuns} of Lighthouse over HTTP/2)`);
  const ports = benchPorts();
  const needsSite = suites.some((s) => s !== 'build');
  if (needsSite) {
    prepareSite({ build: !values['no-build'] });
    const site = await startSite(ports, { tls: suites.includes('lighthouse') });
    const siteUrl = `http://127.0.0.1:${ports.site}`;
    let browser;
    try {
      const pages = await sitePages({ siteUrl, apiUrl: `http://127.0.0.1:${ports.content}/api` });
      // Lighthouse and the load test first, while the servers are fresh and nothing else runs.
      // As visitors get the site (HTTPS, HTTP/2: the budgeted figures); then, for reference, the same with
      // the CPU slowdown scaled to this host's speed (the phone Lighthouse's 4x is calibrated to simulate),
      // and over plain HTTP/1.1.
      if (suites.includes('lighthouse')) {
        const tls = `https://localhost:${ports.tls}`;
        run.lighthouse = await lighthouseSuite(tls, pages, budgetedLighthouseRuns);
        const indexes = run.lighthouse.pages.flatMap((page) => page.samples.map((sample) => sample.benchmarkIndex)).filter(Number.isFinite);
        run.lighthouseScaled = await lighthouseSuite(tls, pages, runs, { cpuSlowdownMultiplier: scaledCpuMultiplier(median(indexes)) });
        run.lighthouseHttp1 = await lighthouseSuite(`http://localhost:${ports.site}`, pages, runs);
      }
      if (suites.includes('load')) run.load = await loadSuite(ports);
      if (suites.includes('sustained')) run.sustained = await sustainedSuite(ports, pages, siteUrl);
      if (suites.includes('bytes') || suites.includes('navigation')) browser = await launchBrowser();
      // At the site's public origin (PUBLIC_ORIGIN, http://localhost:<port> by default): a server-rendered
      // document links its remote's stylesheet there, which another host name would get refused by the policy.
      if (suites.includes('bytes')) run.bytes = await bytesSuite(browser, `http://localhost:${ports.site}`, pages);
      if (suites.includes('navigation')) run.navigation = await navigationSuite(browser, siteUrl, pages);
    } finally {
      await browser?.close();
      await site.stopAll();
    }
  }
  if (suites.includes('build')) run.build = buildSuite();
  run.durationMs = Date.now() - started;

  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(path.join(BENCH_DIR, 'last-run.json'), `${JSON.stringify(run, null, 1)}\n`);
  const saved = writeRawRun(RUNS_DIR, run);
  if (values['no-write']) log(`saved ${saved} (${Math.round(run.durationMs / 1000)} s)`);
  else log(`saved ${saved}; ${updateTables(run)} (${Math.round(run.durationMs / 1000)} s)`);
  // The held load's goal is part of the bench's verdict: recorded above, then the run fails.
  if (run.sustained?.failures.length) {
    console.error(`\x1b[31m[bench]\x1b[0m held load missed its goal: ${run.sustained.failures.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`\x1b[31m[bench]\x1b[0m ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
