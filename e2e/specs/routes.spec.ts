// Every route of every remote, in both locales, renders inside the layout with HTTP 200, and
// every content-service call of its first view was announced by the HTML (a preload), so no
// call waits for the scripts to arrive before it starts.
import type { Page } from '@playwright/test';
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

test.describe('every route of the release', () => {
  test('the release pins exactly the four remotes', async () => {
    const release = await currentRelease();
    expect(Object.keys(release.remotes).sort()).toEqual(Object.values(REMOTES).sort());
  });

  for (const remote of Object.values(REMOTES)) {
    for (const locale of LOCALES) {
      test(`${remote} pages in /${locale} render with header, footer and a title, their first-view calls preloaded`, async ({ site, content, page }) => {
        test.setTimeout(120_000);
        const api = recordApiCalls(page);
        const release = await currentRelease();
        const routes = release.remotes[remote]?.routes ?? [];
        expect(routes.length, `routes of ${remote}`).toBeGreaterThan(0);
        for (const route of routes) {
          const params = await content.paramsFor(route.resource, locale);
          const path = fillPath(locale, route.paths[locale], params);
          await test.step(`${route.name}: ${path}`, async () => {
            api.clear();
            await site.open(path);
            await site.expectLocale(locale);
            await page.waitForLoadState('networkidle');
            expect.soft(await api.notPreloaded(), `content-service calls of ${path} that its HTML did not preload`).toEqual([]);
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
