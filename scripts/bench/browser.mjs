// Debian's Chromium through Playwright, with the flags of docs/TOOLCHAIN (scripts/chromium.mjs).
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROME_FLAGS } from '../chromium.mjs';

export { CHROMIUM, CHROME_FLAGS };

/** A phone's viewport (Lighthouse's mobile screen: Moto G Power, 412 x 823, DPR 1.75). */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS, headless: true });
}

/** Turns off the shell's link prefetch (it honours data-saver mode), so a first view is only that. */
export const NO_PREFETCH_SCRIPT = `Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });`;

/** Records the largest contentful paint (time and what it was) from the start of the document. */
export const LCP_SCRIPT = `(() => {
  window.__benchLcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__benchLcp = {
        // startTime is the frame's presentation; paintTime (Chrome 136+) the end of the main thread's
        // rendering update that painted the element, before the compositor shows it.
        startTime: entry.startTime,
        paintTime: entry.paintTime || entry.startTime,
        url: entry.url || '',
        element: el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : '',
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;
