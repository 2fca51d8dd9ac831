// Documents rendered on the server (SERVER_RENDER=1, a shell server of its own): the browser
// hydrates the server's markup (the same elements stay, no console error or warning) without
// loading the page's data again, and a visitor without JavaScript reads the page and its menus.
import type { Locale } from '@brids/contracts';
import { test, expect } from '../support/fixtures.ts';
import type { ContentApi } from '../support/content.ts';
import { AUTH_KEYS, EDITOR, PATHS, WORDS } from '../support/shell.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function pagesOf(content: ContentApi, locale: Locale) {
  const report = await content.first('research-reports', locale);
  const event = await content.first('eduvest-events', locale);
  return [
    { kind: 'product', url: locale === 'en' ? '/en/stock' : '/id/produk-dan-layanan/produk/saham' },
    // Its kinds are tabs behind a Suspense boundary, rendered in place (no script reveals them).
    { kind: 'service with tabs', url: locale === 'en' ? '/en/stock-account' : '/id/produk-dan-layanan/layanan/rekening-saham' },
    { kind: 'research report', url: `/${locale}/${locale === 'en' ? 'research-report' : 'riset-dan-berita/laporan-riset'}/${report.slug}`, heading: report.title },
    { kind: 'Eduvest event', url: `/${locale}/${locale === 'en' ? 'education' : 'edukasi'}/brids-eduvest/${event.slug}`, heading: event.title },
    { kind: 'FAQ', url: `/${locale}/faq` },
  ];
}

for (const locale of ['id', 'en'] as const) {
  test(`hydrates the server's page without warnings or a second load of its data (${locale})`, async ({ page, content }) => {
    const microsites = await content.component('microsite-links', locale);
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
      // The other sites' links came with the server's data: the button has the component's title and opens
      // on them without loading them (the calls below), and Escape gives the focus back as always.
      const others = page.locator('.site-microsites .site-dropdown__button');
      await expect(others, url).toHaveText(new RegExp(`^${escapeRegExp(microsites.title)}`));
      await others.click();
      await expect(others, url).toHaveAttribute('aria-expanded', 'true');
      for (const cta of microsites.cta) await expect(page.locator(`#microsite-panel a[href="${cta.url}"]`), url).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('#microsite-panel'), url).toBeHidden();
      await expect(others, url).toBeFocused();
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

test("an editor signed in in this browser: server-rendered pages hydrate without warnings, and the session stays", async ({ page, content }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  // Signed in as in shell-auth.spec.ts: the login page (rendered in the browser), then home with the editor's bar.
  await page.goto(PATHS.en.login);
  await page.getByLabel(WORDS.en.emailLabel, { exact: true }).fill(EDITOR.email);
  await page.getByLabel(WORDS.en.passwordLabel, { exact: true }).fill(EDITOR.password);
  await page.getByRole('button', { name: WORDS.en.submit, exact: true }).click();
  await expect(page.getByText(WORDS.en.signedInAs(EDITOR.name), { exact: true })).toBeVisible();
  const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_KEYS.token);
  expect(token, 'the editor is signed in').toMatch(/^Bearer /);

  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
    });
  });
  // The server knows no session (its documents are the same for everyone): the browser's first render
  // must be the server's markup, whatever the browser knows of the editor.
  for (const { url } of [...(await pagesOf(content, 'en')), ...(await pagesOf(content, 'id'))]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const heading = (window as { serverHeading?: Element | null }).serverHeading;
      return Boolean(heading) && heading === document.querySelector('main h1') && heading!.isConnected;
    });
    expect(kept, `${url}: the server's h1 is hydrated, not replaced`).toBe(true);
  }
  expect(messages, 'no hydration warning or error').toEqual([]);
  // The session was there all along: the login page (guest-only) sends the editor home, with the editor's bar.
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_KEYS.token)).toBe(token);
  await page.goto(PATHS.en.login);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(PATHS.en.home)}$`));
  await expect(page.getByText(WORDS.en.signedInAs(EDITOR.name), { exact: true })).toBeVisible();
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
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href!)}$`));
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
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(item!.url)}$`));
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
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href!)}$`));
      await expect(page.locator('main')).toBeVisible();
    });
  }
  test("the FAQ's answers are all shown under their questions, and an offering's questions too", async ({ page, content }) => {
    const { data } = await content.get<{ data: { question: string; answer: string }[] }>('/faq-items?page[size]=50', 'en');
    await page.goto('/en/faq');
    for (const item of data.slice(0, 5)) {
      const answer = item.answer.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 40);
      await expect(page.getByRole('heading', { name: item.question }), item.question).toBeVisible();
      await expect(page.locator('main').getByText(answer).first(), item.question).toBeVisible();
    }
    await page.goto('/id/produk-dan-layanan/layanan/rekening-saham');
    const panels = page.locator('main .mk-accordion__panel');
    expect(await panels.count()).toBeGreaterThan(0);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
  });

  test("a list's filter tabs are links: each loads its filtered list, rendered by the server", async ({ page, content }) => {
    const lists = [
      { url: '/en/education/brids-eduvest', tab: /^Past/, query: 'period=past' },
      { url: '/id/riset-dan-berita/aksi-korporasi', tab: /^Pemecahan Saham/, query: 'kind=stock-split' },
      { url: '/en/search-result?q=bank', tab: /^Companies/, query: 'kind=company' },
    ];
    const [category] = (await content.get<{ meta: { categories: { slug: string; name: string }[] } }>('/blog-posts', 'en')).meta.categories;
    lists.push({ url: '/en/blog', tab: new RegExp(`^${escapeRegExp(category!.name)}`), query: `category=${category!.slug}` });
    for (const list of lists) {
      await page.goto(list.url);
      const tab = page.getByRole('tablist').getByRole('tab', { name: list.tab });
      await expect(tab, list.url).toHaveAttribute('aria-selected', 'false');
      // Every tab is in the Tab order: without a script, arrows do not move between them.
      await expect(tab, list.url).toHaveAttribute('tabindex', '0');
      await tab.click();
      await expect(page, list.url).toHaveURL((url) => url.search.includes(list.query));
      await expect(page.getByRole('tablist').getByRole('tab', { name: list.tab }), list.url).toHaveAttribute('aria-selected', 'true');
    }
  });

  test("a page's own choices are links too: an account kind, a company's statement and period", async ({ page }) => {
    await page.goto('/en/stock-account');
    const kinds = page.getByRole('tablist');
    await kinds.getByRole('tab', { name: 'Margin' }).click();
    await expect(page).toHaveURL(/\?kind=margin$/);
    await expect(kinds.getByRole('tab', { name: 'Margin' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Financing contract: 1 year');

    await page.goto('/id/riset-dan-berita/daftar-informasi-perusahaan/demo-bank-persada');
    const overview = page.locator('#financials');
    await overview.getByRole('link', { name: 'Per 3 bulan' }).click();
    await overview.getByRole('tab', { name: 'Neraca' }).click();
    await expect(page).toHaveURL(/\?period=quarterly&statement=balance#financials$/);
    await expect(overview.getByRole('link', { name: 'Per 3 bulan' })).toHaveAttribute('aria-current', 'true');
    await expect(overview.getByRole('table')).toHaveAccessibleName(/^Neraca .*Per 3 bulan$/);
    await expect(overview.getByRole('columnheader', { name: /^K\d \d{4}$/ }).first()).toBeVisible();
  });

  for (const locale of ['id', 'en'] as const) {
    test(`on a phone the main navigation stands in place of the Menu button, and its links are followed (${locale})`, async ({ page, content }, testInfo) => {
      await page.setViewportSize({ width: 375, height: 900 });
      const menus = await content.menus('main-menu', locale);
      await page.goto(`/${locale}/faq`);
      await expect(page.locator('.site-nav-toggle')).toBeHidden();
      const nav = page.getByRole('navigation', { name: WORDS[locale].mainNavigation });
      for (const menu of menus) await expect(nav.getByRole('link', { name: menu.title, exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`phone-${locale}.png`) });
      // A top-level entry followed as a plain link (the sub-menus: the test above).
      const top = menus.find((menu) => menu.url.startsWith(`/${locale}/`) && !menu.url.endsWith('/faq'))!;
      await nav.getByRole('link', { name: top.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(top.url)}$`));
      await expect(page.locator('main h1')).toBeVisible();
      await expect(nav.getByRole('link', { name: top.title, exact: true })).toBeVisible();
    });
  }

  for (const width of [375, 1280]) {
    for (const locale of ['id', 'en'] as const) {
      test(`the other sites and ${WORDS[locale].joinNow} open on focus and on the pointer, and their links are followed (${width} px, ${locale})`, async ({ page, content }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        const [microsites, settings] = await Promise.all([content.component('microsite-links', locale), content.settings(locale)]);
        expect(microsites.cta.length, 'links of the microsite-links component').toBeGreaterThan(0);
        await page.goto(`/${locale}/faq`);
        const others = page.locator('.site-microsites');
        const button = others.getByRole('button', { name: microsites.title });
        const links = microsites.cta.map((cta) => others.getByRole('link', { name: cta.title, exact: true }));
        await expect(button).toBeVisible();
        await expect(links[0]!).toBeHidden();
        // The keyboard: Tab onto the button shows the links, the next Tab reaches the first.
        await button.focus();
        for (const [index, cta] of microsites.cta.entries()) {
          await expect(links[index]!).toBeInViewport({ ratio: 1 });
          await expect(links[index]!).toHaveAttribute('href', cta.url);
        }
        await page.keyboard.press('Tab');
        await expect(links[0]!).toBeFocused();
        await page.screenshot({ path: testInfo.outputPath(`other-sites-${width}-${locale}.png`) });
        await page.locator(':focus').blur();
        await expect(links[0]!).toBeHidden();

        // Join Now: its two links from the settings, on focus too.
        const join = page.locator('.site-join');
        const login = join.getByRole('link', { name: WORDS[locale].login, exact: true });
        await expect(login).toBeHidden();
        await join.getByRole('button', { name: WORDS[locale].joinNow }).focus();
        await expect(login).toBeInViewport({ ratio: 1 });
        await expect(login).toHaveAttribute('href', settings['home-join-now-login-url']!);
        await expect(join.getByRole('link', { name: WORDS[locale].openAccount, exact: true })).toHaveAttribute('href', settings['home-join-now-open-account-url']!);
        await page.screenshot({ path: testInfo.outputPath(`join-${width}-${locale}.png`) });
        await page.locator(':focus').blur();

        // The pointer resting on the other sites' button (a tap on phones), then a link of this site followed.
        const local = microsites.cta.find((cta) => cta.url.startsWith(`/${locale}/`));
        expect(local, 'a microsite link to a page of this site').toBeDefined();
        await button.hover();
        const link = others.getByRole('link', { name: local!.title, exact: true });
        await expect(link).toBeVisible();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(local!.url)}$`));
        await expect(page.locator('main h1')).toBeVisible();
      });
    }
  }
});
