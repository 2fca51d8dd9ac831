// Navigation behaviour (spec §2, §4, §9; issue 3 point 7): the page-loading progress bar
// (throttle 200 ms, nominal 5000 ms, hidden 500 ms after finishing, failed style), scroll to the
// top / restore on back / hash target, the online/offline notice, the tag manager's page_view per
// navigation, and link prefetch (hover, focus, idle; skipped offline, on 2g, in data-saver mode).
import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { LOCALES, type Locale } from '../support/content.ts';
import { PATHS, VIEWPORTS, WORDS, device } from '../support/shell.ts';

const FOOTER = {
  en: { research: 'Research Reports', stock: 'Stock', education: 'Education', calculator: 'Investment Calculator' },
  id: { research: 'Laporan Riset', stock: 'Saham', education: 'Edukasi', calculator: 'Kalkulator Investasi' },
} as const;

/** The research report list's own call: delayed or failed to make its navigation slow or fail. */
const RESEARCH_LIST_API = /\/api\/research-reports\?/;
/** The stock page's own content: its offering. */
const OFFERING_API = /\/api\/offerings\/stock\?/;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface BarEvent {
  /** ms since the click that started the navigation */
  at: number;
  state: 'shown' | 'finished' | 'hidden' | 'style';
  name?: string | null;
  busy?: string | null;
  duration?: string;
  color?: string;
}

/**
 * Records in the page what the visitor sees of the progress bar, against the time of the next
 * click: when it shows (name, busy, animation duration), when it finishes (no longer busy), each
 * colour it takes, when it goes, and when the page's new h1 appears.
 */
async function recordProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: { at: number; state: string; name?: string | null; busy?: string | null; duration?: string; color?: string }[] = [];
    const w = window as unknown as { __bar: typeof log; __clickAt: number; __h1At: number; __h1: string };
    w.__bar = log;
    w.__clickAt = 0;
    w.__h1At = 0;
    w.__h1 = document.querySelector('main h1')?.textContent ?? '';
    document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true });
    let present = false;
    let busy = false;
    let lastColor = '';
    const check = () => {
      const now = performance.now() - w.__clickAt;
      const bar = document.querySelector<HTMLElement>('[role="progressbar"]');
      const h1 = document.querySelector('main h1')?.textContent ?? '';
      if (h1 !== w.__h1 && !w.__h1At) w.__h1At = now;
      if (bar && !present) {
        present = true;
        const fill = bar.firstElementChild as HTMLElement | null;
        log.push({
          at: now,
          state: 'shown',
          name: bar.getAttribute('aria-label'),
          busy: bar.getAttribute('aria-busy'),
          duration: fill ? getComputedStyle(fill).animationDuration : '',
        });
      }
      if (bar) {
        const nowBusy = bar.getAttribute('aria-busy') === 'true';
        if (busy && !nowBusy) log.push({ at: now, state: 'finished' });
        busy = nowBusy;
        const fill = bar.firstElementChild as HTMLElement | null;
        const color = fill ? getComputedStyle(fill).backgroundColor : '';
        if (color !== lastColor) log.push({ at: now, state: 'style', color });
        lastColor = color;
      }
      if (!bar && present) {
        present = false;
        busy = false;
        lastColor = '';
        log.push({ at: now, state: 'hidden' });
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

const barLog = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __bar: BarEvent[]; __h1At: number };
    return { events: w.__bar, h1At: w.__h1At };
  });

test.describe('progress bar at 1280 px', () => {
  test.use(device(1280));

  for (const locale of LOCALES) {
    const words = WORDS[locale];
    const paths = PATHS[locale];

    test(`/${locale}: the progress bar of a slow navigation, and its failed style`, async ({ site, page, consoleGuard }) => {
      await site.open(paths.stock);
      const research = site.footerLink(FOOTER[locale].research);

      await test.step('a slow page: the bar shows after 200 ms, runs 5000 ms nominally, goes 500 ms after the page is there', async () => {
        await page.route(RESEARCH_LIST_API, async (route) => {
          await delay(1500);
          await route.continue();
        });
        await recordProgressBar(page);
        await research.click();
        await site.expectPage({ path: paths.research, locale });
        await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 5000 });
        const { events, h1At } = await barLog(page);
        const shown = events.find((e) => e.state === 'shown');
        const finished = events.find((e) => e.state === 'finished');
        const hidden = events.find((e) => e.state === 'hidden');
        expect(shown, 'the bar showed during the slow navigation').toBeDefined();
        expect.soft(shown!.name, "the bar's accessible name, in the page's language").toBe(words.progress);
        expect(shown!.busy).toBe('true');
        expect(shown!.duration, 'nominal duration').toBe('5s');
        expect(shown!.at, 'not before the 200 ms throttle').toBeGreaterThanOrEqual(195);
        expect(finished, 'the bar finished (no longer busy) before it went').toBeDefined();
        expect(hidden!.at - finished!.at, 'hidden about 500 ms after finishing').toBeGreaterThanOrEqual(450);
        expect(hidden!.at - finished!.at).toBeLessThan(1500);
        expect(h1At, 'the new page rendered while the bar was there').toBeGreaterThan(0);
        expect(h1At).toBeLessThanOrEqual(hidden!.at);
        await page.unroute(RESEARCH_LIST_API);
      });

      await test.step('a navigation that fails turns the bar to the failed style before it goes', async () => {
        // A page whose own content cannot load fails its navigation (a list's failure is shown inside its
        // page instead): the stock page, its offering answering 500, from the research list.
        consoleGuard.allowFailedLoadsOf(OFFERING_API);
        // The error page logs the server error it shows.
        consoleGuard.allow(/500|Internal Server Error|e2e: offering down/);
        const { events: before } = await barLog(page);
        const doneColor = before.filter((e) => e.state === 'style').at(-1)?.color;
        await page.route(OFFERING_API, async (route) => {
          await delay(800);
          await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"e2e: offering down"}' });
        });
        await recordProgressBar(page);
        await site.footerLink(FOOTER[locale].stock).click();
        await expect(page).toHaveURL((url) => url.pathname === paths.stock);
        await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(words.serverErrorTitle);
        await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 5000 });
        const { events } = await barLog(page);
        const colors = events.filter((e) => e.state === 'style').map((e) => e.color!);
        const failed = colors.at(-1)!;
        expect(colors.length, 'the bar changed colour at the end').toBeGreaterThan(1);
        expect(failed, 'the failed style differs from a finished navigation').not.toBe(doneColor);
        const [r, g] = failed.match(/\d+/g)!.map(Number);
        expect(r! > 150 && g! < 100, `a red bar (${failed})`).toBe(true);
      });
    });
  }
});

for (const { width } of VIEWPORTS) {
  test.describe(`navigation at ${width} px`, () => {
    test.use(device(width));

    for (const locale of LOCALES) {
      const words = WORDS[locale];
      const paths = PATHS[locale];

      test(`/${locale}: scroll to the top on navigation, restored on back, a hash target; a page_view per navigation; the offline notice`, async ({
        site,
        page,
        content,
        consoleGuard,
      }) => {
        const menus = await content.menus('main-menu', locale);
        const hashLink = menus.flatMap((m) => m.child).find((child) => child.url.includes('#'));
        expect(hashLink, 'a menu entry that links to a section (#)').toBeDefined();
        const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
        /** The position once a scroll (a wheel turn is animated) has come to rest: two reads 100 ms apart agree. */
        const settledScrollY = async () => {
          let last = await scrollY();
          for (;;) {
            await page.waitForTimeout(100);
            const now = await scrollY();
            if (now === last) return now;
            last = now;
          }
        };
        const pageViews = () =>
          page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view') as Record<string, string>[]);

        await site.open(paths.home);
        await expect.poll(pageViews).toEqual([
          { event: 'page_view', page_path: paths.home, page_locale: locale, page_title: await page.title() },
        ]);
        const marker = await site.markDocument();

        let scrolled = 0;
        await test.step('a link at the bottom of a long page opens the next page at its top', async () => {
          await site.footerLink(FOOTER[locale].research).scrollIntoViewIfNeeded();
          await page.mouse.wheel(0, 200);
          await expect.poll(scrollY).toBeGreaterThan(300);
          scrolled = await settledScrollY();
          await site.footerLink(FOOTER[locale].research).click();
          await site.expectPage({ path: paths.research, locale });
          await expect.poll(scrollY).toBe(0);
          await expect.poll(async () => (await pageViews()).at(-1)).toEqual({
            event: 'page_view',
            page_path: paths.research,
            page_locale: locale,
            page_title: await page.title(),
          });
        });

        await test.step('back restores the position of the page before', async () => {
          await page.goBack();
          await site.expectPage({ path: paths.home, locale });
          await expect.poll(scrollY).toBeGreaterThanOrEqual(scrolled - 5);
          expect(await scrollY()).toBeLessThanOrEqual(scrolled + 5);
          await expect.poll(async () => (await pageViews()).map((view) => view.page_path)).toEqual([paths.home, paths.research, paths.home]);
        });

        await test.step(`a link to a section (${hashLink!.url}) jumps to it`, async () => {
          const [path, hash] = hashLink!.url.split('#') as [string, string];
          if (site.isPhone) await site.header.getByRole('button', { name: words.menu, exact: true }).tap();
          const nav = page.getByRole('navigation', { name: words.mainNavigation });
          const top = menus.find((m) => m.child.includes(hashLink!))!;
          // The submenu opened from the keyboard (pointers: shell-header.spec.ts).
          await nav.getByRole('button', { name: words.submenu(top.title) }).focus();
          await page.keyboard.press('Enter');
          await nav.getByRole('link', { name: hashLink!.title, exact: true }).click();
          await expect(page).toHaveURL((url) => url.pathname === path && url.hash === `#${hash}`);
          await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
          await expect.poll(scrollY).toBeGreaterThan(0);
          await expect.poll(async () => (await pageViews()).at(-1)?.page_path).toBe(path);
        });

        await test.step('the offline notice follows the browser', async () => {
          // The page's on-screen links (the overview's ten cards) are prefetched one per idle period, and its
          // lazy images load as they near the screen: a file already on its way when the browser goes
          // offline fails, harmlessly (no prefetch starts offline).
          consoleGuard.allowFailedLoadsOf(/\/remotes\/mf-[a-z]+\/[^/]+\/static\/|\/_ipx\//);
          const notice = page.getByRole('status').filter({ hasText: words.offline });
          await expect(notice).toHaveCount(0);
          await page.context().setOffline(true);
          await expect(notice).toBeVisible();
          await expect(notice).toHaveText(words.offline);
          await page.context().setOffline(false);
          await expect(notice).toHaveCount(0);
        });

        await test.step('switching the language is a page view in the other language', async () => {
          await site.switchLanguage(locale);
          const other: Locale = locale === 'en' ? 'id' : 'en';
          await site.expectLocale(other);
          await expect.poll(async () => (await pageViews()).at(-1)?.page_locale).toBe(other);
        });
        await site.expectSameDocument(marker);
      });

    }
  });
}

/** Requests for a remote's code (its entry, manifest or chunks). */
function remoteRequests(page: Page): { of: (remote: string) => string[] } {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/remotes/')) seen.push(new URL(request.url()).pathname);
  });
  return { of: (remote) => seen.filter((path) => path.startsWith(`/remotes/${remote}/`)) };
}

test.describe('link prefetch at 1280 px', () => {
  test.use(device(1280));

  for (const locale of LOCALES) {
    test(`/${locale}: hovering or focusing a link loads its page's code before the click; idle links on screen too`, async ({ site, page }) => {
      const requests = remoteRequests(page);
      await site.open(PATHS[locale].stock);
      // Let the idle prefetch of the stock page's own links pass.
      await page.waitForTimeout(2500);
      expect(requests.of('mf-research'), 'nothing of mf-research yet').toEqual([]);
      expect(requests.of('mf-education'), 'nothing of mf-education yet').toEqual([]);

      await site.footerLink(FOOTER[locale].research).hover();
      await expect.poll(() => requests.of('mf-research').length, 'hover prefetches mf-research').toBeGreaterThan(0);
      await site.footerLink(FOOTER[locale].education).focus();
      await expect.poll(() => requests.of('mf-education').length, 'focus prefetches mf-education').toBeGreaterThan(0);

      // A fresh document: the home page links to pages of the other remotes in its hero.
      const fresh = await page.context().newPage();
      const idle = remoteRequests(fresh);
      await fresh.goto(PATHS[locale].home);
      await expect(fresh.getByRole('main').locator('h1')).toBeVisible();
      await expect
        .poll(() => ['mf-research', 'mf-tools', 'mf-education'].filter((remote) => idle.of(remote).length === 0), {
          message: 'the idle prefetch loads the remotes the home page links to, within its 2000 ms time-out',
          timeout: 6000,
        })
        .toEqual([]);
      // Fetched, not run: a remote's entry runs only when the visitor heads for one of its pages.
      expect(await fresh.evaluate(() => ['mf_research', 'mf_tools', 'mf_education'].filter((name) => name in window))).toEqual([]);
      await fresh.close();
    });
  }

  const CONDITIONS = [
    { name: 'offline', locale: 'en' as Locale },
    { name: 'on a 2g connection', locale: 'id' as Locale, connection: { effectiveType: '2g', saveData: false } },
    { name: 'in data-saver mode', locale: 'en' as Locale, connection: { effectiveType: '4g', saveData: true } },
  ];
  for (const condition of CONDITIONS) {
    test(`no prefetch ${condition.name} (/${condition.locale})`, async ({ site, page }) => {
      if (condition.connection) {
        await page.addInitScript((connection) => {
          Object.defineProperty(Navigator.prototype, 'connection', {
            configurable: true,
            get: () => ({ ...connection, addEventListener: () => {}, removeEventListener: () => {} }),
          });
        }, condition.connection);
      }
      const requests = remoteRequests(page);
      const paths = PATHS[condition.locale];
      await site.open(paths.stock);
      if (!condition.connection) {
        // The visitor goes offline once the page has loaded what it loads by itself after its first
        // paint (the floating buttons) and the footer they scrolled to, with its lazy images: those
        // would otherwise fail here when hovering brings the footer back into view.
        await page.waitForLoadState('networkidle');
        await site.footer.scrollIntoViewIfNeeded();
        await expect
          .poll(() => site.footer.locator('img').evaluateAll((images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)), {
            message: "the footer's images loaded before going offline",
          })
          .toBe(true);
        await page.context().setOffline(true);
      }
      await site.footerLink(FOOTER[condition.locale].research).hover();
      await site.footerLink(FOOTER[condition.locale].education).focus();
      await site.footerLink(FOOTER[condition.locale].calculator).hover();
      await page.waitForTimeout(2500);
      expect([...requests.of('mf-research'), ...requests.of('mf-education'), ...requests.of('mf-tools')]).toEqual([]);
      if (!condition.connection) await page.context().setOffline(false);
      // A click still loads the page.
      await site.footerLink(FOOTER[condition.locale].research).click();
      await site.expectPage({ path: paths.research, locale: condition.locale });
      expect(requests.of('mf-research').length).toBeGreaterThan(0);
    });
  }
});
