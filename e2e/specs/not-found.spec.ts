// Unknown paths and unknown slugs: HTTP 404 from the server and the 404 page in the browser.
import { test, expect, type ConsoleGuard } from '../support/fixtures.ts';

test.describe('a page that does not exist', () => {
  // Chromium reports the 404 document itself as a console error ("Failed to load resource"),
  // and the page's own call for what the URL names, which the content service answers with 404
  // too. Those two are expected; nothing else is.
  const expect404s = (consoleGuard: ConsoleGuard, path: string) => {
    consoleGuard.allowFailedLoadsOf(path);
    consoleGuard.allowFailedLoadsOf(/\/api\/[a-z-]+\/(no-such|tidak-ada)[^/?]*(\?.*)?$/);
  };

  const unknownPaths: [string, 'en' | 'id'][] = [
    ['/en/no-such-page', 'en'],
    ['/id/tidak-ada/sama-sekali', 'id'],
    ['/no-such-thing', 'id'],
  ];
  for (const [path, locale] of unknownPaths) {
    test(`unknown path ${path} answers 404 with the not-found page`, async ({ site, consoleGuard }) => {
      expect404s(consoleGuard, path);
      await site.open(path, { status: 404 });
      await site.expectNotFound();
      await site.expectLocale(locale);
      await expect(site.page).toHaveTitle('This page could not be found');
    });
  }

  const unknownSlugs: [string, 'en' | 'id'][] = [
    ['/en/blog/no-such-post', 'en'],
    ['/id/riset-dan-berita/laporan-riset/tidak-ada', 'id'],
  ];
  for (const [path, locale] of unknownSlugs) {
    test(`unknown slug ${path} answers 404 with the not-found page`, async ({ site, consoleGuard }) => {
      expect404s(consoleGuard, path);
      await site.open(path, { status: 404 });
      await site.expectNotFound();
      await site.expectLocale(locale);
    });
  }

  test('the not-found page links back to the home of its language', async ({ site, consoleGuard }) => {
    expect404s(consoleGuard, '/en/no-such-page');
    await site.open('/en/no-such-page', { status: 404 });
    const marker = await site.markDocument();
    await site.main.getByRole('link', { name: 'Back to home' }).click();
    await site.expectPage({ path: '/en', locale: 'en' });
    await site.expectSameDocument(marker);
  });
});

test('the bare root redirects to the default language, /id', async ({ site, page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const redirect = response?.request().redirectedFrom();
  expect(redirect?.url()).toBe(new URL('/', page.url()).href);
  expect((await redirect?.response())?.status()).toBe(302);
  await site.expectPage({ path: '/id', locale: 'id' });
});
