// The contact form as a visitor uses it (issue 21): at 375 and 1280 px in both languages, every
// message of spec §5 next to its field, focus on the first error, sending with progress, the
// acknowledgement with its reference number (stored once in the content service); a network
// failure and a 5xx keep the input and the retry reuses the idempotency key; axe finds nothing
// serious; the contact details come from the settings.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { LOCALES, type Locale } from '../support/content.ts';
import { VIEWPORTS, device, expectAccessible } from '../support/shell.ts';

const PATH = { en: '/en/contact-us', id: '/id/hubungi-kami' } as const;
const TEXT = {
  en: {
    heading: 'Contact Us',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    abroad: 'Outside Indonesia',
    message: 'Message',
    consent: /I agree to the processing of my personal data/,
    privacy: /Privacy Policy/,
    captcha: "I'm not a robot (test mode)",
    send: 'Send message',
    sending: 'Sending…',
    required: 'Required',
    numeric: 'Must be numerical',
    minName: 'must be at least 3 characters',
    minPhone: 'must be at least 9 digits',
    minMessage: 'must be at least 20 characters',
    email_: 'Incorrect email format',
    consentError: 'Please agree to the processing of your personal data to send the message',
    captchaError: 'Please complete the captcha first',
    thanks: 'Thank you, we have received your message',
    reference: 'Reference number',
    failed: 'Your message was not sent',
    retry: 'Try again',
    hours: 'Client service hours',
  },
  id: {
    heading: 'Hubungi Kami',
    fullName: 'Nama lengkap',
    email: 'Email',
    phone: 'Nomor telepon',
    abroad: 'Luar Indonesia',
    message: 'Pesan',
    consent: /Saya menyetujui pemrosesan data pribadi saya/,
    privacy: /Kebijakan Privasi/,
    captcha: 'Saya bukan robot (mode uji)',
    send: 'Kirim pesan',
    sending: 'Mengirim…',
    required: 'Wajib diisi',
    numeric: 'Harus berupa angka',
    minName: 'minimal 3 karakter',
    minPhone: 'minimal 9 digit',
    minMessage: 'minimal 20 karakter',
    email_: 'Format email salah',
    consentError: 'Anda perlu menyetujui pemrosesan data pribadi untuk mengirim pesan',
    captchaError: 'Selesaikan captcha terlebih dahulu',
    thanks: 'Terima kasih, pesan Anda sudah kami terima',
    reference: 'Nomor referensi',
    failed: 'Pesan belum terkirim',
    retry: 'Coba kirim lagi',
    hours: 'Jam layanan nasabah',
  },
} as const;

const form = (page: Page) => page.locator('form.contact-form');
const field = (page: Page, locale: Locale, name: 'fullName' | 'email' | 'phone' | 'message') => form(page).getByLabel(TEXT[locale][name], { exact: true });
/** The error shown under a control, tied to it by aria-describedby. */
const errorOf = (page: Page, id: string) => page.locator(`#contact-${id}-error`);

async function fillValid(page: Page, locale: Locale, name: string) {
  await field(page, locale, 'fullName').fill(name);
  await field(page, locale, 'email').fill('visitor@example.com');
  await field(page, locale, 'phone').fill('0812 3456 7890');
  await field(page, locale, 'message').fill('Saya ingin bertanya tentang pembukaan rekening efek.');
  await form(page).getByRole('checkbox', { name: TEXT[locale].consent }).check();
  await form(page).getByRole('checkbox', { name: TEXT[locale].captcha }).check();
}

for (const { width } of VIEWPORTS) {
  test.describe(`contact form at ${width} px`, () => {
    test.use(device(width));

    for (const locale of LOCALES) {
      const words = TEXT[locale];

      test(`/${locale}: the spec's messages, focus on the first error, then sent once with a reference number`, async ({ site, page, content }) => {
        await site.open(PATH[locale]);
        await expect(site.heading).toHaveText(words.heading);
        // The contact details of the settings beside the form.
        const settings = await content.settings(locale);
        const info = page.locator('aside.contact-info');
        await expect(info).toContainText(settings['footer-address']!);
        await expect(info.getByRole('link', { name: settings['footer-phone']! })).toBeVisible();
        await expect(info.getByRole('link', { name: settings['footer-email']! })).toHaveAttribute('href', `mailto:${settings['footer-email']}`);
        await expect(info).toContainText(words.hours);

        // Sending the empty form: 'Required' under each field, the consent and captcha asked for, focus on the first.
        const send = form(page).getByRole('button', { name: words.send });
        await send.click();
        for (const id of ['fullName', 'email', 'phone', 'message']) await expect(errorOf(page, id)).toHaveText(words.required);
        await expect(errorOf(page, 'consent')).toHaveText(words.consentError);
        await expect(errorOf(page, 'captcha')).toHaveText(words.captchaError);
        await expect(field(page, locale, 'fullName')).toBeFocused();
        await expect(field(page, locale, 'fullName')).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, locale, 'fullName')).toHaveAttribute('aria-describedby', /contact-fullName-error/);

        // Each rule's message as the visitor types.
        await field(page, locale, 'fullName').fill('Bu');
        await field(page, locale, 'email').fill('visitor@');
        await field(page, locale, 'phone').fill('0812abc');
        await field(page, locale, 'message').fill('Terlalu pendek');
        await send.click();
        await expect(errorOf(page, 'fullName')).toHaveText(words.minName);
        await expect(errorOf(page, 'email')).toHaveText(words.email_);
        await expect(errorOf(page, 'phone')).toHaveText(words.numeric);
        await expect(errorOf(page, 'message')).toHaveText(words.minMessage);
        await expect(field(page, locale, 'fullName')).toBeFocused();
        await field(page, locale, 'phone').fill('0812345');
        await field(page, locale, 'phone').blur();
        await expect(errorOf(page, 'phone')).toHaveText(words.minPhone);

        // The consent links the privacy policy, in a new tab (the form keeps its input).
        const privacy = form(page).getByRole('link', { name: words.privacy });
        await expect(privacy).toHaveAttribute('href', `/${locale}/privacy-policy`);
        await expect(privacy).toHaveAttribute('target', '_blank');

        // Outside Indonesia takes an international number.
        await form(page).getByRole('radio', { name: words.abroad }).check();
        const name = `Visitor ${locale} ${width} ${Date.now()}`;
        await fillValid(page, locale, name);
        await field(page, locale, 'phone').fill('+65 9123 4567');

        // The answer is held back a moment: the button shows progress and cannot be pressed again.
        const posts: string[] = [];
        await page.route('**/api/contact-messages**', async (route) => {
          posts.push(route.request().headers()['idempotency-key'] ?? '');
          await new Promise((r) => setTimeout(r, 600));
          await route.continue();
        });
        await send.click();
        const busy = form(page).getByRole('button', { name: words.sending });
        await expect(busy).toBeDisabled();
        await busy.click({ force: true, timeout: 300 }).catch(() => undefined);

        const thanks = page.getByRole('status').filter({ hasText: words.thanks });
        await expect(thanks).toBeVisible();
        await expect(thanks).toBeFocused();
        const reference = (await thanks.locator('.contact-thanks__reference').textContent())!;
        expect(reference).toMatch(/^CT-\d{8}-[2-9A-Z]{6}$/);
        await expect(thanks).toContainText(words.reference);
        expect(posts).toHaveLength(1);
        await expect(form(page)).toHaveCount(0);
      });
    }
  });
}

test.describe('contact form failures', () => {
  test.use(device(1280));

  for (const locale of LOCALES) {
    const words = TEXT[locale];
    test(`/${locale}: a network failure and a 5xx keep the input; the retry reuses the idempotency key and stores once`, async ({ site, page, consoleGuard }) => {
      await site.open(PATH[locale]);
      const name = `Retry ${locale} ${Date.now()}`;
      await fillValid(page, locale, name);

      const keys: string[] = [];
      let attempt = 0;
      await page.route('**/api/contact-messages**', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        attempt += 1;
        if (attempt === 1) return route.abort('internetdisconnected');
        // The second time the server stores it but the answer is lost in a 502 from a proxy.
        if (attempt === 2) {
          await route.fetch();
          return route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'Bad gateway' }) });
        }
        return route.continue();
      });
      consoleGuard.allowFailedLoadsOf(/\/api\/contact-messages/);

      await form(page).getByRole('button', { name: words.send }).click();
      const alert = page.getByRole('alert').filter({ hasText: words.failed });
      await expect(alert).toBeVisible();
      await expect(alert).toBeFocused();
      await expect(field(page, locale, 'fullName')).toHaveValue(name);
      await expect(field(page, locale, 'message')).toHaveValue('Saya ingin bertanya tentang pembukaan rekening efek.');

      await alert.getByRole('button', { name: words.retry }).click();
      await expect(page.getByRole('alert').filter({ hasText: words.failed })).toBeVisible();
      await expect(field(page, locale, 'email')).toHaveValue('visitor@example.com');

      await page.getByRole('alert').getByRole('button', { name: words.retry }).click();
      const thanks = page.getByRole('status').filter({ hasText: words.thanks });
      await expect(thanks).toBeVisible();
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(1);
      // The 502's submission and the retry's answer are the same stored message.
      const reference = await thanks.locator('.contact-thanks__reference').textContent();
      expect(reference).toMatch(/^CT-/);
    });
  }
});

for (const { width } of VIEWPORTS) {
  test.describe(`contact form accessibility at ${width} px`, () => {
    test.use(device(width));
    for (const locale of LOCALES) {
      test(`/${locale}: no serious or critical axe violation, with and without errors`, async ({ site, page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await site.open(PATH[locale]);
        await expect(form(page)).toBeVisible();
        await expectAccessible(page, ['main'], 'the contact page with its form');
        await form(page).getByRole('button', { name: TEXT[locale].send }).click();
        await expect(errorOf(page, 'fullName')).toBeVisible();
        await expectAccessible(page, ['main'], 'the contact form showing its errors');
      });
    }
  });
}
