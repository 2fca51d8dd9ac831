// The page's main thread on a first visit, from a Chromium trace: how much CPU its tasks used, and
// how long they took by the clock. On this two-core machine a task's wall time is often twice its
// CPU time (Chrome's other processes, Lighthouse and the servers compete for the cores), and
// Lighthouse's simulated phone multiplies wall time, so its blocking time moves with the host more
// than with most changes. The CPU time moves far less: it tells whether a change removed work.
import { MOBILE } from './browser.mjs';

const CATEGORIES = ['blink.user_timing', 'loading', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** Sums of the renderer main thread's top-level tasks from the navigation on, in milliseconds. */
export function mainThreadOfTrace(traceEvents, origin) {
  const navigation = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(origin));
  if (!navigation) throw new Error(`no navigation to ${origin} in the trace`);
  let cpu = 0;
  let wall = 0;
  let longTasks = 0;
  for (const e of traceEvents) {
    if (e.pid !== navigation.pid || e.tid !== navigation.tid || e.ph !== 'X' || e.name !== 'RunTask' || e.ts < navigation.ts) continue;
    cpu += e.tdur ?? 0;
    wall += e.dur;
    if (e.dur > 50_000) longTasks += 1;
  }
  return { cpu: cpu / 1000, wall: wall / 1000, longTasks };
}

/**
 * One traced first visit of `url` on a phone-sized screen (empty cache, unthrottled), until the
 * network is idle and a second more: the main thread's CPU and wall time in its tasks.
 */
export async function measureMainThread(browser, url) {
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
