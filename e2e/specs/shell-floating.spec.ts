// The floating buttons (spec §2, §9; issue 3 points 4 and 5): 'Download Formulir' opens the popup
// 'Open Account Form Information' ('Informasi Formulir Pembukaan Rekening') listing the
// components of brids-form-download-comp-slugs with their files; the chat button opens the
// messaging app in a new tab; the live chat is a 60 px round image labelled 'Ask ' + the
// assistant's name, which opens the assistant's panel. The popup closes by its close icon, an overlay click and Escape, and keeps
// the focus inside while open. At 375 and 1280 px, in both languages.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { LOCALES } from '../support/content.ts';
import { PATHS, VIEWPORTS, WORDS, device } from '../support/shell.ts';

/** Popup widths of spec §9. */
const MEDIUM_POPUP = 768;

const size = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return { width: Math.round(box.width), height: Math.round(box.height) };
};

/** The messaging app is out of reach here: its page answers from the test. */
async function stubChat(page: Page): Promise<void> {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }));
}

for (const { width } of VIEWPORTS) {
  const phone = width <= 768;
  test.describe(`floating buttons at ${width} px`, () => {
    test.use(device(width));

    for (const locale of LOCALES) {
      const words = WORDS[locale];

      test(`/${locale}: '${words.downloadForms}' opens '${words.formsTitle}' with the forms and their files; the chat and live chat buttons`, async ({ site, page, content }) => {
        const settings = await content.settings(locale);
        const slugs = settings['brids-form-download-comp-slugs']!.split(/[,;]/).map((slug) => slug.trim()).filter(Boolean);
        expect(slugs.length, 'components named by brids-form-download-comp-slugs').toBeGreaterThan(1);
        const forms = await content.components(slugs, locale);
        expect(forms.map((form) => form.slug), 'every named component exists').toEqual(slugs);

        await site.open(PATHS[locale].stock);
        const button = page.getByRole('button', { name: words.downloadForms, exact: true });
        const dialog = page.getByRole('dialog', { name: words.formsTitle });
        const press = (target: Locator) => (phone ? target.tap() : target.click());
        // The popup moves the focus inside when it opens.
        const focusInside = () => expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

        await test.step('the button, with its 40 px image (150 px wide on a desktop)', async () => {
          await expect(button).toBeVisible();
          expect(await size(button.locator('svg, img').first())).toEqual({ width: 40, height: 40 });
          if (!phone) expect((await size(button)).width).toBe(150);
        });

        await test.step('the popup lists every form with its files, in the order of the setting', async () => {
          await press(button);
          await expect(dialog).toBeVisible();
          await focusInside();
          await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(words.formsTitle);
          await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(forms.map((form) => form.title));
          for (const form of forms) {
            expect(form.files.length, `files of ${form.slug}`).toBeGreaterThan(0);
            for (const file of form.files) {
              const link = dialog.getByRole('link', { name: words.download(file.name ?? form.title), exact: true });
              await expect(link).toHaveAttribute('href', file.url);
              await expect(link).toHaveAttribute('download');
              const answer = await page.request.get(file.url);
              expect(answer.status(), `GET ${file.url}`).toBe(200);
              expect(answer.headers()['content-type'], `type of ${file.url}`).toContain('application/pdf');
            }
          }
          const panel = await size(dialog);
          if (phone) expect(panel.width).toBeLessThanOrEqual(width);
          else expect(panel.width, 'a medium popup').toBe(MEDIUM_POPUP);
        });

        await test.step('the focus stays inside while it is open', async () => {
          for (let presses = 0; presses < forms.length * 2 + 3; presses++) {
            await page.keyboard.press('Tab');
            expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus after ${presses + 1} Tab`).toBe(true);
          }
          await page.keyboard.press('Shift+Tab');
          expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        });

        await test.step('the close icon closes it, and the focus goes back to the button', async () => {
          await press(dialog.getByRole('button', { name: words.close, exact: true }));
          await expect(dialog).toBeHidden();
          await expect(button).toBeFocused();
        });

        await test.step('a click on the overlay closes it', async () => {
          await press(button);
          await expect(dialog).toBeVisible();
          // Outside the panel: the overlay has a 16 px margin around it.
          if (phone) await page.touchscreen.tap(4, 4);
          else await page.mouse.click(4, 4);
          await expect(dialog).toBeHidden();
        });

        await test.step('Escape closes it', async () => {
          await press(button);
          await expect(dialog).toBeVisible();
          await focusInside();
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        });

        await stubChat(page);

        await test.step('the chat button: the whatsapp-chat-url setting, in a new tab', async () => {
          const chat = page.getByRole('link', { name: words.chat });
          await expect(chat).toBeVisible();
          await expect(chat).toHaveAttribute('href', settings['whatsapp-chat-url']!);
          await expect(chat).toHaveAttribute('target', '_blank');
          expect(await size(chat.locator('svg, img').first())).toEqual({ width: 40, height: 40 });
          const [tab] = await Promise.all([page.context().waitForEvent('page'), press(chat)]);
          await expect(tab).toHaveURL(settings['whatsapp-chat-url']!);
          await tab.close();
          await expect(page).toHaveURL((url) => url.pathname === PATHS[locale].stock);
        });

        await test.step(`the live chat: a 60 px round image labelled '${words.ask(settings['live-chat-assistant-name']!)}'`, async () => {
          const liveChat = page.getByRole('button', { name: words.ask(settings['live-chat-assistant-name']!), exact: true });
          await expect(liveChat).toBeVisible();
          const avatar = liveChat.locator('svg, img').first();
          expect(await size(avatar)).toEqual({ width: 60, height: 60 });
          expect(await avatar.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
          if (!phone) await expect(liveChat).toContainText(words.ask(settings['live-chat-assistant-name']!));
          // It opens the assistant's panel (assistant.spec.ts follows a conversation); Escape closes it.
          await press(liveChat);
          const panel = page.getByRole('dialog', { name: words.assistant(settings['live-chat-assistant-name']!) });
          await expect(panel).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
          await expect(liveChat).toBeFocused();
        });
      });
    }
  });
}
