// A Lighthouse pass: every run of every page of a list, each started on a quiet host (quiet-host.mjs),
// after one unmeasured visit of each page; the medians and every sample. `pnpm bench` and `pnpm bench:phone`
// measure their passes with it.
import path from 'node:path';
import { LIGHTHOUSE_METRICS, runLighthouse, warmUpServers } from './lighthouse.mjs';
import { waitForQuietHost } from './quiet-host.mjs';
import { BENCH_DIR } from './site.mjs';
import { medianOf } from './stats.mjs';

const SAMPLE_FIELDS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'tti', 'seo', 'seoMisses', 'benchmarkIndex', 'host', 'longTasks', 'lcpBreakdown', 'mainThread', 'documentMs', 'transferBytes'];

/**
 * Runs Lighthouse `runs` times over each page (`{ name, locale, path }`) at `siteUrl`, page after page
 * within a round. `cpuSlowdownMultiplier` and `throttlingMethod` as in runLighthouse; `maxWaitMs`
 * bounds the wait for a quiet host (the report says when a run started on a busy one).
 */
export async function measureLighthouse(siteUrl, pages, runs, { cpuSlowdownMultiplier, throttlingMethod, maxWaitMs, log = () => {} } = {}) {
  let protocol = '';
  let version = '';
  const samples = new Map(pages.map((p) => [p.path, []]));
  await warmUpServers(pages.map((page) => siteUrl + page.path));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const host = await waitForQuietHost({ log, maxWaitMs });
      const result = { ...(await runLighthouse(siteUrl + page.path, path.join(BENCH_DIR, 'lighthouse'), { cpuSlowdownMultiplier, throttlingMethod })), host };
      version = result.version;
      protocol = result.protocol;
      samples.get(page.path).push(result);
      const how = [throttlingMethod === 'devtools' && 'devtools throttling', cpuSlowdownMultiplier && `CPU ${cpuSlowdownMultiplier}x`].filter(Boolean).join(', ');
      log(`lighthouse${how ? ` (${how})` : ''} ${run}/${runs} ${page.path}: ${result.score}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, TTI ${Math.round(result.tti)} ms, SEO ${result.seo}${result.seoMisses.length ? ` (missed: ${result.seoMisses.join(', ')})` : ''}`);
    }
  }
  return {
    version,
    runs,
    warmedUp: true,
    ...(cpuSlowdownMultiplier ? { cpuSlowdownMultiplier } : {}),
    ...(throttlingMethod && throttlingMethod !== 'simulate' ? { throttlingMethod } : {}),
    origin: siteUrl,
    protocol,
    pages: pages.map((page) => ({
      name: page.name,
      locale: page.locale,
      path: page.path,
      median: medianOf(samples.get(page.path), Object.keys(LIGHTHOUSE_METRICS)),
      samples: samples.get(page.path).map((sample) => Object.fromEntries(SAMPLE_FIELDS.map((field) => [field, sample[field]]))),
    })),
  };
}
