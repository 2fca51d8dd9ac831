// The research section as an investor uses it, in both languages: filtering research reports by sector
// and ticker (kept in the URL), downloading a report's PDF, switching corporate-action tabs and reading a
// dividend's dates (a table on a desktop, cards on a phone, an .ics for an upcoming event), and switching a
// company's financial overview between yearly and quarterly figures formatted in the visitor's locale.
import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures.ts';
import { device } from '../support/shell.ts';
import type { Locale } from '../support/content.ts';

const PATH = {
  reports: { en: '/en/research-report', id: '/id/riset-dan-berita/laporan-riset' },
  actions: { en: '/en/corporate-action', id: '/id/riset-dan-berita/aksi-korporasi' },
  companies: { en: '/en/company-information-list', id: '/id/riset-dan-berita/daftar-informasi-perusahaan' },
} as const;
const WORDS = {
  en: { sector: 'Sector', financials: 'Financials', ticker: 'Ticker', apply: 'Apply', download: /Download PDF/, disclaimer: 'Disclaimer', ipo: 'IPO', dividend: 'Dividend', cum: 'Cum (regular)', ex: 'Ex (regular)', payment: 'Payment', calendar: /^Add to calendar: ./, quarterly: 'Per 3 months', yearly: 'Yearly', revenue: 'Revenue', tabs: 'Corporate action kinds' },
  id: { sector: 'Sektor', financials: 'Keuangan', ticker: 'Kode saham', apply: 'Terapkan', download: /Unduh PDF/, disclaimer: 'Penafian', ipo: 'IPO', dividend: 'Dividen', cum: 'Cum (reguler)', ex: 'Ex (reguler)', payment: 'Pembayaran', calendar: /^Tambah ke kalender: ./, quarterly: 'Per 3 bulan', yearly: 'Tahunan', revenue: 'Pendapatan', tabs: 'Jenis aksi korporasi' },
} as const;
const MONTHS = {
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
/** '2026-12-08' as the site writes it: 8 Desember 2026 / December 8, 2026. */
const longDate = (date: string, locale: Locale) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return locale === 'id' ? `${d} ${MONTHS.id[m - 1]} ${y}` : `${MONTHS.en[m - 1]} ${d}, ${y}`;
};
/** 12345678 -> 12.345.678 (id) / 12,345,678 (en). */
const grouped = (value: number, locale: Locale) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'id' ? '.' : ',');

interface Report { slug: string; title: string; ticker: string | null; sector: string | null; file: { url: string; size: number } }
interface Action { slug: string; kind: string; ticker: string; upcoming: boolean; cum_date_regular: string; ex_date_regular: string; payment_date: string }
interface Statement { period_type: string; period: string; revenue: number }

for (const locale of ['en', 'id'] as const) {
  const w = WORDS[locale];

  test.describe(`research (${locale}) on a desktop`, () => {
    test.use(device(1280));

    test('filters research reports by sector and ticker in the URL, then downloads a report’s PDF', async ({ site, page, content }) => {
      await site.open(PATH.reports[locale]);
      await expect(site.main.getByRole('complementary', { name: w.disclaimer })).toBeVisible();
      await test.step('by sector: the list follows the select and the URL keeps it', async () => {
        await site.main.getByLabel(w.sector).selectOption('financials');
        await expect(page).toHaveURL(/[?&]sector=financials/);
        const cards = site.main.locator('.research-card');
        await expect(cards.first()).toContainText(w.financials);
        for (const text of await cards.allTextContents()) expect(text).toContain(w.financials);
      });
      const { data } = await content.get<{ data: Report[] }>('/research-reports?filter[sector]=financials&filter[category]=company', locale);
      const ticker = data[0]!.ticker!;
      await test.step(`and by ticker ${ticker}`, async () => {
        await site.main.getByLabel(w.ticker, { exact: true }).fill(ticker.toLowerCase());
        await site.main.getByRole('button', { name: w.apply }).click();
        await expect(page).toHaveURL(new RegExp(`sector=financials&ticker=${ticker}`));
        const cards = site.main.locator('.research-card');
        await expect(cards.first()).toContainText(ticker);
        for (const text of await cards.allTextContents()) expect(text).toContain(ticker);
      });
      await test.step('the filtered address can be shared: opening it shows the same list', async () => {
        const url = page.url();
        await site.open(url.replace(/^https?:\/\/[^/]+/, ''));
        await expect(site.main.getByLabel(w.ticker, { exact: true })).toHaveValue(ticker);
        await expect(site.main.locator('.research-card').first()).toContainText(ticker);
      });
      const report = (await content.get<{ data: Report }>(`/research-reports/${data[0]!.slug}`, locale)).data;
      await test.step('the report: rating box and its PDF', async () => {
        await site.main.getByRole('link', { name: report.title }).click();
        await site.expectPage({ path: new RegExp(`/${report.slug}$`), heading: report.title, locale });
        await expect(site.main.locator('.research-rating')).toContainText(/BUY|HOLD|SELL/);
        const link = site.main.getByRole('link', { name: w.download });
        await expect(link).toHaveAttribute('href', report.file.url);
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toBe(`${report.slug}.pdf`);
        const bytes = await readFile((await download.path())!);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(bytes.length).toBe(report.file.size);
        const opened = await page.request.get(report.file.url);
        expect(opened.headers()['content-type']).toContain('application/pdf');
      });
    });

    test('switches corporate-action tabs and reads a dividend’s dates', async ({ site, page, content }) => {
      await site.open(PATH.actions[locale]);
      const tabs = site.main.getByRole('tablist', { name: w.tabs });
      await expect(tabs.getByRole('tab')).toHaveCount(7);
      await expect(tabs.getByRole('tab', { name: new RegExp(`^${w.dividend}\\s*\\d`) })).toHaveAttribute('aria-selected', 'true');
      const { data } = await content.get<{ data: Action[] }>('/corporate-actions?filter[kind]=dividend', locale);
      const dividend = data[0]!;
      await test.step(`${dividend.ticker}: cum, ex and payment dates in the table`, async () => {
        const table = site.main.getByRole('table');
        const headers = await table.getByRole('columnheader').allTextContents();
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(dividend.ticker) }) }).first();
        const cells = await row.getByRole('cell').allTextContents();
        const cell = (header: string) => cells[headers.indexOf(header) - 1];
        expect(cell(w.cum)).toBe(longDate(dividend.cum_date_regular, locale));
        expect(cell(w.ex)).toBe(longDate(dividend.ex_date_regular, locale));
        expect(cell(w.payment)).toBe(longDate(dividend.payment_date, locale));
      });
      await test.step('the IPO tab', async () => {
        await tabs.getByRole('tab', { name: new RegExp(`^${w.ipo}\\s*\\d`) }).click();
        await expect(page).toHaveURL(/kind=ipo/);
        await expect(tabs.getByRole('tab', { name: new RegExp(`^${w.ipo}\\s*\\d`) })).toHaveAttribute('aria-selected', 'true');
        await expect(site.main.getByRole('table')).toContainText('PT Demo');
        await expect(site.main.locator('caption')).toContainText(w.ipo);
      });
      await test.step('an upcoming event goes to the calendar as an .ics file', async () => {
        const link = site.main.locator('.research-only-wide').getByRole('link', { name: w.calendar }).first();
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toMatch(/\.ics$/);
        expect((await readFile((await download.path())!)).toString()).toContain('BEGIN:VEVENT');
      });
    });

    test('switches a company’s financials between yearly and quarterly, formatted in the locale', async ({ site, content }) => {
      const slug = 'demo-bank-persada';
      const { data } = await content.get<{ data: Statement[] }>(`/companies/${slug}/financials`);
      const year = data.filter((s) => s.period_type === 'annual').at(-1)!;
      const quarter = data.filter((s) => s.period_type === 'quarterly').at(-1)!;
      await site.open(`${PATH.companies[locale]}/${slug}`);
      const overview = site.main.locator('#financials');
      const revenue = () => overview.getByRole('table').getByRole('row', { name: new RegExp(`^${w.revenue}`) });
      await expect(overview.getByRole('button', { name: w.yearly })).toHaveAttribute('aria-pressed', 'true');
      await expect(revenue()).toContainText(grouped(year.revenue, locale));
      await overview.getByRole('button', { name: w.quarterly }).click();
      await expect(overview.getByRole('button', { name: w.quarterly })).toHaveAttribute('aria-pressed', 'true');
      const [y, q] = quarter.period.split('-Q');
      await expect(overview.getByRole('columnheader', { name: `${locale === 'id' ? 'K' : 'Q'}${q} ${y}` })).toBeVisible();
      await expect(revenue()).toContainText(grouped(quarter.revenue, locale));
      await expect(overview.locator('canvas').first(), 'the chart, after the first paint').toBeAttached({ timeout: 10_000 });
    });
  });
}

test.describe('research on a phone', () => {
  test.use(device(375));

  test('corporate actions are cards, and a table scrolls inside its own region', async ({ site, page }) => {
    await site.open(PATH.actions.id);
    await expect(site.main.locator('.research-action-cards li').first()).toBeVisible();
    await expect(site.main.getByRole('table')).toBeHidden();
    await expect(site.main.locator('.research-action-cards li').first()).toContainText('Cum (reguler)');
    await site.open(`${PATH.companies.en}/demo-bank-persada`);
    const region = site.main.locator('#financials .research-table');
    const wide = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(wide).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a company’s chart loads when its section nears the screen, in the room kept for it', async ({ site, page }) => {
    const charts: string[] = [];
    page.on('request', (request) => {
      if (/financial-chart|uplot/i.test(request.url())) charts.push(request.url());
    });
    await site.open(`${PATH.companies.id}/demo-bank-persada`);
    const figure = site.main.locator('#financials figure');
    await expect(figure).toContainText('Memuat grafik…');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000); // past the browser's idle time-out that used to load it
    await expect(figure.locator('canvas'), 'not drawn while the top of the page is read').toHaveCount(0);
    expect(charts, 'its code not asked for either').toEqual([]);
    const before = await figure.boundingBox();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('canvas').first()).toBeAttached();
    await expect(figure).not.toContainText('Memuat grafik…');
    expect((await figure.boundingBox())!.height, 'the drawing shifts nothing below it').toBe(before!.height);
  });
});
