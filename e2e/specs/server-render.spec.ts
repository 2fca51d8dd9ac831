// Documents rendered on the server (SERVER_RENDER=1, a shell server of its own): the browser
// hydrates the server's markup (the same elements stay, no console error or warning) without
// loading the page's data again, and a visitor without JavaScript reads the page and its menus.
import type { Locale } from '@brids/contracts';
import { test, expect } from '../support/fixtures.ts';
import type { ContentApi } from '../support/content.ts';

async function pagesOf(content: ContentApi, locale: Locale) {
  const report = await content.first('research-reports', locale);
  const event = await content.first('eduvest-events', locale);
  return [
    { kind: 'product', url: locale === 'en' ? '/en/stock' : '/id/produk-dan-layanan/produk/saham' },
    // Its kinds are tabs behind a Suspense boundary: React's inline reveal scripts carry the document's nonce.
    { kind: 'service with tabs', url: locale === 'en' ? '/en/stock-account' : '/id/produk-dan-layanan/layanan/rekening-saham' },
    { kind: 'research report', url: `/${locale}/${locale === 'en' ? 'research-report' : 'riset-dan-berita/laporan-riset'}/${report.slug}`, heading: report.title },
    { kind: 'Eduvest event', url: `/${locale}/${locale === 'en' ? 'education' : 'edukasi'}/brids-eduvest/${event.slug}`, heading: event.title },
    { kind: 'FAQ', url: `/${locale}/faq` },
  ];
}

for (const locale of ['id', 'en'] as const) {
  test(`hydrates the server's page without warnings or a second load of its data (${locale})`, async ({ page, content }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    // The app's own calls to the API (the document's preload hints are the same with and without server
    // rendering, so the network cannot tell): loaders run in the browser would make them.
    await page.addInitScript(() => {
      const calls: string[] = ((window as { apiCalls?: string[] }).apiCalls = []);
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
        return original(input, init);
      };
    });
    // The h1 as the parser made it, before the app's scripts ran: hydration keeps that element.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
      });
    });
    for (const { url } of await pagesOf(content, locale)) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const heading = (window as { serverHeading?: Element | null }).serverHeading;
        return Boolean(heading) && heading === document.querySelector('main h1') && heading!.isConnected;
      });
      expect(kept, `${url}: the server's h1 is hydrated, not replaced`).toBe(true);
      // Only the action types (not part of the server's data) are asked for.
      const calls = await page.evaluate(() => (window as { apiCalls?: string[] }).apiCalls ?? []);
      expect(calls.filter((call) => !call.startsWith('/api/action_types')), `${url}: no data loaded again`).toEqual([]);
    }
    expect(messages).toEqual([]);
  });
}

test('after hydration, React\'s ids are the server\'s: each tab controls a panel that exists, also after a switch', async ({ page }) => {
  await page.goto('/en/stock-account');
  await page.waitForLoadState('networkidle');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  const controlled = async () => {
    const id = await page.getByRole('tab', { selected: true }).getAttribute('aria-controls');
    return page.locator(`[id="${id}"]`).count();
  };
  expect(await controlled(), 'the selected tab names the panel the server rendered').toBe(1);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Margin');
  expect(await controlled(), 'the panel of the tab chosen after hydration').toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['id', 'en'] as const) {
    test(`every page kind shows its heading and the header's menus, and a link is followed (${locale})`, async ({ page, content }) => {
      const [menu] = await content.menus('main-menu', locale);
      for (const { url, heading } of await pagesOf(content, locale)) {
        await page.goto(url);
        await expect(page.locator('main h1')).toBeVisible();
        if (heading) await expect(page.locator('main h1')).toHaveText(heading);
        await expect(page.locator('header nav').getByText(menu!.title, { exact: true }).first()).toBeVisible();
      }
      // A link of the header followed as a plain anchor.
      await page.goto(`/${locale}/faq`);
      const link = page.locator(`header a[href^="/${locale}/"]`).filter({ visible: true }).first();
      const href = await link.getAttribute('href');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('main')).toBeVisible();
    });
  }
});
