// One remote broken in each way it can break: its pages show 'page under repair' inside the
// intact layout, the other remotes keep working, and once it is back the next navigation (no
// reload) renders it. Each case checks the line the shell logs for it (docs/release.md lists
// them) and attaches everything the browser logged to the test's report.
import { writeFile } from 'node:fs/promises';
import type { ConsoleMessage, Page, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { type Locale } from '../support/content.ts';

interface Breakage {
  title: string;
  locale: Locale;
  /** Breaks mf-research before the first page; answers a query string for that page, if any. */
  breakIt: (page: Page) => Promise<string>;
  /** Brings it back. */
  repair: (page: Page) => Promise<void>;
  /** Stops what `breakIt` started. */
  cleanup?: () => Promise<void>;
  /** The shell's own log line for this failure. */
  logLine: RegExp;
  /** How long the shell may take to give up on the remote (the router keeps the old page meanwhile). */
  giveUpMs?: number;
  /** What the browser reports by itself about this breakage, besides the shell's own log. */
  expectedErrors?: RegExp[];
}

/** Requests of mf-research matching `url` answered by `handler` (Playwright's request interception). */
function intercepted(url: string, handler: (route: Route) => Promise<void>): Pick<Breakage, 'breakIt' | 'repair'> {
  return {
    breakIt: async (page) => {
      await page.route(url, handler);
      return '';
    },
    repair: (page) => page.unroute(url),
  };
}

/** Chromium's report of an entry refused for its integrity (the pin's record). */
const INTEGRITY_REFUSED = /^Failed to find a valid digest in the 'integrity' attribute for resource '[^']*\/remotes\/mf-research\//;

const BREAKAGES: Breakage[] = [
  {
    title: "the remote's server is down (connection refused)",
    locale: 'en',
    ...intercepted('**/remotes/mf-research/**', (route) => route.abort('connectionrefused')),
    logLine: /could not load: remote entry script did not load \(RUNTIME-008\)/,
  },
  {
    title: "the remote's page chunk answers 404",
    locale: 'id',
    ...intercepted('**/remotes/mf-research/*/static/js/async/**', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    ),
    logLine: /could not load: a page chunk did not load/,
  },
  {
    title: "the remote's entry answers 404",
    locale: 'en',
    ...intercepted('**/remotes/mf-research/*/remoteEntry.js', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    ),
    logLine: /could not load: remote entry script did not load \(RUNTIME-008\)/,
  },
  // A corrupt or throwing entry is not the bytes its pin records: the browser refuses it before it runs
  // (subresource integrity, remote-integrity.spec.ts), a script that did not load. Pins without the record
  // (made before pins carried it) run it and report what it threw: both lines are accepted.
  {
    title: "the remote's entry is corrupt (not JavaScript)",
    locale: 'id',
    ...intercepted('**/remotes/mf-research/*/remoteEntry.js', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: 'var mf_research = {{ <html>garbage' }),
    ),
    logLine: /could not load: remote entry (threw while running \(RUNTIME-008 ScriptExecutionError\)|script did not load \(RUNTIME-008\))/,
    expectedErrors: [/SyntaxError/, INTEGRITY_REFUSED],
  },
  {
    title: "the remote's entry throws",
    locale: 'en',
    ...intercepted('**/remotes/mf-research/*/remoteEntry.js', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript; charset=utf-8',
        body: 'throw new Error("e2e: broken remote entry of mf_research");',
      }),
    ),
    logLine: /could not load: remote entry (threw while running \(RUNTIME-008 ScriptExecutionError\)|script did not load \(RUNTIME-008\))/,
    expectedErrors: [/e2e: broken remote entry of mf_research/, INTEGRITY_REFUSED],
  },
  {
    title: 'the remote answers too slowly (the shell gives up after REMOTE_LOAD_TIMEOUT_MS, 10 s)',
    locale: 'en',
    // Answers after 15 s, when the visitor already sees 'page under repair'.
    ...intercepted('**/remotes/mf-research/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      await route.continue().catch(() => {});
    }),
    logLine: /could not load: no answer: timed out after 10000 ms/,
    giveUpMs: 20_000,
  },
];

/** The menu entries the visitor clicks, per language (from the content service's menus). */
const MENU = {
  en: { researchInHeader: 'Research & News', research: 'Research Reports', stock: 'Stock', riskProfile: 'Risk Profile' },
  id: { researchInHeader: 'Riset & Berita', research: 'Laporan Riset', stock: 'Saham', riskProfile: 'Profil Risiko' },
} as const;

const PATHS = {
  en: { research: '/en/research-report', stock: '/en/stock', riskProfile: '/en/analysis-tools/risk-profile' },
  id: {
    research: '/id/riset-dan-berita/laporan-riset',
    stock: '/id/produk-dan-layanan/produk/saham',
    riskProfile: '/id/alat-analisis/profil-risiko',
  },
} as const;

const logged = (message: ConsoleMessage) => `[${message.type()}] ${message.text()}`;

for (const breakage of BREAKAGES) {
  test(`mf-research broken (${breakage.title}): page under repair, the rest works, then it recovers`, async ({
    site,
    page,
    content,
    consoleGuard,
  }, testInfo) => {
    const { locale } = breakage;
    const menu = MENU[locale];
    const paths = PATHS[locale];
    test.setTimeout(90_000);
    // Expected while the remote is broken: the shell logs each failed load (prefetches of its
    // links too), the browser the failed requests and whatever the broken script throws.
    consoleGuard.allow(/^\[federation\] mf_research\/pages\/[a-z-]+ could not load: /);
    consoleGuard.allowFailedLoadsOf(/\/remotes\/mf-research\//);
    for (const pattern of breakage.expectedErrors ?? []) consoleGuard.allow(pattern);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(logged(message)));
    page.on('pageerror', (error) => messages.push(`[pageerror] ${error.name}: ${error.message}`));

    try {
      // Broken before the first page, so no prefetch can load the remote while it still works.
      await site.open(`/${locale}${await breakage.breakIt(page)}`);
      const marker = await site.markDocument();

      await test.step('the research page shows "page under repair" inside header and footer', async () => {
        await site.headerLink(menu.researchInHeader).click();
        await expect(page).toHaveURL((url) => url.pathname === paths.research, { timeout: breakage.giveUpMs ?? 10_000 });
        await site.expectUnderRepair(locale);
      });

      await test.step('a marketing page and a tools page still work', async () => {
        const stock = await content.page('stock', locale);
        await site.footerLink(menu.stock).click();
        await site.expectPage({ path: paths.stock, heading: stock.title, locale });
        await site.footerLink(menu.riskProfile).click();
        await site.expectPage({ path: paths.riskProfile, locale });
        await expect(site.heading).not.toHaveText(/repair|perbaikan/);
      });

      await test.step('the shell logged what failed', async () => {
        expect(messages.filter((m) => m.includes('[federation]')).join('\n')).toMatch(breakage.logLine);
      });

      await test.step('the remote is back: the next navigation renders the research page', async () => {
        await breakage.repair(page);
        const research = await content.page('research-report', locale);
        await site.footerLink(menu.research).click();
        await site.expectPage({ path: paths.research, heading: research.title, locale });
      });

      await site.expectSameDocument(marker);
    } finally {
      await breakage.cleanup?.();
    }
    // What the browser logged for this failure, kept in test-results (docs/release.md quotes it).
    await writeFile(testInfo.outputPath('browser-console.log'), `${breakage.title}\n${messages.join('\n')}\n`);
  });
}

test('a first visit straight to a page of a remote that is down shows "page under repair" in the layout', async ({
  site,
  page,
  content,
  consoleGuard,
}) => {
  consoleGuard.allow(/^\[federation\] mf_research\/pages\/[a-z-]+ could not load: /);
  consoleGuard.allowFailedLoadsOf(/\/remotes\/mf-research\//);
  await page.route('**/remotes/mf-research/**', (route) => route.abort('connectionrefused'));
  // The server cannot know (it renders the page from the remote's server build): the document is a 200,
  // and the browser, which cannot load the remote's code, shows the repair page in the layout.
  await site.open(PATHS.id.research);
  await site.expectUnderRepair('id');
  await site.expectLocale('id');
  const marker = await site.markDocument();

  await page.unroute('**/remotes/mf-research/**');
  const research = await content.page('research-report', 'id');
  await site.footerLink(MENU.id.stock).click();
  await site.expectPage({ path: PATHS.id.stock, locale: 'id' });
  await site.footerLink(MENU.id.research).click();
  await site.expectPage({ path: PATHS.id.research, heading: research.title, locale: 'id' });
  await site.expectSameDocument(marker);
});
