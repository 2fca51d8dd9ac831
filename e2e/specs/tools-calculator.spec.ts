// The investment calculator as a visitor uses it: in both languages, typing amounts that are
// grouped as they are typed, the spec's validation messages next to the fields, the numbers of
// the result, the limits served by the content service, and the page when that service is slow or down.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { BROWSER_RENDERED_SITE_URL } from '../support/env.ts';

const PATH = { en: '/en/analysis-tools/investment-calculator', id: '/id/alat-analisis/kalkulator-investasi' } as const;
const LIMITS = /\/api\/calculator\/limits/;

/** A field of the form by its visible label (the unit is announced after it). */
const field = (page: Page, label: string | RegExp) =>
  page.getByRole('textbox', { name: typeof label === 'string' ? new RegExp(`^${label}`) : label });

/** The error message shown under a field (what its aria-describedby announces). */
async function errorOf(input: Locator): Promise<string | null> {
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const id = ids.split(' ').find((x) => x.endsWith('-error'));
  return id ? input.page().locator(`#${id}`).textContent() : null;
}

test.describe('investment calculator', () => {
  test('Indonesian: a goal with the mixture strategy, after the messages for empty and wrong fields', async ({ site, page }) => {
    await site.open(PATH.id);
    await expect(site.heading).toHaveText('Kalkulator Investasi');
    await page.getByRole('radio', { name: /Target dana/ }).check();
    await page.getByRole('radio', { name: /Campuran/ }).check();

    await page.getByRole('button', { name: 'Hitung' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Periksa kembali isian berikut:' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('listitem')).toHaveText([
      'Target dana: Wajib diisi',
      'Lumpsum minimum: Wajib diisi',
      'Jangka waktu investasi: Wajib diisi',
      'Imbal hasil yang diharapkan per tahun: Wajib diisi',
    ]);
    const target = field(page, 'Target dana');
    await expect(target).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => errorOf(target)).toBe('Wajib diisi');

    // Thousands separators appear as the visitor types; errors follow every edit.
    await target.pressSequentially('500000000');
    await expect(target).toHaveValue('500.000.000');
    await expect(target).not.toHaveAttribute('aria-invalid');
    const lumpsum = field(page, 'Lumpsum minimum');
    await lumpsum.pressSequentially('0');
    await expect.poll(() => errorOf(lumpsum)).toBe('Nilai harus lebih dari 0');
    await lumpsum.fill('');
    await lumpsum.pressSequentially('200000000000');
    await expect(lumpsum).toHaveValue('200.000.000.000');
    await expect.poll(() => errorOf(lumpsum)).toBe('Nilai tidak boleh lebih dari Rp100.000.000.000');
    await lumpsum.fill('');
    await lumpsum.pressSequentially('50000000');
    await field(page, 'Jangka waktu investasi').pressSequentially('10');
    const rate = field(page, 'Imbal hasil yang diharapkan');
    await rate.pressSequentially('31');
    await expect.poll(() => errorOf(rate)).toBe('Nilai tidak boleh lebih dari 30%');
    await rate.fill('');
    await rate.pressSequentially('10');
    await expect(summary).toHaveCount(0);

    await page.getByRole('button', { name: 'Hitung' }).click();
    const results = page.getByRole('region', { name: 'Hasil perhitungan' });
    await expect(results.getByRole('heading', { name: 'Hasil perhitungan' })).toBeFocused();
    // Reference: (500.000.000 − 50.000.000 × 1,1^10) / annuity-due factor at (1,1)^(1/12) − 1 for 120 months.
    await expect(results.getByTestId('calc-headline')).toContainText('selain lumpsum minimum Rp50.000.000');
    await expect(results.getByTestId('calc-headline')).toContainText('Rp1.838.168');
    await expect(results.getByTestId('calc-facts').getByRole('definition')).toHaveText(['Rp500.000.000', 'Rp270.580.139', 'Rp229.419.861']);
    const rows = results.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(11);
    await expect(rows.last()).toHaveText(/^10\s*270\.580\.139\s*500\.000\.000\s*229\.419\.861$/);
    await expect(results.locator('canvas').first()).toBeVisible();
  });

  test('English: a projection, the retirement rule, and the same inputs after switching to Indonesian', async ({ site, page }) => {
    await site.open(PATH.en);
    const initial = field(page, 'Initial investment');
    await initial.pressSequentially('10000000');
    await expect(initial).toHaveValue('10,000,000');
    await field(page, 'Investment duration').pressSequentially('10');
    await field(page, 'Expected return').pressSequentially('10');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const results = page.getByRole('region', { name: 'Your result' });
    // 10,000,000 × 1.1^10 = 25,937,424.60
    await expect(results.getByTestId('calc-headline')).toHaveText(/Final value\s*Rp25,937,425/);
    await expect(results.getByRole('table').getByRole('row').nth(1)).toHaveText(/^1\s*10,000,000\s*11,000,000\s*1,000,000$/);

    // Typing in the middle keeps the caret in place: 10,000,000 -> 190,000,000 by typing 9 after the 1.
    await initial.focus();
    await initial.press('Home');
    await initial.press('ArrowRight');
    await page.keyboard.type('9');
    await expect(initial).toHaveValue('190,000,000');
    await page.keyboard.type('5');
    await expect(initial).toHaveValue('1,950,000,000');
    // A letter is not dropped silently: the field keeps it and says why; deleting it puts the caret back among the digits.
    await page.keyboard.type('x');
    await expect(initial).toHaveValue('1,95x0,000,000');
    await expect.poll(() => errorOf(initial)).toBe('Must be numerical');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('0');
    await expect(initial).toHaveValue('19,500,000,000');
    await expect(initial).not.toHaveAttribute('aria-invalid');
    await expect(results.getByRole('status')).toHaveText('You changed the details. Press Calculate to update the result.');

    await page.getByRole('radio', { name: /Retirement fund/ }).check();
    await field(page, 'Current age').pressSequentially('40');
    await field(page, 'Retirement age').pressSequentially('40');
    await field(page, 'Monthly living cost').pressSequentially('10000000');
    await field(page, 'Yearly inflation').pressSequentially('4');
    await field(page, 'Post-pension return').pressSequentially('6');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => errorOf(field(page, 'Retirement age'))).toBe('Retirement age must be above current age');
    await field(page, 'Current age').fill('30');
    await field(page, 'Retirement age').fill('55');
    await page.getByRole('radio', { name: /Installment/ }).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    // 10,000,000 × 1.04^25 × 12 / 6% = 5,331,672,663; monthly at the start of each month, 10%, 300 months.
    await expect(results.getByTestId('calc-headline')).toHaveText(/Monthly investment needed\s*Rp4,288,808/);
    await expect(results.getByTestId('calc-facts').getByRole('definition').first()).toHaveText('25 years');
    await expect(results).toContainText('Rp5,331,672,663');

    const marker = await site.markDocument();
    await site.switchLanguage('en');
    await site.expectPage({ path: PATH.id, locale: 'id' });
    await site.expectSameDocument(marker);
    await expect(field(page, 'Biaya hidup bulanan')).toHaveValue('10.000.000');
    await expect(field(page, 'Imbal hasil yang diharapkan')).toHaveValue('10');
    await expect(page.getByTestId('calc-headline')).toHaveText(/Investasi bulanan yang dibutuhkan\s*Rp4\.288\.808/);
    await expect(page.getByTestId('calc-facts').getByRole('definition').first()).toHaveText('25 tahun');
  });

  test('numbers as people type them: decimals, other separators, minus and exponents, in both languages', async ({ site, page }) => {
    await site.open(PATH.en);
    const initial = field(page, 'Initial investment');
    // 1,000,000.00 is one million: the cents stay as typed and are not digits of the amount.
    await initial.pressSequentially('1,000,000.00');
    await expect(initial).toHaveValue('1,000,000.00');
    await expect(initial).not.toHaveAttribute('aria-invalid');
    await field(page, 'Investment duration').pressSequentially('1');
    await field(page, 'Expected return').pressSequentially('10');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('calc-headline')).toHaveText(/Final value\s*Rp1,100,000/);
    // [typed, shown: grouped while it was a number, then kept as typed], message
    const cases: [string, string, string][] = [
      ['-5000', '-5000', 'Must be more than 0'],
      ['1e9', '1e9', 'Must be numerical'],
      ['1.000.000', '1.000.000', 'Only one decimal point, e.g. 1,000,000'],
      ['1.000', '1.000', 'Use “,” for thousands and “.” for decimals, e.g. 1,000,000'],
      ['1000.50', '1,000.50', 'Whole rupiah only, e.g. 1,000,000'],
    ];
    for (const [typed, shown, message] of cases) {
      await initial.fill('');
      await initial.pressSequentially(typed);
      await expect(initial).toHaveValue(shown);
      await expect(initial).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => errorOf(initial)).toBe(message);
    }
    const rate = field(page, 'Expected return');
    await rate.fill('');
    await rate.pressSequentially('7,5');
    await expect.poll(() => errorOf(rate)).toBe('Use “,” for thousands and “.” for decimals, e.g. 7.5');

    await site.switchLanguage('en');
    const awal = field(page, 'Investasi awal');
    await awal.fill('');
    await awal.pressSequentially('1.000.000,00');
    await expect(awal).toHaveValue('1.000.000,00');
    await expect(awal).not.toHaveAttribute('aria-invalid');
    await awal.fill('');
    await awal.pressSequentially('1,000,000');
    await expect.poll(() => errorOf(awal)).toBe('Hanya satu tanda desimal, mis. 1.000.000');
    await awal.fill('');
    await awal.pressSequentially('1e9');
    await expect.poll(() => errorOf(awal)).toBe('Harus berupa angka');
    const imbal = field(page, 'Imbal hasil yang diharapkan');
    await imbal.fill('');
    await imbal.pressSequentially('7,5');
    await expect(imbal).toHaveValue('7,5');
    await expect(imbal).not.toHaveAttribute('aria-invalid');
  });

  test('a switch of language that loads slowly: the form keeps its own language until the new page shows', async ({ site, page }) => {
    await site.open(PATH.en);
    const initial = field(page, 'Initial investment');
    await initial.pressSequentially('2500000');
    await expect(initial).toHaveValue('2,500,000');
    // The Indonesian layout's menus are held: the English page stays while the switch loads.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const indonesianLayoutMenus = (url: URL) =>
      url.pathname === '/api/menus' && url.searchParams.get('locale') === 'id' && url.searchParams.has('filter[type]');
    await page.route(indonesianLayoutMenus, async (route) => {
      await held;
      await route.continue();
    });
    await site.switchLanguage('en');
    await expect(page.getByRole('progressbar')).toBeVisible();
    // Typed meanwhile, the English page reads and shows English numbers under English labels.
    await initial.fill('');
    await initial.pressSequentially('1,000,000');
    await expect(initial).toHaveValue('1,000,000');
    await expect(initial).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'Investasi awal')).toHaveCount(0);
    release();
    await site.expectPage({ path: PATH.id, locale: 'id' });
    const awal = field(page, 'Investasi awal');
    await expect(awal).toHaveValue('1.000.000');
    await awal.fill('');
    await awal.pressSequentially('1.000.000,00');
    await expect(awal).toHaveValue('1.000.000,00');
    await expect(awal).not.toHaveAttribute('aria-invalid');
  });

  test('keyboard only: choose, type and calculate without a mouse', async ({ site, page }) => {
    await site.open(PATH.en);
    await page.getByRole('radio', { name: /Investment projection/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /Target fund/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: /Lumpsum/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field(page, 'Target fund')).toBeFocused();
    await page.keyboard.type('100000000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    // 100,000,000 / 1.1^10
    await expect(page.getByTestId('calc-headline')).toHaveText(/Lumpsum to invest now\s*Rp38,554,329/);
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
  });

  test('the maxima are the content service’s', async ({ site, page, content }) => {
    const { data } = await content.get<{ data: Record<string, { max: number }> }>('/calculator/limits');
    await page.route(LIMITS, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, { max: number; unit: string }> };
      body.data.monthly_investment = { max: 5_000_000, unit: 'rupiah' };
      await route.fulfill({ response, json: body });
    });
    // The browser's call: on a document the browser renders (the server's render already holds the limits).
    await site.open(BROWSER_RENDERED_SITE_URL + PATH.en);
    await page.getByRole('radio', { name: /Installment/ }).check();
    await expect(page.getByText('At most Rp5,000,000.')).toBeVisible();
    await expect(page.getByText(`At most ${data.duration_years!.max} years.`)).toBeVisible();
    const monthly = field(page, 'Monthly investment');
    await monthly.pressSequentially('5000001');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => errorOf(monthly)).toBe('Cannot be more than Rp5,000,000');
  });

  test('slow or unavailable content service: loading, then an error with a retry that recovers', async ({ site, page, consoleGuard }) => {
    consoleGuard.allowFailedLoadsOf(LIMITS);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(LIMITS, async (route) => {
      await answered;
      await route.continue();
    });
    // The answer is held only until the loading state is seen: the page takes an answer slower than
    // 10 s for no answer, and the layout's checks (site.expectRendered, footer included) come after.
    // On a document the browser renders: the server's render already holds the limits.
    const response = await page.goto(BROWSER_RENDERED_SITE_URL + PATH.id);
    expect(response?.status()).toBe(200);
    await expect(site.main.getByRole('status')).toHaveText('Memuat batas nilai kalkulator…');
    release();
    await expect(page.getByRole('button', { name: 'Hitung' })).toBeVisible();
    await site.expectRendered();

    await page.unroute(LIMITS);
    await page.route(LIMITS, (route) => route.abort());
    await page.reload();
    const alert = site.main.getByRole('alert');
    await expect(alert).toContainText('Batas nilai kalkulator belum dapat dimuat');
    await expect(alert).toContainText('Layanan sedang lambat atau tidak tersedia');
    await expect(page.getByRole('button', { name: 'Hitung' })).toHaveCount(0);
    await page.unroute(LIMITS);
    await alert.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByRole('button', { name: 'Hitung' })).toBeVisible();
  });
});
