// Error pages (spec §2, §8; issue 3 points 1 and 9): the blank layout (logo home, locale
// switcher, copyright; no menus) around the 404 page and the other error pages; menu and
// footer-logo failures (404: not found, other statuses: the server-error page with the status);
// settings, components and action types only logged; navigation errors' status; 'Unknown
// middleware {name}'; content unavailable and page unavailable; the chunk-load reload guard.
import type { Page, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { LOCALES, type Locale } from '../support/content.ts';
import { BROWSER_RENDERED_SITE_URL, SITE_URL } from '../support/env.ts';
import { PATHS, WORDS, device } from '../support/shell.ts';

const UNKNOWN = { en: '/en/no-such-page', id: '/id/tidak-ada-halaman-ini' } as const;
const COMMON = {
  en: { contentUnavailable: 'Content unavailable', pageUnavailable: 'Page unavailable' },
  id: { contentUnavailable: 'Konten tidak tersedia', pageUnavailable: 'Halaman tidak tersedia' },
} as const;

const fail = (status: number) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message: `e2e: ${status}` }) });

/** The status code the error page shows above its title. */
const statusCode = (page: Page, code: number) => page.getByRole('main').getByText(String(code), { exact: true });

// English on a desktop, Indonesian on a phone: both languages, both widths.
const RUNS: { width: number; locale: Locale }[] = [
  { width: 1280, locale: 'en' },
  { width: 375, locale: 'id' },
];

for (const { width, locale } of RUNS) {
  test.describe(`the 404 page at ${width} px`, () => {
    test.use(device(width));

    const words = WORDS[locale];
    test(`/${locale}: an unknown path answers 404 with the not-found page in the blank layout`, async ({ site, page, content, consoleGuard }) => {
      const settings = await content.settings(locale);
      consoleGuard.allowFailedLoadsOf(UNKNOWN[locale]);
      // A one-segment path may be a static page ({static}): the content service is asked, and says 404.
      consoleGuard.allowFailedLoadsOf(/\/api\/pages\/(no-such-page|tidak-ada-halaman-ini)\?/);
      await site.open(UNKNOWN[locale], { status: 404 });
      await site.expectNotFound();
      await site.expectLocale(locale);
      await expect(page).toHaveTitle(words.notFound);
      await expect(site.heading).toHaveText(words.notFoundTitle);
      await expect(site.main.getByText(words.notFound, { exact: true })).toBeVisible();
      await expect(statusCode(page, 404)).toBeVisible();
      // Blank layout: no floating buttons either.
      await expect(page.getByRole('button', { name: words.downloadForms })).toHaveCount(0);
      await expect(site.footer).toHaveText(words.copyright(settings['copyright-year']!));

      const marker = await site.markDocument();
      await site.header.getByRole('link', { name: words.home }).click();
      await site.expectPage({ path: PATHS[locale].home, locale });
      await site.expectSameDocument(marker);
      await page.goBack();
      await expect(site.heading).toHaveText(words.notFoundTitle);
      await site.main.getByRole('link', { name: words.backHome, exact: true }).click();
      await site.expectPage({ path: PATHS[locale].home, locale });
      await site.expectSameDocument(marker);
    });
  });
}

test.describe('the 404 page outside both languages', () => {
  test.use(device(1280));

  test('a path outside both languages: the Indonesian 404 page, with the copyright year of the settings', async ({ site, page, content, consoleGuard }) => {
    const settings = await content.settings('id');
    consoleGuard.allowFailedLoadsOf('/tidak-ada-sama-sekali');
    await site.open('/tidak-ada-sama-sekali', { status: 404 });
    await site.expectNotFound();
    await site.expectLocale('id');
    await expect(site.heading).toHaveText(WORDS.id.notFoundTitle);
    await expect(page.getByRole('link', { name: WORDS.id.home })).toHaveAttribute('href', PATHS.id.home);
    await expect(site.footer).toHaveText(WORDS.id.copyright(settings['copyright-year']!));
  });
});

test.describe('failures of the layout data', () => {
  // The browser's own handling of a failing first load of the layout's data: on the server that renders
  // in the browser (what visitors get when server rendering faults, as it does when these calls fail on
  // the server), since the default server loads that data itself and page.route never sees it.
  test.use({ baseURL: BROWSER_RENDERED_SITE_URL });

  for (const locale of LOCALES) {
    const words = WORDS[locale];

    test(`/${locale}: menus or footer logos answering 404 show the not-found page; other statuses the server-error page with the status`, async ({
      site,
      page,
      consoleGuard,
    }) => {
      consoleGuard.allowFailedLoadsOf(/\/api\/(menus|footer_logos)\?/);
      // The server-error page logs the error it shows (status 500 and above).
      consoleGuard.allow(/e2e: 50\d|Internal Server Error|50\d/);
      // Each language takes two of the four cases.
      const cases =
        locale === 'en'
          ? [
              { api: /\/api\/menus\?.*main-menu/, status: 404 },
              { api: /\/api\/footer_logos\?/, status: 500 },
            ]
          : [
              { api: /\/api\/menus\?.*footer/, status: 503 },
              { api: /\/api\/footer_logos\?/, status: 404 },
            ];
      for (const { api, status } of cases) {
        await test.step(`${api.source} answers ${status}`, async () => {
          await page.route(api, fail(status));
          await site.open(PATHS[locale].stock, { layout: 'blank' });
          if (status === 404) {
            await expect(site.heading).toHaveText(words.notFoundTitle);
            await expect(site.main.getByText(words.notFound, { exact: true })).toBeVisible();
          } else {
            await expect(site.heading).toHaveText(status === 503 ? COMMON[locale].contentUnavailable : words.serverErrorTitle);
            await expect(statusCode(page, status)).toBeVisible();
          }
          await site.expectLocale(locale);
          await page.unroute(api);
        });
      }
    });
  }

  test('settings, components and action types that fail are only logged (/en)', async ({ site, page, consoleGuard }) => {
    consoleGuard.allowFailedLoadsOf(/\/api\/(settings|components|action_types)(\?|$)/);
    consoleGuard.allow(/^(Settings|Components|Action types) failed to load/);

    await test.step('settings and action types fail: the page and its menus still show', async () => {
      await page.route(/\/api\/(settings|action_types)(\?|$)/, fail(500));
      await site.open(PATHS.en.stock);
      await expect(site.footer.getByText(WORDS.en.copyright('2024'), { exact: true })).toBeVisible();
      await page.unroute(/\/api\/(settings|action_types)(\?|$)/);
    });

    await test.step('components fail: the forms popup says so, the microsite dropdown stays empty, the page works', async () => {
      await page.route(/\/api\/components\?/, fail(500));
      await site.open(PATHS.en.stock);
      await page.getByRole('button', { name: WORDS.en.downloadForms, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: WORDS.en.formsTitle });
      await expect(dialog.getByRole('alert')).toHaveText(WORDS.en.formsFailed);
      await page.keyboard.press('Escape');
      const microsites = site.header.getByRole('button', { name: /^(Other sites|Situs lainnya)$/i });
      await microsites.click();
      await expect(microsites).toHaveAttribute('aria-expanded', 'true');
      await site.footerLink('Research Reports').click();
      await site.expectPage({ path: PATHS.en.research, locale: 'en' });
    });
  });
});

test.describe('navigation errors', () => {
  for (const locale of LOCALES) {
    const words = WORDS[locale];

    test(`/${locale}: the status of a failed page load picks its error page, in the blank layout`, async ({ site, page, consoleGuard }) => {
      consoleGuard.allowFailedLoadsOf(/\/api\/(pages|offerings)\//);
      consoleGuard.allow(/e2e: 500|500/);
      consoleGuard.allow(/Failed to fetch|NetworkError|fetch/);
      await site.open(PATHS[locale].home);
      const all: { name: string; handler: (route: Route) => Promise<void>; heading: string; code?: number }[] = [
        { name: '418: the server-error page with its status', handler: fail(418), heading: words.serverErrorTitle, code: 418 },
        { name: '500: the server-error page', handler: fail(500), heading: words.serverErrorTitle, code: 500 },
        { name: '403: page unavailable', handler: fail(403), heading: COMMON[locale].pageUnavailable, code: 403 },
        { name: '503: content unavailable', handler: fail(503), heading: COMMON[locale].contentUnavailable, code: 503 },
        { name: 'no answer: content unavailable', handler: (route) => route.abort('connectionrefused'), heading: COMMON[locale].contentUnavailable },
      ];
      // Each language takes part of the cases.
      const cases = all.filter((_, index) => index % 2 === (locale === 'en' ? 0 : 1));
      for (const { name, handler, heading, code } of cases) {
        await test.step(name, async () => {
          // The stock page's own content (its typed offering since issue 16).
          await page.route(/\/api\/(pages|offerings)\/[a-z-]+\?/, handler);
          await site.footerLink(locale === 'en' ? 'Stock' : 'Saham').click();
          await expect(page).toHaveURL((url) => url.pathname === PATHS[locale].stock);
          await expect(site.heading).toHaveText(heading);
          if (code) await expect(statusCode(page, code)).toBeVisible();
          await site.expectBlankRendered();
          await page.unroute(/\/api\/(pages|offerings)\/[a-z-]+\?/);
          await site.header.getByRole('link', { name: words.home }).click();
          await site.expectPage({ path: PATHS[locale].home, locale });
        });
      }
    });
  }

  test("a route naming an unknown middleware fails with 500 'Unknown middleware {name}'", async ({ site, page, consoleGuard }) => {
    consoleGuard.allow(/Unknown middleware e2e-unknown/);
    // The release names a middleware the shell does not have, on the FAQ route.
    await page.route(
      (url) => url.pathname === PATHS.en.stock,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('{"name":"faq",', '{"middleware":["e2e-unknown"],"name":"faq",');
        await route.fulfill({ response, body: html });
      },
    );
    await site.open(PATHS.en.stock);
    await site.header.getByRole('link', { name: 'FAQ', exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === PATHS.en.faq);
    await expect(site.heading).toHaveText(WORDS.en.serverErrorTitle);
    await expect(statusCode(page, 500)).toBeVisible();
    await expect(site.main.getByText('Unknown middleware e2e-unknown', { exact: true })).toBeVisible();
    await site.expectBlankRendered();
  });
});

test.describe('chunk-load failures', () => {
  test('a page chunk that fails to load reloads the page once, not again within 60 seconds', async ({ site, page, browser, consoleGuard }) => {
    // The shell's own page chunks: those the login page loads and the stock page does not.
    const chunksOf = async (path: string) => {
      const context = await browser.newContext({ baseURL: SITE_URL });
      const probe = await context.newPage();
      const seen = new Set<string>();
      probe.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/static/js/async/')) seen.add(url.pathname);
      });
      await probe.goto(path);
      await expect(probe.getByRole('main').locator('h1')).toBeVisible();
      await context.close();
      return seen;
    };
    await site.open(PATHS.en.stock);
    const stockChunks = await chunksOf(PATHS.en.stock);
    const loginChunks = [...(await chunksOf(PATHS.en.login))].filter((chunk) => !stockChunks.has(chunk));
    expect(loginChunks.length, "the login page's own chunk").toBeGreaterThan(0);

    consoleGuard.allowFailedLoadsOf(/\/static\/js\/async\//);
    consoleGuard.allow(/ChunkLoadError|Loading chunk|chunk/i);
    await page.route((url) => loginChunks.includes(url.pathname), (route) => route.abort('connectionrefused'));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto(PATHS.en.login);
    // One reload, then the failure shows: no loop.
    await expect.poll(() => documents, { timeout: 15_000 }).toEqual([PATHS.en.login, PATHS.en.login]);
    await page.waitForTimeout(2000);
    expect(documents, 'no second reload within 60 s').toEqual([PATHS.en.login, PATHS.en.login]);
    await expect(site.heading).toBeVisible();
  });
});
