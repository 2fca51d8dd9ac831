// Client-side navigation between pages of different remotes: from the click on a menu link to the
// new page's content painted, on an emulated mid-range phone (4x slower CPU, 150 ms round trips,
// 1.6 Mbit/s down, as Lighthouse's mobile profile). "Cold": the target's remote has never been
// loaded in this tab (the shell's link prefetch is off). "After prefetch": the pointer rested on
// the link and the prefetch it started has finished before the click.
import { MOBILE, NO_PREFETCH_SCRIPT } from './browser.mjs';

/** The tour: each step goes to a page of another remote, through a link of the header or footer menus. */
export const TOUR = ['home', 'research-report', 'investment-calculator', 'education', 'contact-us'];

const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** In the page: clicks the link to `href` (menu links may sit in a closed menu) and resolves with ms to the next page painted. */
const CLICK_AND_WAIT = async (href) => {
  const heading = () => document.querySelector('main h1');
  const before = heading()?.textContent ?? '';
  const link = [...document.querySelectorAll('a[href]')].find((a) => a.getAttribute('href') === href);
  if (!link) throw new Error(`no link to ${href} on ${location.pathname}`);
  const start = performance.now();
  link.click();
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`${href} did not show within 30 s`)), 30_000);
    const check = () => {
      const h1 = heading();
      if (location.pathname === href && h1 && h1.textContent !== before && !document.querySelector('[aria-busy="true"]')) {
        // The frame that shows it: the next animation frame, then the end of its paint task.
        requestAnimationFrame(() =>
          setTimeout(() => {
            clearTimeout(timeout);
            resolve(performance.now() - start);
          }, 0),
        );
        return;
      }
      requestAnimationFrame(check);
    };
    check();
  });
};

async function phonePage(browser, { prefetch }) {
  const context = await browser.newContext({ ...MOBILE });
  if (!prefetch) await context.addInitScript(NO_PREFETCH_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

async function networkQuiet(page, ms = 1500) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(ms);
}

/**
 * One tour, cold or after prefetch: `{ '<from> -> <to>': ms }`. `paths` maps route names to
 * this locale's paths.
 */
export async function measureTour(browser, siteUrl, paths, { prefetch }) {
  const { context, page } = await phonePage(browser, { prefetch });
  const results = {};
  try {
    await page.goto(siteUrl + paths[TOUR[0]], { waitUntil: 'load', timeout: 60_000 });
    await page.locator('main h1').first().waitFor({ timeout: 60_000 });
    await networkQuiet(page);
    for (let i = 1; i < TOUR.length; i += 1) {
      const href = paths[TOUR[i]];
      if (prefetch) {
        // The pointer rests on the link (the shell prefetches on pointerover), then the click.
        await page.evaluate((target) => {
          const link = [...document.querySelectorAll('a[href]')].find((a) => a.getAttribute('href') === target);
          link?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        }, href);
        await networkQuiet(page, 500);
      }
      results[`${TOUR[i - 1]} -> ${TOUR[i]}`] = await page.evaluate(CLICK_AND_WAIT, href);
      await networkQuiet(page, 300);
    }
  } finally {
    await context.close();
  }
  return results;
}
