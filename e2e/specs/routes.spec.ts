// Every route of every remote, in both locales, renders inside the layout with HTTP 200, its
// document as the server sends it (read without a browser, as a crawler or a link preview does) has the
// page's h1, main text and links already, and every content-service call of its first view was
// announced by the HTML (a preload), so no call waits for the scripts to arrive before it starts.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { currentRelease, fillPath, LOCALES } from '../support/content.ts';
import { REMOTES } from '../support/env.ts';

/** The content-service calls a page makes, and the calls its HTML preloads. */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') calls.push(url.pathname + url.search);
  });
  return {
    clear: () => void (calls.length = 0),
    notPreloaded: async () => {
      const preloaded = await page
        .locator('link[rel="preload"][as="fetch"]')
        .evaluateAll((links) =>
          links.map((link) => {
            const url = new URL((link as HTMLLinkElement).href);
            return url.pathname + url.search;
          }),
        );
      return [...new Set(calls)].filter((call) => !preloaded.includes(call));
    },
  };
}

/** Text as a reader of the HTML gets it: tags out, the entities React writes decoded, spaces collapsed. */
const decode = (html: string) =>
  html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, ' ');
/** Text without its spaces: the markup's and the DOM's text differ only in the spaces between elements. */
const squash = (text: string) => text.replace(/\s+/g, '');
const textOf = (html: string) => squash(decode(html.replace(/<[^>]+>/g, ' ')));

/** The `main` element of a document as the server sent it (the page the server rendered), or '' when it has none. */
async function serverMain(request: APIRequestContext, path: string): Promise<{ html: string; hydrates: boolean }> {
  const html = await (await request.get(path)).text();
  const start = html.indexOf('<main');
  return { html: start < 0 ? '' : html.slice(start, html.indexOf('</main>', start)), hydrates: html.includes('id="brids-hydration"') };
}

/**
 * What a reader sees of a rendered page: its h1, its first paragraphs' text and the links of its main
 * part, outside its forms (an interactive tool's fields and hints come with its script; a reader without
 * JavaScript is told so) and outside what is hidden (the home carousel's other slides mount later).
 */
async function pageReading(main: Locator, heading: Locator) {
  const paragraphs = (await main.locator('p:not(form p):visible').allTextContents()).map(squash).filter((text) => text.length > 20);
  return {
    h1: squash((await heading.textContent()) ?? ''),
    paragraphs: paragraphs.slice(0, 3),
    links: [...new Set(await main.locator('a[href]:not(form a):visible').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)))],
  };
}

/**
 * Pages whose content is this browser's own (the receipt of a registration, kept in its session storage):
 * the server renders them without it, and never claims what it cannot know.
 */
const BROWSER_STATE = new Set(['eduvest-register-success']);

test.describe('every route of the release', () => {
  test('the release pins exactly the four remotes', async () => {
    const release = await currentRelease();
    expect(Object.keys(release.remotes).sort()).toEqual(Object.values(REMOTES).sort());
  });

  for (const remote of Object.values(REMOTES)) {
    for (const locale of LOCALES) {
      test(`${remote} pages in /${locale} render with header, footer and a title, already in the server's HTML, their first-view calls preloaded`, async ({ site, content, page }) => {
        test.setTimeout(120_000);
        const api = recordApiCalls(page);
        const release = await currentRelease();
        const routes = release.remotes[remote]?.routes ?? [];
        expect(routes.length, `routes of ${remote}`).toBeGreaterThan(0);
        for (const route of routes) {
          const params = await content.paramsFor(route.resource, locale);
          const path = fillPath(locale, route.paths[locale], params);
          await test.step(`${route.name}: ${path}`, async () => {
            const served = await serverMain(page.request, path);
            api.clear();
            await site.open(path);
            await site.expectLocale(locale);
            await page.waitForLoadState('networkidle');
            expect.soft(await api.notPreloaded(), `content-service calls of ${path} that its HTML did not preload`).toEqual([]);
            // The server's HTML already reads as the page the browser shows (pages behind middleware, like a
            // login, render in the browser: the release's routes have none).
            expect.soft(served.hydrates, `${path} is rendered on the server`).toBe(true);
            const text = textOf(served.html);
            if (BROWSER_STATE.has(route.name)) {
              // Its content's title is the success it would claim ('Registration Successful').
              const claim = (await content.page(route.name, locale)).title;
              const h1 = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(served.html)?.[1] ?? '');
              expect.soft(h1, `${path}: the server's h1 claims no registration it cannot know`).not.toBe(squash(claim));
              expect.soft(h1, `${path}: the server's h1`).not.toBe('');
              return;
            }
            const reading = await pageReading(site.main, site.heading);
            expect.soft(text, `${path}: the server's h1`).toContain(reading.h1);
            for (const paragraph of reading.paragraphs) expect.soft(text, `${path}: the server's main text`).toContain(paragraph);
            const hrefs = [...served.html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => decode(m[1]!));
            expect.soft(reading.links.filter((href) => !hrefs.includes(href)), `${path}: links missing from the server's main`).toEqual([]);
          });
        }
      });
    }
  }

  for (const locale of LOCALES) {
    test(`an app page and a static page in /${locale} (the catch-all {product} and {static})`, async ({ site, content }) => {
      for (const slug of ['brights', 'privacy-policy']) {
        const page = await content.page(slug, locale);
        await site.open(`/${locale}/${slug}`);
        await expect(site.heading).toHaveText(page.title);
        await site.expectLocale(locale);
      }
    });
  }
});

test.describe('paths named by the spec', () => {
  test('products, services and analysis tools', async ({ site }) => {
    const pages: [string, string][] = [
      ['/en/stock', 'en'],
      ['/id/produk-dan-layanan/produk/saham', 'id'],
      ['/en/digital-facility', 'en'],
      ['/id/produk-dan-layanan/layanan/fasilitas-digital', 'id'],
      ['/en/analysis-tools/risk-profile', 'en'],
      ['/id/alat-analisis/profil-risiko', 'id'],
      ['/en/risk-profile/result', 'en'],
      ['/id/profil-risiko/hasil', 'id'],
    ];
    for (const [path, locale] of pages) {
      await test.step(path, async () => {
        await site.open(path);
        await site.expectLocale(locale as 'en' | 'id');
      });
    }
  });

  test('home in both languages', async ({ site }) => {
    await site.open('/en');
    await site.expectLocale('en');
    await site.open('/id');
    await site.expectLocale('id');
  });

  test('detail pages with slugs', async ({ site, content }) => {
    const report = await content.first('research-reports', 'en');
    const company = await content.companyWithNews('en');
    const event = await content.first('eduvest-events', 'en');
    const pages: [string, 'en' | 'id', string?][] = [
      [`/en/research-report/${report.slug}`, 'en', (await content.entry('research-reports', report.slug, 'en')).title],
      [`/id/riset-dan-berita/laporan-riset/${report.slug}`, 'id', (await content.entry('research-reports', report.slug, 'id')).title],
      [`/en/company-information-list/${company.slug}/latest-news/${company.news}`, 'en'],
      [`/id/riset-dan-berita/daftar-informasi-perusahaan/${company.slug}/berita-terkini/${company.news}`, 'id'],
      [`/en/brids-eduvest/${event.slug}/register-success`, 'en'],
      [`/id/brids-eduvest/${event.slug}/daftar-sukses`, 'id'],
    ];
    for (const [path, locale, title] of pages) {
      await test.step(path, async () => {
        await site.open(path);
        await site.expectLocale(locale);
        if (title) await expect(site.heading).toHaveText(title);
      });
    }
  });
});
