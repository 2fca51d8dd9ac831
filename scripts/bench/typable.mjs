// The time until a form's first field accepts typing, as a phone feels it (issue 27): Chromium with
// Lighthouse's devtools throttling of its mobile profile (slow 4G: 562.5 ms request latency, 1,474.6 kbit/s
// down, 675 kbit/s up; the CPU 4x slower) set through CDP, a phone's screen, an empty cache. From the
// navigation on, the bench looks for the field every POLL_MS, focuses it and types a character; the field's
// own `input` event, heard by a listener the bench adds before the page's scripts, says when the field took
// it (the page's clock, performance.now(), from the navigation start), next to the first contentful paint
// of the same load. Reading the value back would add the bench's own round trip to the page.
import { MOBILE } from './browser.mjs';
import { FIRST_FIELD } from './pages.mjs';

/** Lighthouse's devtools figures of its mobile slow 4G and CPU slowdown (its throttling constants, mobileSlow4G). */
export const DEVTOOLS_THROTTLING = { latencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9, cpuSlowdownMultiplier: 4 };
/** How often the bench tries the field until it is there. */
export const POLL_MS = 10;
/**
 * "Typable at the first paint": the field took a character typed at the first paint within RAIL's 100 ms
 * response time. The bench's own floor, a bare page with one field under the same throttling
 * (`REFERENCE_PAGE`), took its character 17–98 ms after FCP in stop 36's loads: the first evaluation
 * that finds the field waits for the paint's main-thread work, then focus and key events are round trips.
 */
export const TYPABLE_WITHIN_MS = 100;
const TYPED = '7';
const TIMEOUT_MS = 60_000;

/** A page with nothing but a heading and one field: what the bench's own round trips cost (the reference row). */
export const REFERENCE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title></head>' +
  '<body><main><h1>A bare page with one field</h1><form><label>Name <input name="name"></label></form></main></body></html>';

/** Whether a field that took a character at `typableMs` did so at the first paint (`fcpMs`): within `withinMs` of it. */
export function typableAtFirstPaint(typableMs, fcpMs, withinMs = TYPABLE_WITHIN_MS) {
  return Number.isFinite(typableMs) && Number.isFinite(fcpMs) && typableMs <= fcpMs + withinMs;
}

/** Installed before the page's scripts: the page's clock at the first `input` event of the first field. */
const HEAR_INPUT = `(() => {
  addEventListener('input', (event) => {
    if (window.__benchTypedAt === undefined && event.target instanceof Element && event.target.matches(${JSON.stringify(FIRST_FIELD)})) window.__benchTypedAt = performance.now();
  }, true);
})();`;

const kbpsToBytes = (kbps) => (kbps * 1024) / 8;

/** Throttles a page's network and CPU as Lighthouse's devtools throttling does. */
async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: DEVTOOLS_THROTTLING.latencyMs,
    downloadThroughput: kbpsToBytes(DEVTOOLS_THROTTLING.downloadKbps),
    uploadThroughput: kbpsToBytes(DEVTOOLS_THROTTLING.uploadKbps),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: DEVTOOLS_THROTTLING.cpuSlowdownMultiplier });
}

/** Focuses the first field of the page at `origin` once it is there; its value and the page's clock, or null. */
function focusField([selector, origin]) {
  if (location.origin !== origin) return null;
  const field = document.querySelector(selector);
  if (!field) return null;
  field.focus();
  return { focused: document.activeElement === field, at: performance.now() };
}

/** When the first field took a character (its input event, the page's clock), or null. */
function typedAt() {
  return window.__benchTypedAt ?? null;
}

/**
 * The page's first contentful paint. Chromium reports it once the frame is presented, which a throttled
 * CPU can put after the load event: waits up to 10 s for it.
 */
function readFirstPaint() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const fcp = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
      if (fcp) resolve(fcp.startTime);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(() => resolve(Number.NaN), 10_000);
  });
}

/**
 * One load of `url` in a new phone context of `browser`: `{ fieldMs, typableMs, fcpMs, attempts }`,
 * milliseconds from the navigation start (NaN when the field never took a character within a minute).
 */
export async function measureTypable(browser, url, { pollMs = POLL_MS } = {}) {
  const context = await browser.newContext({ ...MOBILE, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(HEAR_INPUT);
    await throttle(context, page);
    const origin = new URL(url).origin;
    const loaded = page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    loaded.catch(() => {});
    const started = Date.now();
    let fieldMs = Number.NaN;
    let typableMs = Number.NaN;
    let attempts = 0;
    while (Date.now() - started < TIMEOUT_MS) {
      try {
        const before = await page.evaluate(focusField, [FIRST_FIELD, origin]);
        if (before?.focused) {
          if (!Number.isFinite(fieldMs)) fieldMs = before.at;
          attempts += 1;
          await page.keyboard.type(TYPED);
          const at = await page.evaluate(typedAt);
          if (at !== null) {
            typableMs = at;
            break;
          }
        }
      } catch (error) {
        // The document changed under the evaluation (the navigation committed): try again.
        if (!/context was destroyed|navigat|Target closed/i.test(String(error))) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    await loaded;
    const fcpMs = await page.evaluate(readFirstPaint);
    return { fieldMs, typableMs, fcpMs, attempts };
  } finally {
    await context.close();
  }
}
