// On a phone the floating buttons (forms download, chat, live chat) never cover what a visitor is
// filling in (issue 21 point 5): on the contact form, the calculator and the risk-profile quiz,
// every field, choice and submit button is focused in turn, and no visible floating button
// overlaps it. When the focus leaves the form they come back.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { device } from '../support/shell.ts';

const PAGES = [
  { name: 'contact form', path: '/id/hubungi-kami', form: 'form.contact-form' },
  { name: 'investment calculator', path: '/en/analysis-tools/investment-calculator', form: 'form.calc-form' },
  { name: 'risk-profile quiz', path: '/id/alat-analisis/profil-risiko', form: 'form.quiz' },
] as const;

/** Rectangles of the visible floating buttons that overlap the focused element. */
function overlapsOfFocused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return ['nothing focused'];
    const target = active.getBoundingClientRect();
    const hits: string[] = [];
    for (const button of document.querySelectorAll('.floating > *')) {
      const style = getComputedStyle(button);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const apart = box.right <= target.left || box.left >= target.right || box.bottom <= target.top || box.top >= target.bottom;
      if (!apart) hits.push(`${button.className} over ${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}`);
    }
    return hits;
  });
}

test.describe('floating buttons on a phone', () => {
  test.use(device(375));

  for (const target of PAGES) {
    test(`${target.name}: no floating button over a focused field or submit button`, async ({ site, page }) => {
      await site.open(target.path);
      const floating = page.locator('.floating');
      await expect(floating.locator('.floating__live-chat')).toBeVisible();
      const form = page.locator(target.form);
      await expect(form).toBeVisible();

      const controls = form.locator('input:not([type=hidden]):not([tabindex="-1"]), textarea, select, button[type=submit]');
      const count = await controls.count();
      expect(count).toBeGreaterThan(0);
      let checked = 0;
      for (let i = 0; i < count; i++) {
        const control = controls.nth(i);
        if (!(await control.isVisible())) continue;
        await control.scrollIntoViewIfNeeded();
        await control.focus();
        await expect.poll(() => overlapsOfFocused(page), { message: `control ${i} of ${target.name}` }).toEqual([]);
        checked += 1;
      }
      expect(checked).toBeGreaterThan(1);

      // The submit button at the bottom edge of the screen, focused: still not covered.
      const submit = form.locator('button[type=submit]').last();
      await submit.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4));
      await submit.focus();
      await expect.poll(() => overlapsOfFocused(page)).toEqual([]);

      // Focus elsewhere: the buttons are back.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(floating.locator('.floating__live-chat')).toBeVisible();
    });
  }
});
