// Eduvest registration as visitors do it (issue 18 point 6): a client by the last 7 digits of the
// client code with the spec's messages, a non-client with personal data and the reminder; both land
// on register-success with the reference and the .ics; a refusal lands on register-failed with its
// reason; both pages opened directly say nothing false.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import type { ContentApi, Locale } from '../support/content.ts';
import { device, expectAccessible } from '../support/shell.ts';

const PATHS = {
  en: { register: 'register', success: 'register-success', failed: 'register-failed' },
  id: { register: 'daftar', success: 'daftar-sukses', failed: 'daftar-gagal' },
} as const;
const url = (locale: Locale, slug: string, step: keyof (typeof PATHS)['en']) => `/${locale}/brids-eduvest/${slug}/${PATHS[locale][step]}`;

const TEXT = {
  en: {
    client: 'BRIDS client',
    nonClient: 'Not a client',
    code: 'Last 7 digits of your client code',
    register: 'Register',
    fullName: 'Full name',
    email: 'Email',
    mobile: 'Mobile number',
    city: 'City',
    consent: /I agree to the processing of my personal data/,
    captcha: "I'm not a robot (test mode)",
    reminder: 'Please make sure your data is correct before pressing Register.',
    required: 'Required',
    success: 'You are registered',
    ics: 'Add to calendar (.ics)',
    noRegistration: 'No registration yet',
    full: 'This event is fully booked.',
    unavailable: 'We cannot check client codes right now. Everything you typed is kept; please try again in a few minutes.',
  },
  id: {
    client: 'Nasabah BRIDS',
    nonClient: 'Bukan nasabah',
    code: '7 digit terakhir kode nasabah',
    register: 'Daftar',
    fullName: 'Nama lengkap',
    email: 'Email',
    mobile: 'Nomor ponsel',
    city: 'Kota',
    consent: /Saya menyetujui pemrosesan data pribadi saya/,
    captcha: 'Saya bukan robot (mode uji)',
    reminder: 'Pastikan data yang Anda isi sudah benar sebelum menekan Daftar.',
    required: 'Wajib diisi',
    success: 'Pendaftaran Anda berhasil',
    ics: 'Tambahkan ke kalender (.ics)',
    noRegistration: 'Belum ada pendaftaran',
    full: 'Kuota acara ini sudah penuh.',
    unavailable: 'Kode nasabah belum dapat diperiksa saat ini. Isian Anda tetap tersimpan; silakan coba lagi dalam beberapa menit.',
  },
} as const;

async function openEvents(content: ContentApi): Promise<string[]> {
  const { data } = await content.get<{ data: { slug: string; status: string; seats_left: number }[] }>('/eduvest-events?filter[period]=upcoming&page[size]=50', 'en');
  return data.filter((e) => e.status === 'open' && e.seats_left > 5).map((e) => e.slug);
}

const form = (page: Page) => page.locator('form.reg-form');

test.describe('Eduvest registration', () => {
  test.describe('desktop, English', () => {
    test.use(device(1280));

    test("a client: the spec's code messages, then registered once, with the .ics", async ({ site, page, content, consoleGuard }) => {
      // The service's 4xx answers (unknown code, already registered) are logged by Chromium as failed loads.
      consoleGuard.allowFailedLoadsOf(/\/registrations\/client/);
      const [slug] = await openEvents(content);
      const words = TEXT.en;
      await site.open(url('en', slug!, 'register'));
      const code = form(page).getByLabel(words.code);
      await expect(code).toBeVisible();
      await form(page).getByRole('checkbox', { name: words.captcha }).check();
      const send = form(page).getByRole('button', { name: words.register });

      await code.fill('12ab567');
      await send.click();
      await expect(page.locator('#reg-clientCode-error')).toHaveText('Please fill in numbers');
      await expect(code).toBeFocused();
      await code.fill('12345');
      await send.click();
      await expect(page.locator('#reg-clientCode-error')).toHaveText('Please enter 7 digits');
      await code.fill('9999999');
      await send.click();
      await expect(page.locator('#reg-clientCode-error')).toHaveText('Code yang Anda masukkan tidak terdaftar.');

      await code.fill('1234567');
      await send.click();
      await expect(page).toHaveURL(new RegExp(`/en/brids-eduvest/${slug}/register-success$`));
      const success = page.getByRole('status').filter({ hasText: words.success });
      await expect(success).toBeVisible();
      await expect(success.locator('.reg-reference')).toHaveText(/^EV-\d{8}-[2-9A-Z]{6}$/);
      const ics = success.getByRole('link', { name: words.ics });
      await expect(ics).toHaveAttribute('download', `${slug}.ics`);
      expect(decodeURIComponent((await ics.getAttribute('href'))!)).toContain('BEGIN:VEVENT');

      // The same client again: already registered.
      await site.open(url('en', slug!, 'register'));
      await form(page).getByLabel(words.code).fill('1234567');
      await form(page).getByRole('checkbox', { name: words.captcha }).check();
      await form(page).getByRole('button', { name: words.register }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'You are already registered. Please check your email.' })).toBeVisible();
    });

    test('a refusal lands on register-failed with its reason and the ways back', async ({ site, page, content, consoleGuard }) => {
      consoleGuard.allowFailedLoadsOf(/\/registrations\/client/);
      const [slug] = await openEvents(content);
      await site.open(url('en', slug!, 'register'));
      // The event fills up while the visitor types: the service's own answer for it.
      await page.route('**/registrations/client**', (route) =>
        route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Sorry, this event is fully booked.', errors: { reason: ['full'] } }) }),
      );
      await form(page).getByLabel(TEXT.en.code).fill('7654321');
      await form(page).getByRole('checkbox', { name: TEXT.en.captcha }).check();
      await form(page).getByRole('button', { name: TEXT.en.register }).click();
      await expect(page).toHaveURL(new RegExp(`/en/brids-eduvest/${slug}/register-failed\\?reason=full$`));
      await expect(page.getByRole('alert')).toContainText(TEXT.en.full);
      await expect(page.getByRole('link', { name: 'Back to the event' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'See other Eduvest events' })).toBeVisible();
    });

    test('success and failed opened directly show no false success', async ({ site, page, content }) => {
      const [slug] = await openEvents(content);
      await site.open(url('en', slug!, 'success'));
      await expect(site.heading).toHaveText(TEXT.en.noRegistration);
      await expect(page.getByText(TEXT.en.success)).toHaveCount(0);
      await expect(page.getByText('Registration Successful')).toHaveCount(0);
      await site.open(url('en', slug!, 'failed'));
      await expect(site.heading).toHaveText(TEXT.en.noRegistration);
      await expect(page.getByRole('link', { name: 'Try to register again' })).toBeVisible();
    });
  });

  test.describe('phone, Indonesian', () => {
    test.use(device(375));

    test("the client registry down: 'try again later' in the visitor's language, never 'not registered', then registered by the retry", async ({ site, page, content, consoleGuard }) => {
      consoleGuard.allowFailedLoadsOf(/\/registrations\/client/);
      const slug = (await openEvents(content))[1]!;
      const words = TEXT.id;
      await site.open(url('id', slug, 'register'));
      // The service's own answer while the registry cannot be asked.
      await page.route('**/registrations/client**', (route) =>
        route.fulfill({
          status: 503,
          headers: { 'retry-after': '10' },
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Kode nasabah belum dapat diperiksa saat ini. Silakan coba lagi dalam beberapa menit.', errors: { reason: ['client-check-unavailable'] } }),
        }),
      );
      await form(page).getByLabel(words.code).fill('2468024');
      await form(page).getByRole('checkbox', { name: words.captcha }).check();
      await form(page).getByRole('button', { name: words.register }).click();
      const alert = form(page).getByRole('alert').filter({ hasText: words.unavailable });
      await expect(alert).toBeVisible();
      await expect(page.getByText('Code yang Anda masukkan tidak terdaftar.')).toHaveCount(0);
      await expect(form(page).getByLabel(words.code)).toHaveValue('2468024');

      await page.unroute('**/registrations/client**');
      await alert.getByRole('button', { name: 'Coba lagi' }).click();
      await expect(page).toHaveURL(new RegExp(`/id/brids-eduvest/${slug}/daftar-sukses$`));
      await expect(page.getByRole('status').filter({ hasText: words.success })).toBeVisible();
    });

    test('a non-client: required fields, the reminder, then registered', async ({ site, page, content }) => {
      const slugs = await openEvents(content);
      const slug = slugs[slugs.length - 1]!;
      const words = TEXT.id;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await site.open(url('id', slug, 'register'));
      await page.getByRole('radio', { name: words.nonClient }).check();
      await expect(form(page).getByText(words.reminder)).toBeVisible();
      await form(page).getByRole('button', { name: words.register }).click();
      for (const id of ['fullName', 'email', 'mobile', 'city']) await expect(page.locator(`#reg-${id}-error`)).toHaveText(words.required);
      await expect(form(page).getByLabel(words.fullName)).toBeFocused();
      await expectAccessible(page, ['main'], 'the non-client registration form with its errors');

      await form(page).getByLabel(words.fullName).fill('Rina Maharani');
      await form(page).getByLabel(words.email).fill(`rina.${Date.now()}@example.com`);
      await form(page).getByLabel(words.mobile).fill('+62 812');
      await form(page).getByLabel(words.mobile).blur();
      await expect(page.locator('#reg-mobile-error')).toHaveText('Harus berupa angka');
      await form(page).getByLabel(words.mobile).fill('081234567890');
      await form(page).getByLabel(words.city).fill('Bandung');
      await form(page).getByRole('checkbox', { name: words.consent }).check();
      await form(page).getByRole('checkbox', { name: words.captcha }).check();
      await form(page).getByRole('button', { name: words.register }).click();
      await expect(page).toHaveURL(new RegExp(`/id/brids-eduvest/${slug}/daftar-sukses$`));
      await expect(page.getByRole('status').filter({ hasText: words.success })).toBeVisible();
      await expect(page.getByRole('link', { name: words.ics })).toBeVisible();
    });
  });
});
