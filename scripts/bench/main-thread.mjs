// The page's main thread on a first visit, from a Chromium trace: how much CPU its tasks used, and
// how long they took by the clock. On this two-core machine a task's wall time is often twice its
// CPU time (Chrome's other processes, Lighthouse and the servers compete for the cores), and
// Lighthouse's simulated phone multiplies wall time, so its blocking time moves with the host more
// than with most changes. The CPU time moves far less: it tells whether a change removed work.
import { MOBILE } from './browser.mjs';
import { DEFAULT_CPU_MULTIPLIER } from './lighthouse.mjs';
import { retrying } from './retry.mjs';

const CATEGORIES = ['blink.user_timing', 'loading', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** On Lighthouse's simulated phone a task blocks input for what it takes over 50 ms. */
const BLOCKING_AFTER_MS = 50;

/**
 * Sums of the renderer main thread's top-level tasks from the navigation on, in milliseconds, and
 * the blocking time their CPU time alone would make on the simulated phone (each task's CPU × 4, less
 * 50 ms): what splitting a long task changes, without the waits for a core that this host adds.
 */
export function mainThreadOfTrace(traceEvents, origin) {
  const navigation = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(origin));
  if (!navigation) throw new Error(`no navigation to ${origin} in the trace`);
  let cpu = 0;
  let wall = 0;
  let longTasks = 0;
  let longestCpu = 0;
  let blockingOfCpu = 0;
  for (const e of traceEvents) {
    if (e.pid !== navigation.pid || e.tid !== navigation.tid || e.ph !== 'X' || e.name !== 'RunTask' || e.ts < navigation.ts) continue;
    const taskCpu = (e.tdur ?? 0) / 1000;
    cpu += taskCpu;
    wall += e.dur / 1000;
    if (e.dur > BLOCKING_AFTER_MS * 1000) longTasks += 1;
    longestCpu = Math.max(longestCpu, taskCpu);
    blockingOfCpu += Math.max(0, taskCpu * DEFAULT_CPU_MULTIPLIER - BLOCKING_AFTER_MS);
  }
  return { cpu, wall, longTasks, longestCpu, blockingOfCpu };
}

/**
 * One traced first visit of `url` on a phone-sized screen (empty cache, unthrottled), until the
 * network is idle and a second more: the main thread's CPU and wall time in its tasks.
 */
export function measureMainThread(browser, url) {
  // Chromium's trace sometimes has no navigation start (Lighthouse's NO_NAVSTART): visited again, up to three times in all.
  return retrying(() => traceFirstVisit(browser, url), /no navigation to/);
}

async function traceFirstVisit(browser, url) {
  const context = await browser.newContext({ ...MOBILE, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(1000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return mainThreadOfTrace(trace.traceEvents, new URL(url).origin);
  } finally {
    await context.close();
  }
}
