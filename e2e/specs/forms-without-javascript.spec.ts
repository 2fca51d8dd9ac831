// Forms for a visitor without JavaScript (issue 20, point 4; issue 27, item 2), on the default
// (server-rendering) shell server: the pages whose forms a script sends (contact, Eduvest registration: their
// captcha; calculator, risk-profile quiz) say so in the page's language, with a way forward, and show no form
// or field a visitor could type personal data into (the contact and registration forms are in the markup for
// the first paint with JavaScript, hidden under `scripting: none`, and posted, never a GET); the site search
// and the list filters, plain GET forms, work; with JavaScript the notice is nowhere and the forms are there.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { LOCALES, type ContentApi } from '../support/content.ts';
import { VIEWPORTS } from '../support/shell.ts';

const WORDS = {
  en: {
    contact: { path: '/en/contact-us', notice: 'This form needs JavaScript', phone: 'Phone', email: 'Email', heading: 'Contact Us' },
    register: { path: (slug: string) => `/en/brids-eduvest/${slug}/register`, notice: 'Registration needs JavaScript', contact: 'Contact us' },
    calculator: { path: '/en/analysis-tools/investment-calculator', notice: 'The calculator needs JavaScript' },
    quiz: { path: '/en/analysis-tools/risk-profile', notice: 'The risk profile questionnaire needs JavaScript', contact: 'Contact us' },
    loading: /Loading/,
    searchLabel: 'Search the site',
    search: { page: '/en/search-result', results: /results? for/ },
    announcement: { path: '/en/announcement', year: 'Year', show: 'Show' },
    sapaMentari: { path: '/en/sapa-mentari', month: 'Month', apply: 'Apply' },
  },
  id: {
    contact: { path: '/id/hubungi-kami', notice: 'Formulir ini memerlukan JavaScript', phone: 'Telepon', email: 'Email', heading: 'Hubungi Kami' },
    register: { path: (slug: string) => `/id/brids-eduvest/${slug}/daftar`, notice: 'Pendaftaran memerlukan JavaScript', contact: 'Hubungi kami' },
    calculator: { path: '/id/alat-analisis/kalkulator-investasi', notice: 'Kalkulator memerlukan JavaScript' },
    quiz: { path: '/id/alat-analisis/profil-risiko', notice: 'Kuesioner profil risiko memerlukan JavaScript', contact: 'Hubungi kami' },
    loading: /Memuat/,
    searchLabel: 'Cari di situs',
    search: { page: '/id/search-result', results: /hasil untuk/ },
    announcement: { path: '/id/pengumuman', year: 'Tahun', show: 'Tampilkan' },
    sapaMentari: { path: '/id/riset-dan-berita/sapa-mentari', month: 'Bulan', apply: 'Terapkan' },
  },
} as const;

async function openEvent(content: ContentApi): Promise<string> {
  const { data } = await content.get<{ data: { slug: string; status: string }[] }>('/eduvest-events?filter[period]=upcoming&page[size]=50', 'en');
  const open = data.find((event) => event.status === 'open');
  if (!open) throw new Error('The content service has no Eduvest event open for registration');
  return open.slug;
}

/** The page's notice: visible, in the page's language, inside the main content. */
const notice = (page: Page) => page.locator('main .ui-noscript');

/**
 * Nothing in the main content a visitor could see, type into or submit, and no loading line that never
 * ends; a form the server wrote for the first paint with JavaScript is hidden here and posts (never a GET).
 */
async function expectNothingToSubmit(page: Page, url: string, loading: RegExp) {
  await expect(page.locator('main form').filter({ visible: true }), `${url}: a form`).toHaveCount(0);
  await expect(page.locator('main input, main textarea, main select, main button[type="submit"]').filter({ visible: true }), `${url}: a field`).toHaveCount(0);
  for (const method of await page.locator('main form').evaluateAll((forms) => forms.map((form) => (form as HTMLFormElement).method))) {
    expect(method, `${url}: a form not posted`).toBe('post');
  }
  await expect(page.locator('main').getByText(loading), `${url}: a loading line`).toBeHidden();
  // The notice fits the phone's width: nothing to scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${url}: wider than the viewport`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    for (const viewport of VIEWPORTS) {
      test(`each form page says its form needs JavaScript, with a way forward, and holds no form (${locale}, ${viewport.width} px)`, async ({ page, content }, testInfo) => {
        await page.setViewportSize(viewport);
        const words = WORDS[locale];
        const settings = await content.settings(locale);
        const slug = await openEvent(content);

        // Contact: the phone and email of the settings, as links.
        await page.goto(words.contact.path);
        await expect(notice(page).getByText(words.contact.notice, { exact: true })).toBeVisible();
        const phone = settings['footer-phone']!;
        const email = settings['footer-email']!;
        await expect(notice(page).getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^+\d]/g, '')}`);
        await expect(notice(page).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
        await expect(notice(page)).toContainText(`${words.contact.phone}: ${phone}`);
        await expectNothingToSubmit(page, words.contact.path, words.loading);
        await page.screenshot({ path: testInfo.outputPath(`contact-${locale}-${viewport.width}.png`), fullPage: true });

        // Registration: the contact page, and the link is followed.
        await page.goto(words.register.path(slug));
        await expect(notice(page).getByText(words.register.notice, { exact: true })).toBeVisible();
        await expectNothingToSubmit(page, words.register.path(slug), words.loading);
        await page.screenshot({ path: testInfo.outputPath(`register-${locale}-${viewport.width}.png`), fullPage: true });
        await notice(page).getByRole('link', { name: words.register.contact }).click();
        await expect(page).toHaveURL(new RegExp(`${words.contact.path}$`));
        await expect(page.locator('main h1')).toHaveText(words.contact.heading);

        // The calculator and the quiz: no form was ever there, and no loading line stays.
        await page.goto(words.calculator.path);
        await expect(notice(page).getByText(words.calculator.notice, { exact: true })).toBeVisible();
        await expectNothingToSubmit(page, words.calculator.path, words.loading);
        await page.goto(words.quiz.path);
        await expect(notice(page).getByText(words.quiz.notice, { exact: true })).toBeVisible();
        await expect(notice(page).getByRole('link', { name: words.quiz.contact })).toHaveAttribute('href', words.contact.path);
        await expectNothingToSubmit(page, words.quiz.path, words.loading);
      });
    }
  }

  for (const locale of LOCALES) {
    for (const viewport of VIEWPORTS) {
      test(`the header's search finds a page and its result is followed (${locale}, ${viewport.width} px)`, async ({ page, content }) => {
        await page.setViewportSize(viewport);
        const words = WORDS[locale];
        const report = await content.first('research-reports', locale);
        await page.goto(words.contact.path);
        // One search field shows at each width (the top bar's, or the one in the phone's header).
        const field = page.locator('header').getByRole('searchbox', { name: words.searchLabel }).filter({ visible: true });
        await expect(field).toHaveCount(1);
        await field.fill(report.title);
        await field.press('Enter');
        await expect(page).toHaveURL(`${words.search.page}?${new URLSearchParams({ q: report.title }).toString()}`);
        await expect(page.getByRole('status').filter({ hasText: words.search.results })).toBeVisible();
        const hit = page.locator('main .search-hits').getByRole('link', { name: report.title, exact: true });
        await expect(hit).toBeVisible();
        await hit.click();
        await expect(page.locator('main h1')).toHaveText(report.title);
      });
    }
  }

  for (const locale of LOCALES) {
    test(`the list filters are sent and applied by the server (${locale})`, async ({ page }) => {
      const words = WORDS[locale];
      // Announcements by year: every date shown is of that year.
      await page.goto(`${words.announcement.path}?page=2`);
      const year = page.getByLabel(words.announcement.year, { exact: true });
      const chosen = (await year.locator('option').nth(2).getAttribute('value'))!;
      await year.selectOption(chosen);
      await page.getByRole('button', { name: words.announcement.show }).click();
      await expect(page).toHaveURL(`${words.announcement.path}?year=${chosen}`);
      await expect(year).toHaveValue(chosen);
      const dates = await page.locator('main .mk-announcements time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.filter((date) => !date.startsWith(chosen))).toEqual([]);
      // Sapa Mentari by month (the research lists' filter form): every edition is of that month.
      await page.goto(words.sapaMentari.path);
      const month = page.getByLabel(words.sapaMentari.month, { exact: true });
      const wanted = (await month.locator('option').nth(2).getAttribute('value'))!;
      await month.selectOption(wanted);
      await page.getByRole('button', { name: words.sapaMentari.apply }).click();
      await expect(page).toHaveURL(`${words.sapaMentari.path}?month=${wanted}`);
      await expect(month).toHaveValue(wanted);
      const editions = await page.locator('main time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
      expect(editions.length).toBeGreaterThan(0);
      expect(editions.filter((date) => !date.startsWith(wanted))).toEqual([]);
    });
  }
});

test.describe('with JavaScript', () => {
  for (const locale of LOCALES) {
    test(`the form pages show their forms, not the notice, and hydrate without a warning (${locale})`, async ({ page, content }) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
      });
      const words = WORDS[locale];
      const slug = await openEvent(content);
      for (const [url, form] of [
        [words.contact.path, 'form.contact-form'],
        [words.register.path(slug), 'form.reg-form'],
        [words.calculator.path, 'form.calc-form'],
        [words.quiz.path, 'form.quiz'],
      ] as const) {
        await page.goto(url);
        // The registration's markup holds both its forms until hydrated, the chosen one shown.
        await expect(page.locator(form).filter({ visible: true }), url).toBeVisible();
        // The server wrote the notice inside <noscript>: with scripts that is text nobody sees, never an element.
        await expect(page.locator('.ui-noscript'), url).toHaveCount(0);
        await expect(page.getByText(WORDS[locale].contact.notice), url).toBeHidden();
      }
      expect(messages).toEqual([]);
    });
  }
});
