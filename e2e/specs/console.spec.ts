// The editors' console at /console/ of the content service (issue 26): a research report goes from an
// author's draft, in both languages with its PDF (previewed on the site by a signed link, in Indonesian at
// 375 px and English at 1280 px, before it is published), through a second research publisher's approval to the
// site within 10 seconds and off it again; an admin renames a main-menu entry and the header shows it in
// both languages; axe on the console's pages. Accounts are made by e2e/support/accounts.ts.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/fixtures.ts';
import { createConsoleAccount } from '../support/accounts.ts';
import { CONSOLE_URL, ConsolePage, samplePdf } from '../support/console.ts';
import { E2E_DIR, SITE_URL } from '../support/env.ts';
import { expectAccessible } from '../support/shell.ts';

/** Publishing reaches visitors within this (issue 26). */
const PROPAGATION_MS = 10_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The server-rendered document of `path` on the site, as a visitor's first request gets it. */
async function siteDocument(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${SITE_URL}${url}`, { headers: { Accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}

/** The page's scrollable width beside the window's: equal when nothing reaches past its right edge. */
async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
}

test.describe('the console', () => {
  test('login page, dashboard, a list and an entry pass axe, in Indonesian and English, at 1280 px, the entry without a sideways scroll', async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await createConsoleAccount(['admin'], 'Axe Admin');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${CONSOLE_URL}login`);
    // The first load of the console's scripts on a busy machine: more than the default 10 s.
    await expect(page.locator('input[name="username"]')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'body', 'the console login page');
    await context.close();

    const console = await ConsolePage.as(browser, admin);
    await expectAccessible(console.page, 'body', 'the console dashboard (id)');
    await console.open('menus');
    await expect(console.page.getByRole('table')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(console.page, 'body', 'the menus list (id)');
    await console.page.getByRole('cell').first().click();
    await expect(console.page).toHaveURL(/\/console\/menus\/[^/]+$/, { timeout: 30_000 });
    await expect(console.page.getByRole('heading', { name: 'Alur kerja' })).toBeVisible({ timeout: 30_000 });
    // The history's rows are in (its hidden header cell once reached 1280 px past the table): nothing is wider than the window.
    await expect(console.page.getByRole('button', { name: /^Lihat perubahan/ }).first()).toBeVisible({ timeout: 30_000 });
    expect(await horizontalOverflow(console.page), 'the entry page scrolls sideways at 1280 px').toEqual({ scrollWidth: 1280, clientWidth: 1280 });
    await expectAccessible(console.page, 'body', 'a menu entry (id)');
    // The interface in English: react-admin's language menu.
    await console.page.getByRole('button', { name: /bahasa|language/i }).first().click();
    await console.page.getByRole('menuitem', { name: 'English' }).click();
    await expect(console.page.getByRole('heading', { name: 'Workflow' })).toBeVisible();
    expect(await horizontalOverflow(console.page), 'the entry page scrolls sideways at 1280 px (en)').toEqual({ scrollWidth: 1280, clientWidth: 1280 });
    await expectAccessible(console.page, 'body', 'a menu entry (en)');
    await console.close();
  });

  test('a research report: written in both languages with its PDF, approved by a second publisher, on the site within 10 s, then taken off', async ({ browser }) => {
    test.setTimeout(240_000);
    const author = await createConsoleAccount(['research-publisher'], 'Author Publisher');
    const approver = await createConsoleAccount(['research-publisher'], 'Second Publisher');
    const slug = `console-report-${randomBytes(3).toString('hex')}`;
    const title = { id: `Laporan uji konsol ${slug}`, en: `Console test report ${slug}` };
    const pdf = path.join(E2E_DIR, `${slug}.pdf`);
    writeFileSync(pdf, samplePdf());

    const writer = await ConsolePage.as(browser, author);
    await writer.open('research-reports/create');
    await writer.fill('document.slug', slug);
    await writer.choose('document.category', 'company');
    await writer.fill('document.published_at', new Date(Date.now() - 60_000).toISOString());
    await writer.fill('document.title.id', title.id);
    await writer.fill('document.title.en', title.en);
    await writer.fill('document.summary.id', 'Ringkasan laporan uji.');
    await writer.fill('document.summary.en', 'Summary of the test report.');
    await writer.typeRichText('document.body.id', 'Isi laporan uji.');
    await writer.typeRichText('document.body.en', 'Body of the test report.');
    await writer.addItem('document.analysts');
    await writer.fill('document.analysts.0.name', 'Analis Uji');
    await writer.fill('document.analysts.0.role.id', 'Analis');
    await writer.fill('document.analysts.0.role.en', 'Analyst');
    // The PDF through the media picker: uploaded with its progress, then chosen.
    await writer.page.getByRole('button', { name: 'Pilih atau unggah' }).first().click();
    const dialog = writer.page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(pdf);
    await expect(writer.field('document.file.url')).toHaveValue(/^\/media\/[0-9a-f]+\.pdf$/, { timeout: 30_000 });
    await expect(writer.field('document.file.type')).toHaveValue('application/pdf');
    const fileUrl = await writer.field('document.file.url').inputValue();
    await writer.page.getByRole('button', { name: 'Simpan' }).click();
    await expect(writer.page).toHaveURL(new RegExp(`/console/research-reports/${slug}$`));
    await expect(writer.page.getByText('Draf', { exact: true }).first()).toBeVisible();

    // The author previews the draft on the site before anyone approves it: a signed link (no login on the site),
    // opened in Indonesian, the English one listed beside it; visitors still get nothing.
    const opened = writer.page.waitForEvent('popup');
    await writer.page.getByRole('button', { name: 'Pratinjau draf di situs' }).click();
    const preview = await opened;
    await preview.setViewportSize({ width: 375, height: 800 });
    await preview.waitForURL(new RegExp(`^${escapeRegExp(SITE_URL)}/id/pratinjau/[A-Za-z0-9_-]{43}$`), { timeout: 30_000 });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title.id, { timeout: 30_000 });
    await expect(preview.getByRole('main').getByRole('status')).toContainText('Pratinjau draf: ini belum tentu yang dilihat pengunjung situs.');
    await expect(preview.getByRole('main')).toContainText('Isi laporan uji.');
    await expect(preview.getByRole('main').getByRole('link', { name: `Buka ${fileUrl.slice('/media/'.length)}` })).toHaveAttribute('href', fileUrl);
    expect(await preview.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling at 375 px').toBe(true);
    await expectAccessible(preview, 'main', 'the draft preview page (id, 375 px)');
    const english = await writer.page.getByRole('link', { name: 'Pratinjau dalam bahasa Inggris' }).getAttribute('href');
    expect(english).toMatch(new RegExp(`^${escapeRegExp(SITE_URL)}/en/preview/[A-Za-z0-9_-]{43}$`));
    await preview.setViewportSize({ width: 1280, height: 800 });
    await preview.goto(english!);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title.en, { timeout: 30_000 });
    await expect(preview.getByRole('main').getByRole('status')).toContainText('Draft preview: this may not be what visitors of the site see.');
    await expect(preview.getByRole('main')).toContainText('Body of the test report.');
    await expectAccessible(preview, 'main', 'the draft preview page (en, 1280 px)');
    const previewDocument = await fetch(english!, { headers: { Accept: 'text/html' } });
    expect(previewDocument.headers.get('cache-control')).toBe('private, no-store');
    expect(await previewDocument.text()).toContain('<meta name="robots" content="noindex">');
    await preview.close();
    expect((await siteDocument(`/en/research-report/${slug}`)).status).toBe(404);
    await writer.workflow('Ajukan untuk ditinjau');
    await expect(writer.page.getByText('Ditinjau', { exact: true }).first()).toBeVisible();
    // The author cannot approve their own report: the button is not offered to them... and the server refuses it.
    await expect(writer.page.getByRole('button', { name: 'Setujui' })).toBeDisabled();
    await writer.close();

    const second = await ConsolePage.as(browser, approver);
    await second.open(`research-reports/${slug}`);
    await second.workflow('Setujui');
    await expect(second.page.getByText(/Disetujui oleh/)).toBeVisible();
    await second.workflow('Terbitkan sekarang');
    await expect(second.page.getByText('Terbit', { exact: true }).first()).toBeVisible();
    const published = Date.now();

    // On the site in both languages within 10 s (lists and the report's own page), its PDF downloadable.
    await expect
      .poll(async () => (await siteDocument('/en/research-report')).html.includes(title.en), { timeout: PROPAGATION_MS, intervals: [500] })
      .toBe(true);
    await expect
      .poll(async () => (await siteDocument('/id/riset-dan-berita/laporan-riset')).html.includes(title.id), { timeout: Math.max(1000, PROPAGATION_MS - (Date.now() - published)), intervals: [500] })
      .toBe(true);
    const detail = await siteDocument(`/en/research-report/${slug}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(fileUrl);
    const file = await fetch(`${SITE_URL}${fileUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Taken off: its page answers 404 within 10 s.
    await second.workflow('Turunkan sekarang');
    await expect(second.page.getByText('Diarsipkan', { exact: true }).first()).toBeVisible();
    await expect.poll(async () => (await siteDocument(`/en/research-report/${slug}`)).status, { timeout: PROPAGATION_MS, intervals: [500] }).toBe(404);
    await second.close();
  });

  test('an admin renames a main-menu entry and the header shows it in both languages within 10 s', async ({ browser, content }) => {
    test.setTimeout(180_000);
    const admin = await createConsoleAccount(['admin'], 'Menu Admin');
    const [first] = await content.menus('main-menu', 'en');
    const [firstId] = await content.menus('main-menu', 'id');
    expect(first).toBeDefined();
    const renamed = { id: `Menu uji ${randomBytes(2).toString('hex')}`, en: `Test menu ${randomBytes(2).toString('hex')}` };

    const console = await ConsolePage.as(browser, admin);
    await console.open('menus');
    await console.page.getByRole('searchbox').or(console.page.locator('input[name="q"]')).first().fill(first!.title);
    // The list shows titles in the console's language (Indonesian); the main menu's entry, not the footer's of the same title.
    await console.page
      .getByRole('row')
      .filter({ has: console.page.getByRole('cell', { name: firstId!.title, exact: true }) })
      .filter({ has: console.page.getByRole('cell', { name: /^main\./ }) })
      .first()
      .click();
    await expect(console.page).toHaveURL(/\/console\/menus\/main\.[^/]+$/, { timeout: 30_000 });
    await console.fill('document.translations.id.title', renamed.id);
    await console.fill('document.translations.en.title', renamed.en);
    await console.page.getByRole('button', { name: 'Simpan' }).click();
    await expect(console.page.getByText('Draf', { exact: true }).first()).toBeVisible();
    await console.workflow('Terbitkan sekarang');
    await expect(console.page.getByText('Terbit', { exact: true }).first()).toBeVisible();

    for (const [locale, text] of [['id', renamed.id], ['en', renamed.en]] as const) {
      await expect.poll(async () => (await siteDocument(`/${locale}`)).html.includes(text), { timeout: PROPAGATION_MS, intervals: [500] }).toBe(true);
    }

    // Put the original titles back for the rest of the run.
    await console.fill('document.translations.id.title', firstId!.title);
    await console.fill('document.translations.en.title', first!.title);
    await console.page.getByRole('button', { name: 'Simpan' }).click();
    await expect(console.page.getByText('Draf', { exact: true }).first()).toBeVisible();
    await console.workflow('Terbitkan sekarang');
    await expect(console.page.getByText('Terbit', { exact: true }).first()).toBeVisible();
    await console.close();
  });
});
