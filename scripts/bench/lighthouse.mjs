// Lighthouse 13, mobile profile with its default simulated throttling (or, for `pnpm bench:phone`, devtools
// throttling of the real load), in Debian's Chromium: one CLI process per run (it starts and stops its own browser).
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, CHROME_FLAGS, launchBrowser } from './browser.mjs';
import { retrying } from './retry.mjs';
// The bench's own Lighthouse (this checkout's), also when it measures another checkout.
const LIGHTHOUSE = path.resolve(import.meta.dirname, '../../node_modules/.bin/lighthouse');

export const LIGHTHOUSE_METRICS = {
  score: { label: 'performance score', unit: '' },
  fcp: { label: 'FCP', unit: 'ms', audit: 'first-contentful-paint' },
  lcp: { label: 'LCP', unit: 'ms', audit: 'largest-contentful-paint' },
  tbt: { label: 'TBT', unit: 'ms', audit: 'total-blocking-time' },
  cls: { label: 'CLS', unit: '', audit: 'cumulative-layout-shift' },
  si: { label: 'Speed Index', unit: 'ms', audit: 'speed-index' },
  tti: { label: 'TTI', unit: 'ms', audit: 'interactive' },
  seo: { label: 'SEO score', unit: '' },
};

/**
 * Lighthouse's CPU slowdown is calibrated for a host whose benchmark index is 1500–2000 (its
 * throttling docs: a high-end desktop made a mid-tier phone by 4x). On a faster host 4x simulates a
 * faster phone, on a slower one a slower phone. `scaledCpuMultiplier` keeps the simulated phone the
 * same: 4 × the host's index / 1750 (the middle of that range), to one decimal.
 */
export const DEFAULT_CPU_MULTIPLIER = 4;
export const CALIBRATED_BENCHMARK_INDEX = 1750;
export function scaledCpuMultiplier(benchmarkIndex) {
  return Math.round((DEFAULT_CPU_MULTIPLIER * benchmarkIndex * 10) / CALIBRATED_BENCHMARK_INDEX) / 10;
}

/** A script's file name (hash and all) or Lighthouse's word for work it attributes to no script. */
function scriptName(url) {
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return String(url ?? '');
  }
}

/** Lighthouse's failures to record a page load (a trace without a navigation start, no paint, a hung protocol), not the page's. */
const TRANSIENT = /NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/;

/** One Lighthouse run of a URL (`runLighthouseOnce`), made again up to three times in all when Lighthouse failed to record it. */
export function runLighthouse(url, workDir, options = {}) {
  return retrying(() => runLighthouseOnce(url, workDir, options), TRANSIENT);
}

/** Lighthouse's throttling methods: its simulation (the budgets' default) or real throttling of the load through devtools. */
export const THROTTLING_METHODS = ['simulate', 'devtools'];

/** Lighthouse's LCP breakdown (its lcp-breakdown insight): the subparts' names and milliseconds. */
function lcpBreakdown(audit) {
  const items = audit?.details?.items?.find((item) => item.type === 'table')?.items ?? audit?.details?.items ?? [];
  return Object.fromEntries(items.filter((item) => item.subpart && Number.isFinite(item.duration)).map((item) => [item.subpart, Math.round(item.duration)]));
}

/** Lighthouse's main-thread breakdown: milliseconds by kind of work (script evaluation, style and layout, ...). */
function mainThreadBreakdown(audit) {
  return Object.fromEntries((audit?.details?.items ?? []).map((item) => [item.group, Math.round(item.duration)]));
}

/**
 * With BENCH_LIGHTHOUSE_REPORTS=<folder>, each run's whole report is kept there (`<path>-<method>-<time>.json`):
 * its network requests and long tasks against the observed paints say what a simulated figure charged.
 */
function keepReport(output, url, throttlingMethod) {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  copyFileSync(output, path.join(folder, `${new URL(url).pathname.replaceAll('/', '_')}-${throttlingMethod}-${Date.now()}.json`));
}

/**
 * One Lighthouse run of a URL: the seven figures and the SEO category's score (with the audits it missed), plus what Lighthouse names as the LCP element and
 * the protocol of the page's requests. An https URL is the bench's own server with its own
 * self-signed certificate, which Chromium is told to accept. `cpuSlowdownMultiplier` replaces the
 * profile's 4x (see `scaledCpuMultiplier`). `throttlingMethod` 'devtools' throttles the real load with the
 * profile's network and CPU (Lighthouse's devtools figures of the same slow 4G: 562.5 ms request latency,
 * 1,474.6 kbit/s down) instead of simulating it.
 */
function runLighthouseOnce(url, workDir, { cpuSlowdownMultiplier, throttlingMethod = 'simulate' } = {}) {
  if (!THROTTLING_METHODS.includes(throttlingMethod)) throw new Error(`unknown throttling method ${throttlingMethod}; one of ${THROTTLING_METHODS.join(', ')}`);
  const flags = url.startsWith('https:') ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  mkdirSync(workDir, { recursive: true });
  const output = path.join(workDir, `lh-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
  const args = [
    url,
    '--only-categories=performance,seo',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${flags.join(' ')}`,
    '--quiet',
    '--max-wait-for-load=45000',
    ...(cpuSlowdownMultiplier ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdownMultiplier}`] : []),
    `--throttling-method=${throttlingMethod}`,
  ];
  return new Promise((resolve, reject) => {
    execFile(LIGHTHOUSE, args, { cwd: workDir, env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000, maxBuffer: 16 << 20 }, (error, _stdout, stderr) => {
      if (error) return reject(new Error(`lighthouse ${url} failed: ${error.message}\n${stderr}`));
      try {
        const report = JSON.parse(readFileSync(output, 'utf8'));
        keepReport(output, url, throttlingMethod);
        rmSync(output, { force: true });
        if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`));
        const audits = report.audits;
        const value = (id) => audits[id]?.numericValue ?? Number.NaN;
        const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
        // Lighthouse's long-tasks audit: the main thread's tasks over 50 ms (simulated phone), with the
        // script it attributes each to; what the blocking time is made of.
        const longTasks = (audits['long-tasks']?.details?.items ?? []).map((task) => ({
          script: scriptName(task.url),
          startTime: Math.round(task.startTime),
          duration: Math.round(task.duration),
        }));
        // The SEO category's audits that did not pass (a score below 1; not-applicable ones have none).
        const seoMisses = (report.categories.seo?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
          .map((ref) => ref.id);
        resolve({
          score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
          seo: Math.round((report.categories.seo?.score ?? Number.NaN) * 100),
          seoMisses,
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          si: value('speed-index'),
          tti: value('interactive'),
          longTasks,
          // What the LCP waited for and what the main thread did: the reasons behind a missed target.
          lcpBreakdown: lcpBreakdown(audits['lcp-breakdown-insight']),
          mainThread: mainThreadBreakdown(audits['mainthread-work-breakdown']),
          documentMs: Math.round(audits['network-requests']?.details?.items?.[0]?.networkEndTime - audits['network-requests']?.details?.items?.[0]?.networkRequestTime),
          transferBytes: (audits['network-requests']?.details?.items ?? []).reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          lcpElement: String(lcpElement).slice(0, 120),
          protocol: audits['network-requests']?.details?.items?.[0]?.protocol ?? '',
          version: report.lighthouseVersion,
          userAgent: report.environment?.hostUserAgent ?? '',
          benchmarkIndex: report.environment?.benchmarkIndex,
        });
      } catch (parseError) {
        reject(parseError);
      }
    });
  });
}

/**
 * One visit of each URL in a plain headless Chromium before the measured runs, so that the first
 * measured run does not meet servers that have not yet loaded their lazily imported modules, compiled
 * their hot paths or filled their response caches (a visitor meets servers that have served others).
 * Lighthouse starts each run with an empty browser cache, so this warms the servers only.
 */
export async function warmUpServers(urls) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await browser.close();
  }
}
