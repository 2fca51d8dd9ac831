// What a visitor does and sees, so the specs read like a visitor's story:
//   await site.open('/en/stock');
//   await site.footerLink('Research Reports').click();
//   await site.expectPage({ path: '/en/research-report', heading: 'Research Reports' });
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import type { Locale } from './content.ts';

/** Texts of the shell's status pages (shared/i18n catalogs). */
export const TEXTS = {
  notFound: 'This page could not be found',
  home: { en: 'BRI Danareksa Sekuritas, Home', id: 'BRI Danareksa Sekuritas, Beranda' },
  copyright: /^© \d{4} BRI Danareksa Sekuritas\. (All rights reserved\.|Hak cipta dilindungi\.)$/,
  underRepair: { en: 'Page under repair', id: 'Halaman sedang dalam perbaikan' },
  switchLanguage: { en: 'Switch language to Bahasa Indonesia', id: 'Ganti bahasa ke English' },
} as const;

const MARKER = '__e2eDocumentMarker';

export class Site {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The page's title: the one h1 inside `main`. */
  get heading(): Locator {
    return this.main.locator('h1');
  }

  /**
   * Loads a URL as a new document and waits until the app rendered its page into `main`: in the
   * default layout (header and footer with their menus), or in the blank one (`layout: 'blank'`,
   * the default for an error status: logo, locale switcher and copyright, no menus).
   * Returns the server's answer to the document request. `softStatus` records a wrong status as
   * a failure but goes on, so the test still reports what the visitor then sees.
   * A server-rendered document is readable before its scripts run (they start after the first paint):
   * this also waits until the app has taken the document over (its page view), so what the test does
   * next is answered by the page, as it is for a visitor once the page is interactive.
   */
  async open(path: string, options: { status?: number; layout?: 'default' | 'blank'; softStatus?: boolean } = {}): Promise<Response> {
    const status = options.status ?? 200;
    const response = await this.page.goto(path);
    expect(response, `a response for ${path}`).not.toBeNull();
    (options.softStatus ? expect.soft : expect)(response!.status(), `HTTP status of ${path}`).toBe(status);
    if ((options.layout ?? (status >= 400 ? 'blank' : 'default')) === 'blank') await this.expectBlankRendered();
    else await this.expectRendered();
    const opened = new URL(this.page.url());
    await this.expectPageView((url) => url.pathname === opened.pathname);
    return response!;
  }

  /** Header, footer with its menus, and one h1 in `main`. */
  async expectRendered(): Promise<void> {
    await expect(this.heading).toHaveCount(1);
    await expect(this.heading).toBeVisible();
    await expect(this.heading).not.toBeEmpty();
    await expect(this.header).toBeVisible();
    // The menus come from the content service: wait until they are there. On a phone (768 px
    // or less) the header's menus sit in the closed toggle menu.
    if (this.isPhone) {
      const headerNav = this.header.getByRole('navigation', { includeHidden: true });
      await expect(headerNav.getByRole('link', { includeHidden: true }).first()).toBeAttached();
    } else {
      await expect(this.header.getByRole('navigation').getByRole('link').first()).toBeVisible();
    }
    await this.expectFooterOnScroll();
  }

  /**
   * The default layout's footer renders once the visitor scrolls near it (below the first view on
   * every page): scroll down to its place, see it with its menus, and scroll back where the visitor was.
   */
  async expectFooterOnScroll(): Promise<void> {
    const top = await this.page.evaluate(() => window.scrollY);
    // Parts of a page that load after its first view (the home page's sections) can push the footer's
    // place down again just after the scroll: a visitor then scrolls on, and so does this.
    await expect(async () => {
      await this.page.locator('.site-footer-placeholder, footer').first().scrollIntoViewIfNeeded();
      await expect(this.footer).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(this.footer.getByRole('navigation').getByRole('link').first()).toBeVisible();
    await this.page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  }

  /**
   * The blank layout (login and error pages): one h1 in `main`, a header with the logo linking
   * home and the locale switcher, a footer with the copyright line, and no menus at all.
   */
  async expectBlankRendered(): Promise<void> {
    await expect(this.heading).toHaveCount(1);
    await expect(this.heading).toBeVisible();
    await expect(this.heading).not.toBeEmpty();
    await expect(this.header).toBeVisible();
    await expect(this.header.getByRole('link', { name: /^BRI Danareksa Sekuritas, (Home|Beranda)$/ })).toBeVisible();
    await expect(this.header.getByRole('link', { name: /^(Switch language to Bahasa Indonesia|Ganti bahasa ke English)$/ })).toBeVisible();
    await expect(this.footer).toBeVisible();
    await expect(this.footer).toHaveText(TEXTS.copyright);
    await expect(this.header.getByRole('navigation', { includeHidden: true }), 'no menus in the blank header').toHaveCount(0);
    await expect(this.footer.getByRole('navigation', { includeHidden: true }), 'no menus in the blank footer').toHaveCount(0);
  }

  /** After a click: the URL, the page rendered for it, the language and the page's title. */
  async expectPage(expected: { path: string | RegExp; heading?: string | RegExp; locale?: Locale; layout?: 'default' | 'blank' }): Promise<void> {
    const { path } = expected;
    const isPath = (url: URL) => (typeof path === 'string' ? url.pathname === path : path.test(url.href));
    await expect(this.page).toHaveURL(isPath);
    // The address changes before the page does (at once on back and forward, while the page's loader
    // runs; a click's page renders in a transition): until then the page before is still on screen.
    // The shell's page view of the address comes once its page rendered and the scroll position was
    // set (top, or restored on back), which the checks below then see and keep.
    await this.expectPageView(isPath);
    if (expected.heading !== undefined) await expect(this.heading).toHaveText(expected.heading);
    if (expected.layout === 'blank') await this.expectBlankRendered();
    else await this.expectRendered();
    if (expected.locale) await this.expectLocale(expected.locale);
  }

  /**
   * The shell's page view of an address: it comes once the app rendered (or hydrated) that page and
   * set the scroll position (top, or restored on back).
   */
  async expectPageView(isPath: (url: URL) => boolean): Promise<void> {
    await expect
      .poll(async () => {
        const viewed = await this.page
          .evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view').at(-1)?.page_path)
          .catch(() => undefined); // a document on its way (a full page load): asked again
        return typeof viewed === 'string' && isPath(new URL(viewed, this.page.url()));
      }, { message: 'the page view of the page on screen' })
      .toBe(true);
  }

  async expectLocale(locale: Locale): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('lang', locale);
  }

  /** A link of the main navigation in the header. */
  headerLink(name: string | RegExp): Locator {
    return this.header.getByRole('navigation').getByRole('link', { name, exact: typeof name === 'string' });
  }

  /** A link of the footer's menus. */
  footerLink(name: string | RegExp): Locator {
    return this.footer.getByRole('navigation').getByRole('link', { name, exact: typeof name === 'string' });
  }

  /** The locale switcher of the header's top bar. */
  languageSwitch(from: Locale): Locator {
    return this.header.getByRole('link', { name: TEXTS.switchLanguage[from] });
  }

  async switchLanguage(from: Locale): Promise<void> {
    await this.languageSwitch(from).click();
  }

  /** At 768 px or less the navigation collapses into the toggle menu (spec §2). */
  get isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) <= 768;
  }

  /** Marks the current document; `expectSameDocument` then proves no full reload happened. */
  async markDocument(): Promise<string> {
    const value = `doc-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await this.page.evaluate(([key, v]) => ((window as unknown as Record<string, string>)[key!] = v!), [MARKER, value]);
    return value;
  }

  async expectSameDocument(marker: string): Promise<void> {
    const current = await this.page.evaluate((key) => (window as unknown as Record<string, string | undefined>)[key], MARKER);
    expect(current, 'the window marker set before: a full page load would have dropped it').toBe(marker);
  }

  /** The 'page under repair' page, inside the intact layout. */
  async expectUnderRepair(locale: Locale): Promise<void> {
    await expect(this.heading).toHaveText(TEXTS.underRepair[locale]);
    await this.expectRendered();
  }

  /** The 404 page, in the blank layout (spec §2, §8). */
  async expectNotFound(): Promise<void> {
    await expect(this.main.getByText(TEXTS.notFound, { exact: true })).toBeVisible();
    await this.expectBlankRendered();
  }
}
