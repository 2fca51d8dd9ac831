// Accessibility scan (axe-core, WCAG 2 A and AA; issue 3 point 11) of the header, the footer, the
// floating buttons, every dropdown and menu while open, the forms popup, and the blank layout of
// the login and 404 pages: no serious or critical violation, at 375 and 1280 px in both languages
// (the blank pages: English on a desktop, Indonesian on a phone).
// Reduced motion is emulated so the popup's fade-in does not skew the contrast check.
import { test, expect } from '../support/fixtures.ts';
import { LOCALES } from '../support/content.ts';
import { PATHS, VIEWPORTS, WORDS, device, expectAccessible } from '../support/shell.ts';

for (const { width } of VIEWPORTS) {
  const phone = width <= 768;
  test.describe(`accessibility at ${width} px`, () => {
    test.use(device(width));

    for (const locale of LOCALES) {
      const words = WORDS[locale];

      test(`/${locale}: header, footer, floating buttons, open dropdowns and menus, the forms popup`, async ({ site, page, content }) => {
        const menus = await content.menus('main-menu', locale);
        const withSubmenu = menus.find((menu) => menu.child.length > 0)!;
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await site.open(PATHS[locale].stock);

        await expectAccessible(page, ['header', 'footer', '.floating'], 'the header, the footer and the floating buttons');

        // On a phone the navigation and Join Now sit in the toggle menu (Escape closes it too).
        const openToggleMenu = async () => {
          if (!phone) return;
          const toggle = site.header.getByRole('button', { name: new RegExp(`^(${words.menu}|${words.closeMenu})$`) });
          if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.tap();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        };
        await openToggleMenu();

        const nav = page.getByRole('navigation', { name: words.mainNavigation });
        const submenuButton = nav.getByRole('button', { name: words.submenu(withSubmenu.title) });
        await submenuButton.focus();
        await page.keyboard.press('Enter');
        await expect(page.locator(`#submenu-${withSubmenu.id}`)).toBeVisible();
        await expectAccessible(page, 'header', `the header with ${phone ? 'the toggle menu and ' : ''}the ${withSubmenu.title} submenu open`);
        await submenuButton.press('Enter');
        await expect(page.locator(`#submenu-${withSubmenu.id}`)).toBeHidden();

        const join = site.header.getByRole('button', { name: words.joinNow });
        await join.click();
        await expect(site.header.getByRole('link', { name: words.openAccount, exact: true })).toBeVisible();
        await expectAccessible(page, 'header', `the header with '${words.joinNow}' open`);
        await page.keyboard.press('Escape');

        const microsites = site.header.getByRole('button', { name: /^(Other sites|Situs lainnya)$/i });
        await microsites.click();
        await expect(microsites).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator('#microsite-panel').getByRole('link').first()).toBeVisible();
        await expectAccessible(page, 'header', 'the header with the microsite dropdown open');
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: words.downloadForms, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: words.formsTitle });
        await expect(dialog.getByRole('link').first()).toBeVisible();
        await expectAccessible(page, '[role="dialog"]', `the popup '${words.formsTitle}'`);
      });

      // The blank pages: in English on a desktop, in Indonesian on a phone.
      if (phone === (locale === 'en')) continue;
      test(`/${locale}: the blank layout of the login and 404 pages`, async ({ site, page, consoleGuard }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await site.open(PATHS[locale].login, { layout: 'blank' });
        await expectAccessible(page, 'body', 'the login page');
        const missing = `${PATHS[locale].home}/e2e/tidak-ada`;
        consoleGuard.allowFailedLoadsOf(missing);
        await site.open(missing, { status: 404 });
        await expectAccessible(page, 'body', 'the 404 page');
      });
    }
  });
}
