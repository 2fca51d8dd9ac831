// Forms typable at the first paint (issue 27, item 2): the contact form (both domiciles), the Eduvest
// registration (client and non-client), the calculator and the risk-profile quiz are in the server's HTML. With the page's scripts held back (the
// after-paint loader that starts them answers only when the test lets it), a visitor types into the
// server's markup, whose send button waits; once the scripts run and hydrate the form, everything typed is
// still there, the hints follow what was chosen, and the form is sent as before (acknowledgement, the
// success page, the calculation, the next question). At 375 and 1280 px in both languages; the domicile and the kind of registration alternate
// with the width, so each language sees both.
import type { Page, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { LOCALES, type ContentApi, type Locale } from '../support/content.ts';
import { VIEWPORTS, device } from '../support/shell.ts';

const WORDS = {
  en: {
    contact: '/en/contact-us',
    register: (slug: string) => `/en/brids-eduvest/${slug}/register`,
    success: (slug: string) => `/en/brids-eduvest/${slug}/register-success`,
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    message: 'Message',
    indonesia: 'Indonesia',
    abroad: 'Outside Indonesia',
    hintIndonesia: 'Digits only, starting with 08 or +62, e.g. 081234567890.',
    hintAbroad: 'An international number with its country code, e.g. +6591234567.',
    consent: /I agree to the processing of my personal data/,
    captcha: "I'm not a robot (test mode)",
    send: 'Send message',
    thanks: 'Thank you, we have received your message',
    client: 'BRIDS client',
    nonClient: 'Not a client',
    code: 'Last 7 digits of your client code',
    mobile: 'Mobile number',
    city: 'City',
    registerButton: 'Register',
    registered: 'You are registered',
    calculator: '/en/analysis-tools/investment-calculator',
    initial: 'Initial investment',
    duration: 'Investment duration',
    expectedReturn: 'Expected return',
    calculate: 'Calculate',
    initialShown: '10,000,000',
    finalValue: /Final value\s*Rp25,937,425/,
    quiz: '/en/analysis-tools/risk-profile',
    next: 'Next',
    back: 'Back',
    progress: (n: number, total: number) => `Question ${n} of ${total}`,
  },
  id: {
    contact: '/id/hubungi-kami',
    register: (slug: string) => `/id/brids-eduvest/${slug}/daftar`,
    success: (slug: string) => `/id/brids-eduvest/${slug}/daftar-sukses`,
    fullName: 'Nama lengkap',
    email: 'Email',
    phone: 'Nomor telepon',
    message: 'Pesan',
    indonesia: 'Indonesia',
    abroad: 'Luar Indonesia',
    hintIndonesia: 'Angka saja, diawali 08 atau +62, misalnya 081234567890.',
    hintAbroad: 'Nomor internasional dengan kode negara, misalnya +6591234567.',
    consent: /Saya menyetujui pemrosesan data pribadi saya/,
    captcha: 'Saya bukan robot (mode uji)',
    send: 'Kirim pesan',
    thanks: 'Terima kasih, pesan Anda sudah kami terima',
    client: 'Nasabah BRIDS',
    nonClient: 'Bukan nasabah',
    code: '7 digit terakhir kode nasabah',
    mobile: 'Nomor ponsel',
    city: 'Kota',
    registerButton: 'Daftar',
    registered: 'Pendaftaran Anda berhasil',
    calculator: '/id/alat-analisis/kalkulator-investasi',
    initial: 'Investasi awal',
    duration: 'Jangka waktu investasi',
    expectedReturn: 'Imbal hasil yang diharapkan',
    calculate: 'Hitung',
    initialShown: '10.000.000',
    finalValue: /Nilai akhir investasi\s*Rp25\.937\.425/,
    quiz: '/id/alat-analisis/profil-risiko',
    next: 'Berikutnya',
    back: 'Sebelumnya',
    progress: (n: number, total: number) => `Pertanyaan ${n} dari ${total}`,
  },
} as const;

/** Sample clients (content service's sample directory) no other spec registers. */
const CLIENT_CODE: Record<Locale, string> = { id: '0012345', en: '1357913' };

/**
 * Holds back the document's scripts: the after-paint loader, which starts every script of a
 * server-rendered document, is answered only when `release()` is called.
 */
async function holdScripts(page: Page): Promise<{ release: () => void; requested: () => boolean }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/after-paint\.[0-9a-f]+\.js$/, async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** No script of the page has run: the shell has not counted a page view. */
async function expectNotHydrated(page: Page) {
  expect(await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view').length)).toBe(0);
}

async function lastOpenEvent(content: ContentApi): Promise<string> {
  const { data } = await content.get<{ data: { slug: string; status: string; seats_left: number }[] }>('/eduvest-events?filter[period]=upcoming&page[size]=50', 'en');
  const open = data.filter((event) => event.status === 'open' && event.seats_left > 5);
  if (open.length === 0) throw new Error('The content service has no Eduvest event open for registration');
  return open.at(-1)!.slug;
}

for (const viewport of VIEWPORTS) {
  test.describe(`forms typed into before the scripts run, at ${viewport.width} px`, () => {
    test.use(device(viewport.width));

    for (const locale of LOCALES) {
      const words = WORDS[locale];
      const abroad = viewport.width > 768;

      test(`contact (${abroad ? 'outside Indonesia' : 'Indonesia'}): typed at the first paint, kept through hydration, then sent (${locale})`, async ({ site, page }, testInfo) => {
        const scripts = await holdScripts(page);
        // The held loader is a deferred script: neither DOMContentLoaded nor load comes while it is held.
        await page.goto(words.contact, { waitUntil: 'commit' });
        const form = page.locator('form.contact-form');
        const field = (label: string) => form.getByLabel(label, { exact: true });
        // The server's form: labelled fields with their autocomplete, posted (never a GET), its button waiting.
        await expect(form).toHaveAttribute('method', 'post');
        await expect(field(words.fullName)).toHaveAttribute('autocomplete', 'name');
        await expect(field(words.email)).toHaveAttribute('autocomplete', 'email');
        await expect(field(words.phone)).toHaveAttribute('autocomplete', 'tel');
        await expect(form.getByRole('radio', { name: words.indonesia, exact: true })).toBeChecked();
        const send = form.getByRole('button', { name: words.send });
        await expect(send).toBeDisabled();

        const name = `First paint ${locale} ${viewport.width} ${Date.now()}`;
        const phone = abroad ? '+65 9123 4567' : '0812 3456 7890';
        const message = 'Saya mengetik sebelum skrip halaman berjalan, dan isiannya tetap ada.';
        await field(words.fullName).fill(name);
        await field(words.email).fill('first.paint@example.com');
        if (abroad) await form.getByRole('radio', { name: words.abroad, exact: true }).check();
        await field(words.phone).fill(phone);
        await field(words.message).fill(message);
        await form.getByRole('checkbox', { name: words.consent }).check();
        await form.getByRole('checkbox', { name: words.captcha }).check();
        await expectNotHydrated(page);
        expect(scripts.requested(), 'the after-paint loader was asked for (and is held)').toBe(true);
        await page.screenshot({ path: testInfo.outputPath(`contact-typed-${locale}-${viewport.width}.png`), fullPage: true });

        scripts.release();
        await site.expectPageView((url) => url.pathname === words.contact);
        // Hydrated (its chunk loaded): the button can be pressed, and nothing typed is lost.
        await expect(send).toBeEnabled();
        await expect(field(words.fullName)).toHaveValue(name);
        await expect(field(words.email)).toHaveValue('first.paint@example.com');
        await expect(field(words.phone)).toHaveValue(phone);
        await expect(field(words.message)).toHaveValue(message);
        await expect(form.getByRole('radio', { name: abroad ? words.abroad : words.indonesia, exact: true })).toBeChecked();
        await expect(form.getByRole('checkbox', { name: words.consent })).toBeChecked();
        // The phone's hint is that of the domicile chosen before the scripts ran.
        await expect(page.locator('#contact-phone-hint')).toHaveText(abroad ? words.hintAbroad : words.hintIndonesia);

        await send.click();
        const thanks = page.getByRole('status').filter({ hasText: words.thanks });
        await expect(thanks).toBeVisible();
        await expect(thanks.locator('.contact-thanks__reference')).toHaveText(/^CT-\d{8}-[2-9A-Z]{6}$/);
        await page.screenshot({ path: testInfo.outputPath(`contact-sent-${locale}-${viewport.width}.png`), fullPage: true });
      });

      test(`Eduvest registration (${abroad ? 'non-client' : 'client'}): typed at the first paint, kept through hydration, then registered (${locale})`, async ({ site, page, content }, testInfo) => {
        const slug = await lastOpenEvent(content);
        const scripts = await holdScripts(page);
        await page.goto(words.register(slug), { waitUntil: 'commit' });
        const visibleForm = page.locator('form.reg-form').filter({ visible: true });
        const button = () => visibleForm.getByRole('button', { name: words.registerButton });
        await expect(page.getByRole('radio', { name: words.client, exact: true })).toBeChecked();
        await expect(visibleForm).toHaveCount(1);
        await expect(visibleForm).toHaveAttribute('method', 'post');
        await expect(button()).toBeDisabled();

        const email = `first.paint.${locale}.${Date.now()}@example.com`;
        if (abroad) {
          // Choosing 'not a client' before the scripts run shows that form (CSS), with its own fields.
          await page.getByRole('radio', { name: words.nonClient, exact: true }).check();
          await expect(visibleForm.getByLabel(words.code)).toHaveCount(0);
          await expect(visibleForm.getByLabel(words.email, { exact: true })).toHaveAttribute('autocomplete', 'email');
          await visibleForm.getByLabel(words.fullName, { exact: true }).fill(`First Paint ${locale}`);
          await visibleForm.getByLabel(words.email, { exact: true }).fill(email);
          await visibleForm.getByLabel(words.mobile, { exact: true }).fill('081234567890');
          await visibleForm.getByLabel(words.city, { exact: true }).fill('Jakarta');
          await visibleForm.getByRole('checkbox', { name: words.consent }).check();
        } else {
          await visibleForm.getByLabel(words.code).fill(CLIENT_CODE[locale]);
        }
        await visibleForm.getByRole('checkbox', { name: words.captcha }).check();
        await expectNotHydrated(page);
        await page.screenshot({ path: testInfo.outputPath(`register-typed-${locale}-${viewport.width}.png`), fullPage: true });

        scripts.release();
        await site.expectPageView((url) => url.pathname === words.register(slug));
        await expect(button()).toBeEnabled();
        // Once hydrated only the chosen form remains, with what was typed.
        await expect(page.locator('form.reg-form')).toHaveCount(1);
        await expect(page.getByRole('radio', { name: abroad ? words.nonClient : words.client, exact: true })).toBeChecked();
        if (abroad) {
          await expect(visibleForm.getByLabel(words.fullName, { exact: true })).toHaveValue(`First Paint ${locale}`);
          await expect(visibleForm.getByLabel(words.email, { exact: true })).toHaveValue(email);
          await expect(visibleForm.getByLabel(words.mobile, { exact: true })).toHaveValue('081234567890');
          await expect(visibleForm.getByLabel(words.city, { exact: true })).toHaveValue('Jakarta');
          await expect(visibleForm.getByRole('checkbox', { name: words.consent })).toBeChecked();
        } else {
          await expect(visibleForm.getByLabel(words.code)).toHaveValue(CLIENT_CODE[locale]);
        }
        await expect(visibleForm.getByRole('checkbox', { name: words.captcha })).toBeChecked();

        await button().click();
        await expect(page).toHaveURL(new RegExp(`${words.success(slug)}$`));
        await expect(page.getByRole('status').filter({ hasText: words.registered })).toBeVisible();
      });

      test(`calculator: typed at the first paint, kept through hydration, then calculated (${locale})`, async ({ site, page }, testInfo) => {
        const scripts = await holdScripts(page);
        await page.goto(words.calculator, { waitUntil: 'commit' });
        const form = page.locator('form.calc-form');
        const field = (label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });
        await expect(form).toHaveAttribute('method', 'post');
        const calculate = form.getByRole('button', { name: words.calculate });
        await expect(calculate).toBeDisabled();
        // Typed as a visitor types, before any script: no grouping yet.
        await field(words.initial).fill('10000000');
        await field(words.duration).fill('10');
        await field(words.expectedReturn).fill('10');
        await expectNotHydrated(page);
        await page.screenshot({ path: testInfo.outputPath(`calculator-typed-${locale}-${viewport.width}.png`), fullPage: true });

        scripts.release();
        await site.expectPageView((url) => url.pathname === words.calculator);
        await expect(calculate).toBeEnabled();
        // Taken over by the calculator: shown in the locale's grouping, and calculated.
        await expect(field(words.initial)).toHaveValue(words.initialShown);
        await expect(field(words.duration)).toHaveValue('10');
        await expect(field(words.expectedReturn)).toHaveValue('10');
        await calculate.click();
        await expect(page.getByTestId('calc-headline')).toHaveText(words.finalValue);
      });

      test(`risk-profile quiz: an answer chosen at the first paint is kept through hydration, then Next (${locale})`, async ({ site, page, content }, testInfo) => {
        const { data: questions } = await content.get<{ data: { key: string; text: string; answers: { text: string }[] }[] }>('/risk-profile/questions', locale);
        const scripts = await holdScripts(page);
        await page.goto(words.quiz, { waitUntil: 'commit' });
        const form = page.locator('form.quiz');
        await expect(form).toHaveAttribute('method', 'post');
        const next = form.getByRole('button', { name: words.next });
        await expect(next).toBeDisabled();
        const first = questions[0]!;
        const answer = form.getByRole('group', { name: first.text }).getByRole('radio', { name: first.answers[1]!.text, exact: true });
        await answer.check();
        await expectNotHydrated(page);
        await page.screenshot({ path: testInfo.outputPath(`quiz-chosen-${locale}-${viewport.width}.png`), fullPage: true });

        scripts.release();
        await site.expectPageView((url) => url.pathname === words.quiz);
        await expect(next).toBeEnabled();
        await expect(answer).toBeChecked();
        // The quiz has the answer: Next goes on to the second question, and Back shows the answer kept.
        await next.click();
        await expect(form.getByText(words.progress(2, questions.length), { exact: true })).toBeVisible();
        await form.getByRole('button', { name: words.back }).click();
        await expect(form.getByRole('group', { name: first.text }).getByRole('radio', { name: first.answers[1]!.text, exact: true })).toBeChecked();
      });
    }
  });
}
