// The 'Ask <name>' assistant (issue 28, first slice): the button opens a chat panel (a full-width sheet at
// 375 px, a panel bottom-right at 1280 px) whose code the first page never fetched before the click; a
// question matching a seeded FAQ is answered with that FAQ's own answer and a link to its page; following the
// link navigates in the site (same document) with the panel open and the conversation kept; a reload keeps it
// too; Escape closes it and gives the focus back to the button; axe finds nothing serious in the open panel.
// In both languages.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { LOCALES } from '../support/content.ts';
import { expectAccessible, VIEWPORTS, device } from '../support/shell.ts';

/** A class only the panel's chunk holds: a script with it is the chat's code. */
const PANEL_MARK = 'assistant-panel__log';
const FAQ_SLUG = 'cara-membuka-rekening-saham';
const TITLE = { en: (name: string) => `Ask ${name}`, id: (name: string) => `Tanya ${name}` };
const FAQ_LINK = { en: 'Open this answer on the FAQ page', id: 'Buka jawaban ini di halaman FAQ' };

/** The scripts the page fetched, by URL, in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  return scripts;
}

const holdsPanel = async (page: Page, urls: string[]) => {
  const found: string[] = [];
  for (const url of urls) {
    const body = await (await page.request.get(url)).text();
    if (body.includes(PANEL_MARK)) found.push(url);
  }
  return found;
};

for (const { width } of VIEWPORTS) {
  const phone = width <= 768;
  test.describe(`the assistant at ${width} px`, () => {
    test.use(device(width));

    for (const locale of LOCALES) {
      test(`/${locale}: asks a FAQ question, follows the answer's link with the panel open, keeps the conversation over a reload, closes with Escape`, async ({ site, page, content }) => {
        const settings = await content.settings(locale);
        const name = settings['live-chat-assistant-name']!;
        const faq = (await content.get<{ data: { question: string; answer: string } }>(`/faq-items/${FAQ_SLUG}`, locale)).data;
        const faqPath = `/${locale}/faq/${FAQ_SLUG}`;
        // The answer's first sentence, as text.
        const answerText = faq.answer.replace(/<[^>]+>/g, '').split('.')[0]!;
        const scripts = recordScripts(page);

        await site.open(`/${locale}`);
        const askButton = page.getByRole('button', { name: `Ask ${name}`, exact: true });
        const panel = page.getByRole('dialog', { name: TITLE[locale](name) });
        const press = (target: ReturnType<Page['getByRole']>) => (phone ? target.tap() : target.click());

        await test.step('the first page fetched no chat code before the click', async () => {
          await expect(askButton).toBeVisible();
          expect(await holdsPanel(page, [...scripts]), 'scripts with the panel before the click').toEqual([]);
        });

        await test.step('the button opens the panel (its chunk then), the focus in its question field', async () => {
          const before = scripts.length;
          await press(askButton);
          await expect(panel).toBeVisible();
          await expect(askButton).toHaveAttribute('aria-expanded', 'true');
          const field = panel.getByRole('textbox');
          await expect(field).toBeFocused();
          expect((await holdsPanel(page, scripts.slice(before))).length, 'the panel\'s chunk, fetched on the click').toBe(1);
          const box = (await panel.boundingBox())!;
          if (phone) {
            expect(Math.round(box.width), 'a full-width sheet').toBe(width);
          } else {
            expect(Math.round(box.width)).toBe(380);
            expect(Math.round(box.x + box.width), 'at the right edge, 16 px in').toBe(width - 16);
          }
        });

        const log = panel.getByRole('log');
        await test.step('a question matching a seeded FAQ: that FAQ\'s answer and a link to its page', async () => {
          await expect(log).toHaveAttribute('aria-live', 'polite');
          await panel.getByRole('textbox').fill(faq.question);
          await panel.getByRole('textbox').press('Enter');
          await expect(log).toContainText(answerText);
          await expect(log.getByRole('link', { name: FAQ_LINK[locale] })).toHaveAttribute('href', faqPath);
        });

        await test.step('no serious accessibility violation in the open panel', async () => {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await expectAccessible(page, '.assistant-panel', 'the open assistant panel');
        });

        await test.step('the link navigates in the site: the FAQ page, the panel open, the conversation kept', async () => {
          const marker = await site.markDocument();
          await press(log.getByRole('link', { name: FAQ_LINK[locale] }));
          await expect(page).toHaveURL((url) => url.pathname === faqPath);
          await site.expectPageView((url) => url.pathname === faqPath);
          await expect(site.heading).toHaveText(faq.question);
          await site.expectSameDocument(marker);
          await expect(panel).toBeVisible();
          await expect(log).toContainText(faq.question);
          await expect(log).toContainText(answerText);
        });

        await test.step('a reload keeps the conversation', async () => {
          await page.reload();
          await site.expectPageView((url) => url.pathname === faqPath);
          await expect(panel).toBeVisible();
          await expect(log).toContainText(faq.question);
          await expect(log).toContainText(answerText);
        });

        await test.step('Escape closes the panel and gives the focus back to the button', async () => {
          await panel.getByRole('textbox').focus();
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
          await expect(askButton).toBeFocused();
          await expect(askButton).toHaveAttribute('aria-expanded', 'false');
        });
      });
    }
  });
}
