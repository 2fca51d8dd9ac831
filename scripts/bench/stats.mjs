// Small helpers: medians, the machine's description, budgets.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { CHROMIUM } from './browser.mjs';

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median of each numeric field over a list of objects of the same shape. */
export function medianOf(objects, fields) {
  const out = {};
  for (const field of fields) out[field] = median(objects.map((o) => o[field]));
  return out;
}

/** The commit of a checkout, noting uncommitted changes; empty outside git. */
export function commitOf(root) {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return '';
  }
}

export function machine() {
  let chromium = '';
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    chromium = 'unknown';
  }
  const cpus = os.cpus();
  return {
    cpu: `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
    // The machine may be shared: the load average at the start says how busy it was.
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}

/** The budgets of issue 6. kB are 1000 bytes. */
export const BUDGETS = {
  // Issue 20: LCP at most 1.2 s over HTTP/2 (the budgeted table) and 1.5 s over plain HTTP/1.1, SEO 100.
  lighthouse: { score: 90, lcp: 1200, tbt: 150, cls: 0.05, seo: 100 },
  lighthouseHttp1: { lcp: 1500 },
  // The same as FIRST_VIEW_JS_BUDGET (tools/build/src/first-view.ts), which `npm test` holds the builds to.
  firstViewJs: 150_000,
  menus: { ratio: 0.5, p99: 25 },
};
