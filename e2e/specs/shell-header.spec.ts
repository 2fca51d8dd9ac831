// The header (spec §2, issue 3 point 2) as a visitor uses it: at 1280 px the top info bar, the
// main navigation of three levels (mouse and keyboard), 'Join Now' and the microsite dropdown;
// at 375 px the toggle menu with the search inside the header, closing on every route change.
// Both languages; texts and addresses from the content service.
import type { Page } from '@playwright/test';
import type { Menu } from '@brids/contracts';
import { test, expect } from '../support/fixtures.ts';
import { LOCALES, type Locale } from '../support/content.ts';
import { PATHS, WORDS, device } from '../support/shell.ts';

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const mainNav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: WORDS[locale].mainNavigation });
const submenuOf = (page: Page, item: Menu) => page.locator(`#submenu-${item.id}`);
/** The links of a submenu in the order Tab and the arrows visit them: level 2, each followed by its level 3. */
const submenuLinks = (item: Menu): string[] => item.child.flatMap((child) => [child.title, ...child.child.map((c) => c.title)]);

/** The top entry with the most levels (Products & Services: level 2 'Products', level 3 'Stock'). */
function threeLevelEntry(menus: Menu[]): { top: Menu; second: Menu; third: Menu } {
  for (const top of menus) {
    const second = top.child.find((child) => child.child.length > 0);
    if (second) return { top, second, third: second.child[0]! };
  }
  throw new Error('The main menu has no third level');
}

test.describe('header at 1280 px', () => {
  test.use(device(1280));

  for (const locale of LOCALES) {
    const words = WORDS[locale];
    const paths = PATHS[locale];

    test(`/${locale}: top bar, main navigation, logo home, the transparent header over the hero, the search of the top bar`, async ({ site, page, content }) => {
      const settings = await content.settings(locale);
      const menus = await content.menus('main-menu', locale);
      await site.open(paths.stock);
      const marker = await site.markDocument();

      await test.step('top bar: left info, support links, search, locale switcher', async () => {
        await expect(site.header.getByText(settings['top-info-left']!, { exact: true })).toBeVisible();
        const support = JSON.parse(settings['support-links']!) as { title: string; url: string }[];
        for (const link of support) {
          await expect(site.header.getByRole('link', { name: link.title, exact: true }).first()).toHaveAttribute('href', link.url);
        }
        await expect(site.header.getByRole('searchbox', { name: words.searchLabel })).toHaveCount(1);
        await expect(site.header.getByRole('searchbox', { name: words.searchLabel })).toBeVisible();
        await expect(site.languageSwitch(locale)).toBeVisible();
      });

      await test.step('the main navigation shows every top-level entry; no toggle menu on a desktop', async () => {
        const nav = mainNav(page, locale);
        for (const item of menus) await expect(nav.getByRole('link', { name: item.title, exact: true })).toBeVisible();
        await expect(site.header.getByRole('button', { name: words.menu, exact: true })).toBeHidden();
        // Submenus stay closed until asked for.
        for (const item of menus.filter((m) => m.child.length > 0)) await expect(submenuOf(page, item)).toBeHidden();
      });

      const background = () => site.header.evaluate((el) => getComputedStyle(el).backgroundColor);
      await expect.poll(background, 'a page without a hero has the solid header').not.toBe(TRANSPARENT);

      await test.step('a support link and the logo lead to their pages without a reload', async () => {
        await site.header.getByRole('link', { name: 'FAQ', exact: true }).first().click();
        await site.expectPage({ path: paths.faq, locale });
        await site.header.getByRole('link', { name: words.home }).click();
        await site.expectPage({ path: paths.home, locale });
      });

      await test.step("the home page's hero shows through the transparent header", async () => {
        await expect.poll(background).toBe(TRANSPARENT);
        const headerBox = (await site.header.boundingBox())!;
        const heroBox = (await site.main.boundingBox())!;
        expect(heroBox.y, 'the hero starts at the top, under the header').toBeLessThan(headerBox.y + headerBox.height);
      });

      await test.step('the search of the top bar opens the results of the words typed; the header is solid again', async () => {
        const search = site.header.getByRole('searchbox', { name: words.searchLabel });
        await search.fill('saham');
        await search.press('Enter');
        await expect(page).toHaveURL((url) => url.pathname === paths.searchResult && url.searchParams.get('q') === 'saham');
        await expect(site.main.getByRole('searchbox')).toHaveValue('saham');
        await expect.poll(background).not.toBe(TRANSPARENT);
      });
      await site.expectSameDocument(marker);
    });

    test(`/${locale}: '${words.joinNow}', the microsite dropdown and the submenus by mouse`, async ({ site, page, content }) => {
      const [settings, microsites, menus] = await Promise.all([
        content.settings(locale),
        content.component('microsite-links', locale),
        content.menus('main-menu', locale),
      ]);
      await site.open(paths.stock);
      const join = site.header.getByRole('button', { name: words.joinNow });
      const login = site.header.getByRole('link', { name: words.login, exact: true });
      const openAccount = site.header.getByRole('link', { name: words.openAccount, exact: true });
      await expect(join).toHaveAttribute('aria-expanded', 'false');
      await expect(login).toBeHidden();

      await test.step(`'${words.joinNow}' opens on click: '${words.login}' and '${words.openAccount}' from the settings, in a new tab`, async () => {
        await join.click();
        await expect(join).toHaveAttribute('aria-expanded', 'true');
        await expect(login).toHaveAttribute('href', settings['home-join-now-login-url']!);
        await expect(openAccount).toHaveAttribute('href', settings['home-join-now-open-account-url']!);
        for (const link of [login, openAccount]) {
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('target', '_blank');
        }
      });

      await test.step('Escape closes it and gives the focus back to the button', async () => {
        await page.keyboard.press('Escape');
        await expect(login).toBeHidden();
        await expect(join).toBeFocused();
        await expect(join).toHaveAttribute('aria-expanded', 'false');
      });

      await test.step('a second click and a click outside close it', async () => {
        await join.click();
        await expect(login).toBeVisible();
        await join.click();
        await expect(login).toBeHidden();
        await join.click();
        await expect(login).toBeVisible();
        await site.heading.click();
        await expect(login).toBeHidden();
      });

      await test.step('it closes on a route change', async () => {
        await join.click();
        await expect(login).toBeVisible();
        await site.footerLink(locale === 'en' ? 'Mutual Funds' : 'Reksadana').click();
        await site.expectPage({ path: paths.mutualFund, locale });
        await expect(login).toBeHidden();
        await expect(join).toHaveAttribute('aria-expanded', 'false');
      });

      await test.step('the microsite dropdown (component microsite-links) opens and closes', async () => {
        expect(microsites.cta.length, 'links of the microsite-links component').toBeGreaterThan(0);
        const button = site.header.getByRole('button', { name: /^(Other sites|Situs lainnya)$/i });
        const links = microsites.cta.map((cta) => site.header.getByRole('link', { name: cta.title, exact: true }));
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        for (const [index, cta] of microsites.cta.entries()) await expect(links[index]!).toHaveAttribute('href', cta.url);
        await expect(button).toHaveText(new RegExp(`^${microsites.title}`));
        await button.click();
        await expect(links[0]!).toBeHidden();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      });

      await test.step('a microsite link to a page of the site: the dropdown is closed on the new page', async () => {
        const button = site.header.getByRole('button', { name: /^(Other sites|Situs lainnya)$/i });
        await button.click();
        const research = microsites.cta.find((cta) => cta.url === paths.research);
        expect(research, `a microsite link to ${paths.research}`).toBeDefined();
        const link = site.header.getByRole('link', { name: research!.title, exact: true });
        await link.click();
        await site.expectPage({ path: paths.research, locale });
        await expect(link).toBeHidden();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      });

      await test.step('hovering an entry opens its submenu; its third level leads to the page, and it closes', async () => {
        const { top, second, third } = threeLevelEntry(menus);
        await mainNav(page, locale).getByRole('link', { name: top.title, exact: true }).hover();
        const submenu = submenuOf(page, top);
        await expect(submenu).toBeVisible();
        await expect(submenu.getByRole('link', { name: second.title, exact: true })).toBeVisible();
        await submenu.getByRole('link', { name: third.title, exact: true }).click();
        await site.expectPage({ path: third.url, locale });
        await expect(submenu).toBeHidden();
      });
    });

    test(`/${locale}: keyboard walk through every level of the main navigation`, async ({ site, page, content }) => {
      const menus = await content.menus('main-menu', locale);
      await site.open(paths.home);
      const nav = mainNav(page, locale);
      const topLink = (item: Menu) => nav.getByRole('link', { name: item.title, exact: true }).first();
      const toggle = (item: Menu) => nav.getByRole('button', { name: words.submenu(item.title) });

      await test.step('Tab reaches the first entry of the navigation', async () => {
        const first = topLink(menus[0]!);
        for (let presses = 0; presses < 25 && !(await first.evaluate((el) => el === document.activeElement)); presses++) {
          await page.keyboard.press('Tab');
        }
        await expect(first).toBeFocused();
      });

      // Every link of the three-level entry; the first and last of the others.
      const deepest = threeLevelEntry(menus).top;
      for (const [index, item] of menus.entries()) {
        await test.step(`${item.title}: ${item.child.length ? 'Down opens the submenu, Up/Down walk it, Escape closes it' : 'no submenu'}; Right to the next`, async () => {
          await expect(topLink(item)).toBeFocused();
          if (item.child.length > 0) {
            const submenu = submenuOf(page, item);
            const names = submenuLinks(item);
            const linkNamed = (name: string) => submenu.getByRole('link', { name, exact: true }).first();
            await page.keyboard.press('ArrowDown');
            await expect(toggle(item)).toHaveAttribute('aria-expanded', 'true');
            await expect(submenu).toBeVisible();
            await expect(linkNamed(names[0]!)).toBeFocused();
            if (item === deepest) {
              for (const name of names.slice(1)) {
                await page.keyboard.press('ArrowDown');
                await expect(linkNamed(name)).toBeFocused();
              }
              await page.keyboard.press('ArrowDown');
              await expect(linkNamed(names[0]!), 'Down after the last link wraps to the first').toBeFocused();
            }
            await page.keyboard.press('ArrowUp');
            await expect(linkNamed(names.at(-1)!), 'Up from the first link wraps to the last').toBeFocused();
            await page.keyboard.press('Escape');
            await expect(submenu).toBeHidden();
            await expect(toggle(item)).toHaveAttribute('aria-expanded', 'false');
            await expect(toggle(item), 'Escape returns the focus to the submenu button').toBeFocused();
          }
          await page.keyboard.press('ArrowRight');
          await expect(topLink(menus[(index + 1) % menus.length]!)).toBeFocused();
        });
      }

      await test.step('Left from the first entry goes to the last', async () => {
        await page.keyboard.press('ArrowLeft');
        await expect(topLink(menus.at(-1)!)).toBeFocused();
      });

      await test.step('Tab alone reaches the third level, and Enter follows it', async () => {
        const { top, second, third } = threeLevelEntry(menus);
        await toggle(top).focus();
        await page.keyboard.press('Enter');
        await expect(toggle(top)).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Tab');
        await expect(submenuOf(page, top).getByRole('link', { name: second.title, exact: true })).toBeFocused();
        await page.keyboard.press('Tab');
        const thirdLink = submenuOf(page, top).getByRole('link', { name: third.title, exact: true });
        await expect(thirdLink).toBeFocused();
        await page.keyboard.press('Enter');
        await site.expectPage({ path: third.url.split('#')[0]!, locale });
        await expect(submenuOf(page, top), 'the submenu closes on the route change').toBeHidden();
      });
    });

  }

  test('switching the language reloads the menus and the header words, without a reload', async ({ site, page, content }) => {
    const [enMenus, idMenus, idSettings] = await Promise.all([
      content.menus('main-menu', 'en'),
      content.menus('main-menu', 'id'),
      content.settings('id'),
    ]);
    await site.open(PATHS.en.stock);
    await expect(site.header.getByRole('button', { name: WORDS.en.joinNow })).toBeVisible();
    const marker = await site.markDocument();
    await site.switchLanguage('en');
    await site.expectPage({ path: PATHS.id.stock, locale: 'id' });
    await expect(site.header.getByRole('button', { name: WORDS.id.joinNow })).toBeVisible();
    await expect(site.header.getByRole('button', { name: WORDS.en.joinNow })).toHaveCount(0);
    await expect(site.header.getByText(idSettings['top-info-left']!, { exact: true })).toBeVisible();
    const nav = mainNav(page, 'id');
    for (const item of idMenus) await expect(nav.getByRole('link', { name: item.title, exact: true })).toBeVisible();
    const englishOnly = enMenus.filter((en) => !idMenus.some((id) => id.title === en.title));
    for (const item of englishOnly) await expect(nav.getByRole('link', { name: item.title, exact: true })).toHaveCount(0);
    await site.expectSameDocument(marker);
  });
});

test.describe('header at 375 px (phone)', () => {
  test.use(device(375));

  for (const locale of LOCALES) {
    const words = WORDS[locale];
    const paths = PATHS[locale];

    test(`/${locale}: the toggle menu, the search inside the header, '${words.joinNow}' and the microsites, closing on route changes`, async ({
      site,
      page,
      content,
    }) => {
      const [menus, settings, microsites] = await Promise.all([
        content.menus('main-menu', locale),
        content.settings(locale),
        content.component('microsite-links', locale),
      ]);
      const { top, second, third } = threeLevelEntry(menus);
      await site.open(paths.home);
      const marker = await site.markDocument();
      const toggle = site.header.getByRole('button', { name: new RegExp(`^(${words.menu}|${words.closeMenu})$`) });
      const nav = mainNav(page, locale);

      await test.step('closed: the navigation and the search of the top bar are hidden', async () => {
        await expect(toggle).toBeVisible();
        await expect(toggle).toHaveText(words.menu);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(nav).toBeHidden();
        await expect(site.header.getByRole('searchbox')).toHaveCount(0);
        // The locale switcher and the microsites stay in the top bar.
        await expect(site.languageSwitch(locale)).toBeVisible();
      });

      await test.step('open: every top entry, the search inside the header and Join Now', async () => {
        await toggle.tap();
        await expect(toggle).toHaveText(words.closeMenu);
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(nav).toBeVisible();
        for (const item of menus) await expect(nav.getByRole('link', { name: item.title, exact: true })).toBeVisible();
        await expect(site.header.getByRole('searchbox', { name: words.searchLabel })).toHaveCount(1);
        await expect(site.header.getByRole('searchbox', { name: words.searchLabel })).toBeVisible();
      });

      await test.step(`'${words.joinNow}' inside the toggle menu`, async () => {
        const join = site.header.getByRole('button', { name: words.joinNow });
        await join.tap();
        const openAccount = site.header.getByRole('link', { name: words.openAccount, exact: true });
        await expect(site.header.getByRole('link', { name: words.login, exact: true })).toHaveAttribute('href', settings['home-join-now-login-url']!);
        await expect(openAccount).toHaveAttribute('href', settings['home-join-now-open-account-url']!);
        await expect(openAccount).toBeInViewport();
        await join.tap();
        await expect(openAccount).toBeHidden();
      });

      await test.step('a submenu opens with its second and third levels', async () => {
        const button = nav.getByRole('button', { name: words.submenu(top.title) });
        await button.tap();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(submenuOf(page, top).getByRole('link', { name: second.title, exact: true })).toBeVisible();
        await expect(submenuOf(page, top).getByRole('link', { name: third.title, exact: true })).toBeVisible();
      });

      await test.step('following a link closes the menu', async () => {
        await submenuOf(page, top).getByRole('link', { name: third.title, exact: true }).tap();
        await site.expectPage({ path: third.url, locale });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(nav).toBeHidden();
      });

      await test.step('the microsite dropdown of the top bar: open, links on screen, a link closes it', async () => {
        const button = site.header.getByRole('button', { name: /^(Other sites|Situs lainnya)$/i });
        await button.tap();
        const research = microsites.cta.find((cta) => cta.url === paths.research)!;
        const link = site.header.getByRole('link', { name: research.title, exact: true });
        await expect(link).toBeInViewport();
        await link.tap();
        await site.expectPage({ path: paths.research, locale });
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(link).toBeHidden();
      });

      await test.step('the search inside the header; the menu is closed on the results page', async () => {
        await toggle.tap();
        const search = site.header.getByRole('searchbox', { name: words.searchLabel });
        await search.fill('reksa dana');
        await site.header.getByRole('button', { name: words.search, exact: true }).tap();
        await expect(page).toHaveURL((url) => url.pathname === paths.searchResult && url.searchParams.get('q') === 'reksa dana');
        await expect(site.main.getByRole('searchbox')).toHaveValue('reksa dana');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(nav).toBeHidden();
      });
      await site.expectSameDocument(marker);
    });
  }

  test.describe('a narrow desktop window (375 px with a mouse, no touch)', () => {
    test.use({ viewport: { width: 375, height: 800 }, isMobile: false, hasTouch: false });

    test('a click on a submenu button opens the submenu', async ({ site, page, content }) => {
      // The mouse moves onto the entry before it clicks (a phone's tap does not hover), and the
      // entry opens its submenu on hover: the click must not close it again.
      const menus = await content.menus('main-menu', 'en');
      const { top, second } = threeLevelEntry(menus);
      await site.open(PATHS.en.home);
      await site.header.getByRole('button', { name: WORDS.en.menu, exact: true }).click();
      const button = mainNav(page, 'en').getByRole('button', { name: WORDS.en.submenu(top.title) });
      // As a person does: the pointer rests on the button a moment before the click.
      await button.hover();
      await page.waitForTimeout(300);
      await button.click();
      await page.waitForTimeout(300);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(submenuOf(page, top).getByRole('link', { name: second.title, exact: true })).toBeVisible();
    });

    test('Escape in a submenu closes that submenu only, and the focus returns to its button', async ({ site, page, content }) => {
      const menus = await content.menus('main-menu', 'id');
      const { top, second } = threeLevelEntry(menus);
      await site.open(PATHS.id.home);
      const menuButton = site.header.getByRole('button', { name: WORDS.id.menu, exact: true });
      await menuButton.click();
      const button = mainNav(page, 'id').getByRole('button', { name: WORDS.id.submenu(top.title) });
      await button.focus();
      await page.keyboard.press('ArrowDown');
      await expect(submenuOf(page, top).getByRole('link', { name: second.title, exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(submenuOf(page, top)).toBeHidden();
      await expect(button, 'the focus returns to the submenu button').toBeFocused();
      await expect(site.header.getByRole('button', { name: WORDS.id.closeMenu }), 'the toggle menu stays open').toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  });
});
