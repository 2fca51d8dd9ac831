// The locale switcher: same page, same slug, other language, no full page load.
import { test, expect } from '../support/fixtures.ts';

test.describe('switching the language in the header', () => {
  test('a blog post stays the same post in the other language, and back', async ({ site, content }) => {
    const { slug } = await content.first('blog-posts', 'id');
    const titles = {
      id: (await content.entry('blog-posts', slug, 'id')).title,
      en: (await content.entry('blog-posts', slug, 'en')).title,
    };
    expect(titles.en, 'the sample post has an English title of its own').not.toBe(titles.id);

    await site.open(`/id/blog/${slug}`);
    await expect(site.heading).toHaveText(titles.id);
    const marker = await site.markDocument();

    await site.switchLanguage('id');
    await site.expectPage({ path: `/en/blog/${slug}`, heading: titles.en, locale: 'en' });
    await site.expectSameDocument(marker);

    await site.switchLanguage('en');
    await site.expectPage({ path: `/id/blog/${slug}`, heading: titles.id, locale: 'id' });
    await site.expectSameDocument(marker);
  });

  test('a product page moves to its translated path, and the menus reload in the new language', async ({ site, content }) => {
    const stock = { en: await content.page('stock', 'en'), id: await content.page('stock', 'id') };
    await site.open('/en/stock');
    await expect(site.heading).toHaveText(stock.en.title);
    await expect(site.headerLink('About Us')).toBeVisible();
    await expect(site.footerLink('Contact Us')).toBeVisible();
    const marker = await site.markDocument();

    await site.switchLanguage('en');
    await site.expectPage({ path: '/id/produk-dan-layanan/produk/saham', heading: stock.id.title, locale: 'id' });
    await site.expectSameDocument(marker);
    // Header and footer menus, loaded from the content service, are Indonesian now.
    await expect(site.headerLink('Tentang Kami')).toBeVisible();
    await expect(site.headerLink('About Us')).toHaveCount(0);
    await expect(site.footerLink('Hubungi Kami')).toBeVisible();
    await expect(site.footerLink('Contact Us')).toHaveCount(0);
    // The shell's own texts follow.
    await expect(site.languageSwitch('id')).toHaveText('English');
    // And the menu links lead to Indonesian pages.
    await site.footerLink('Laporan Riset').click();
    await site.expectPage({ path: '/id/riset-dan-berita/laporan-riset', locale: 'id' });
    await site.expectSameDocument(marker);
  });

  test('a page with two parameters keeps both: company latest news item', async ({ site, content }) => {
    const { slug, news } = await content.companyWithNews('en');
    await site.open(`/en/company-information-list/${slug}/latest-news/${news}`);
    const marker = await site.markDocument();
    await site.switchLanguage('en');
    await site.expectPage({ path: `/id/riset-dan-berita/daftar-informasi-perusahaan/${slug}/berita-terkini/${news}`, locale: 'id' });
    await site.expectSameDocument(marker);
  });

  test('a search keeps its query in the other language', async ({ site }) => {
    await site.open('/en/search-result?q=brights');
    await expect(site.main.getByRole('status')).toBeVisible();
    await site.switchLanguage('en');
    await expect(site.page).toHaveURL((url) => url.pathname === '/id/search-result' && url.searchParams.get('q') === 'brights');
    await expect(site.main.getByRole('status')).toBeVisible();
    await expect(site.main.getByRole('searchbox')).toHaveValue('brights');
  });

  test("a remote's own texts change language without a reload", async ({ site }) => {
    // The education hub's link texts come from mf-education's own i18n namespace.
    await site.open('/id/edukasi');
    await expect(site.main.getByRole('link', { name: 'Semua acara Eduvest' })).toBeVisible();
    await expect(site.main.getByText('Belajar investasi', { exact: true })).toBeVisible();
    const marker = await site.markDocument();

    await site.switchLanguage('id');
    await site.expectPage({ path: '/en/education', locale: 'en' });
    await expect(site.main.getByRole('link', { name: 'All Eduvest events' })).toBeVisible();
    await expect(site.main.getByText('Learn investment', { exact: true })).toBeVisible();
    await expect(site.main.getByText('Belajar investasi', { exact: true })).toHaveCount(0);
    await site.expectSameDocument(marker);
  });

  test('the not-found page of an unmatched path switches to the home of the other language', async ({ site, consoleGuard }) => {
    // Chromium reports the 404 document as a console error: expected here.
    consoleGuard.allowFailedLoadsOf('/en/no/such-page');
    await site.open('/en/no/such-page', { status: 404 });
    await site.expectNotFound();
    const marker = await site.markDocument();
    await site.switchLanguage('en');
    await site.expectPage({ path: '/id', locale: 'id' });
    await site.expectSameDocument(marker);
  });
});
