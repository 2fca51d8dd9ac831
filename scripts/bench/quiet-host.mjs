// Lighthouse multiplies the main-thread time it observes by 4 whatever else the machine is doing, so a
// build, a test run or another benchmark on the same cores shows up as the site's blocking time. Before
// each Lighthouse run the bench waits until the other processes leave the CPUs nearly idle (read from
// /proc/stat, so Linux only; elsewhere it does not wait). The decision is taken before the run, never
// from its result, and the report states how long it waited and how busy the host was at each start.
import { readFileSync } from 'node:fs';

/** Busy share of all CPUs (0..1) at which a run may start, over one sampling second. */
export const QUIET_BUSY = 0.15;
const SAMPLE_MS = 1000;
const QUIET_SAMPLES = 2;
const MAX_WAIT_MS = 120_000;

function cpuTimes() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal ...
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((sum, value) => sum + (value || 0), 0);
    return { idle, total };
  } catch {
    return undefined;
  }
}

/** The busy share of all CPUs over the next `ms`, or undefined when /proc/stat cannot be read. */
export async function busyShare(ms = SAMPLE_MS) {
  const before = cpuTimes();
  if (!before) return undefined;
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/**
 * Waits until the CPUs have been at most QUIET_BUSY busy for QUIET_SAMPLES seconds in a row, up to
 * `maxWaitMs` (two minutes unless told). Returns how long it waited, the busy share when it stopped waiting, and whether it
 * gave up (the run then goes ahead, and the report says so).
 */
export async function waitForQuietHost({ log = () => {}, maxWaitMs = MAX_WAIT_MS } = {}) {
  const started = Date.now();
  let quiet = 0;
  let busy = await busyShare();
  if (busy === undefined) return { waitedMs: 0, busy: undefined, gaveUp: false };
  let warned = false;
  for (;;) {
    quiet = busy <= QUIET_BUSY ? quiet + 1 : 0;
    if (quiet >= QUIET_SAMPLES) return { waitedMs: Date.now() - started, busy, gaveUp: false };
    if (Date.now() - started > maxWaitMs) return { waitedMs: Date.now() - started, busy, gaveUp: true };
    if (!warned && busy > QUIET_BUSY) {
      log(`waiting for the host to quiet down (CPUs ${Math.round(busy * 100)}% busy)`);
      warned = true;
    }
    busy = await busyShare();
  }
}
