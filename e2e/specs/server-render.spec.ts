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
    for (const { url, kind } of await pagesOf(content, locale)) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // Rich text: the server's markup kept while the sanitiser's chunk loads, then DOMPurify's.
      if (kind === 'Eduvest event') await expect(page.locator('main .ui-rich-text').first(), url).toHaveText(/\S/);
      const kept = await page.evaluate(() => {
        const heading = (window as { serverHeading?: Element | null }).serverHeading;
        return Boolean(heading) && heading === document.querySelector('main h1') && heading!.isConnected;
      });
      expect(kept, `${url}: the server's h1 is hydrated, not replaced`).toBe(true);
      // The server's footer is hydrated at once (not deferred until scrolled near), its stylesheets not linked twice.
      await expect(page.locator('footer.site-footer'), url).toBeAttached();
      const links = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href));
      expect(links.filter((href, index) => links.indexOf(href) !== index), `${url}: a stylesheet linked twice`).toEqual([]);
      // The sub-menus' links are in the markup but closed; the ▾ button opens one as in a browser-rendered document.
      const toggle = page.locator('#site-nav .site-nav__toggle').first();
      if (page.viewportSize()!.width > 768) {
        const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        await expect(panel, url).toBeHidden();
        await toggle.click();
        await expect(toggle, url).toHaveAttribute('aria-expanded', 'true');
        await expect(panel.locator('a').first(), url).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(panel, url).toBeHidden();
      }
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

  for (const width of [375, 1280]) {
    test(`the header and footer are styled as with JavaScript (${width} px)`, async ({ page, content }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { url } of await pagesOf(content, 'en')) {
        await page.goto(url);
        // The shell layout's CSS (a boot chunk the scripts would load) applies: the top bar has its colour.
        await expect(page.locator('.site-topbar'), url).toHaveCSS('background-color', 'rgb(8, 58, 120)');
        await expect(page.locator('.site-header'), url).toHaveCSS('border-bottom-width', '1px');
        // The Menu button needs a script: without one the navigation stands in its place on phones too.
        await expect(page.locator('.site-nav-toggle'), url).toBeHidden();
        await expect(page.locator('#site-nav .site-nav__link--top').first(), url).toBeVisible();
        // The skip link off screen until focused.
        await expect(page.locator('.skip-link'), url).toHaveCSS('position', 'absolute');
        await expect(page.locator('footer.site-footer'), url).toHaveCSS('display', 'block');
      }
      await page.goto('/en/faq');
      await page.screenshot({ path: testInfo.outputPath(`faq-${width}.png`) });
      await page.locator('footer.site-footer').screenshot({ path: testInfo.outputPath(`faq-${width}-footer.png`) });
    });
  }

  for (const width of [375, 1280]) {
    test(`a sub-menu opens on hover and on focus, and its links are followed (${width} px)`, async ({ page, content }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const menus = await content.menus('main-menu', 'en');
      const [first, second] = menus.filter((menu) => menu.child.some((child) => child.url.startsWith('/en/')));
      await page.goto('/en/faq');
      const item = (menu: typeof first) => page.locator(`#site-nav .site-nav__list--level-1 > li[data-menu-id="${menu!.id}"]`);
      const subLink = (menu: typeof first) => item(menu).locator(`.site-nav__panel a[href="${menu!.child.find((child) => child.url.startsWith('/en/'))!.url}"]`).first();
      await expect(subLink(first)).toBeHidden();
      // The keyboard: Tab onto the ▾ button opens its sub-menu, the next Tab reaches its first link.
      await item(first).locator('.site-nav__toggle').focus();
      await expect(subLink(first)).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(item(first).locator('.site-nav__panel a').first()).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath(`submenu-${width}.png`) });
      // The pointer resting on the entry (a tap on phones).
      await page.locator(':focus').blur();
      await item(second).hover();
      await expect(subLink(second)).toBeVisible();
      const href = await subLink(second).getAttribute('href');
      await subLink(second).click();
      await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    });
  }

  for (const locale of ['id', 'en'] as const) {
    test(`the footer's links are followed (${locale})`, async ({ page, content }) => {
      const groups = await content.menus('footer', locale);
      const item = groups.flatMap((group) => group.child).find((child) => child.url.startsWith(`/${locale}/`) && !child.url.endsWith('/faq'));
      await page.goto(`/${locale}/faq`);
      const footer = page.locator('footer.site-footer');
      for (const group of groups) await expect(footer.getByRole('heading', { name: group.title })).toBeVisible();
      await footer.locator(`a[href="${item!.url}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${item!.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('footer.site-footer')).toBeVisible();
    });
  }

  for (const locale of ['id', 'en'] as const) {
    test(`every page kind shows its heading and the header's menus, and a link is followed (${locale})`, async ({ page, content }) => {
      const [menu] = await content.menus('main-menu', locale);
      for (const { url, heading, kind } of await pagesOf(content, locale)) {
        await page.goto(url);
        await expect(page.locator('main h1')).toBeVisible();
        // Rich text (the event's description), sanitised on the server.
        if (kind === 'Eduvest event') await expect(page.locator('main .ui-rich-text').first(), url).toHaveText(/\S/);
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
