// Accessibility scan (axe-core, WCAG 2 A and AA) of every kind of marketing page: no serious or
// critical violation in `main`, English on a desktop (1280 px) and Indonesian on a phone (375 px).
// Open parts are scanned open: the stock-account tabs, an FAQ answer. Reduced motion is emulated.
import { test, expect } from '../support/fixtures.ts';
import type { Locale } from '../support/content.ts';
import { device, expectAccessible } from '../support/shell.ts';

const PAGES: Record<Locale, Record<string, string>> = {
  en: {
    home: '/en',
    product: '/en/mutual-fund',
    service: '/en/stock-account',
    'priority gate': '/en/priority-customer-gate',
    overview: '/en/products-and-services',
    'about us': '/en/about-us',
    blog: '/en/blog',
    'editor board': '/en/blog/editor-board',
    announcements: '/en/announcement',
    promos: '/en/promo',
    faq: '/en/faq',
    search: '/en/search-result?q=reksa%20dana',
    'app page': '/en/brights',
    'static page': '/en/privacy-policy',
  },
  id: {
    home: '/id',
    product: '/id/produk-dan-layanan/produk/surat-berharga',
    service: '/id/produk-dan-layanan/layanan/rekening-saham',
    'priority gate': '/id/produk-dan-layanan/layanan/gerbang-nasabah-prioritas',
    overview: '/id/produk-dan-layanan',
    'about us': '/id/tentang-kami',
    blog: '/id/blog',
    'editor board': '/id/blog/editor-board',
    announcements: '/id/pengumuman',
    promos: '/id/promo',
    faq: '/id/faq',
    search: '/id/search-result?q=saham%20dmbp',
    'app page': '/id/brights',
    'static page': '/id/disclaimer',
  },
};

const DETAILS: Record<Locale, { list: string; resource: string; path: (slug: string) => string }[]> = {
  en: [
    { list: 'blog post', resource: '/blog-posts', path: (slug) => `/en/blog/${slug}` },
    { list: 'announcement', resource: '/announcement-items', path: (slug) => `/en/announcement/${slug}` },
    { list: 'promo', resource: '/promo-items', path: (slug) => `/en/promo/${slug}` },
    { list: 'faq question', resource: '/faq-items', path: (slug) => `/en/faq/${slug}` },
  ],
  id: [
    { list: 'blog post', resource: '/blog-posts', path: (slug) => `/id/blog/${slug}` },
    { list: 'announcement', resource: '/announcement-items', path: (slug) => `/id/pengumuman/${slug}` },
    { list: 'promo', resource: '/promo-items', path: (slug) => `/id/promo/${slug}` },
    { list: 'faq question', resource: '/faq-items', path: (slug) => `/id/faq/${slug}` },
  ],
};

for (const [locale, width] of [['en', 1280], ['id', 375]] as const) {
  test.describe(`accessibility of the marketing pages, /${locale} at ${width} px`, () => {
    test.use(device(width));

    test('every page kind has no serious or critical violation', async ({ site, page, content }) => {
      test.setTimeout(360_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [kind, path] of Object.entries(PAGES[locale])) {
        await test.step(`${kind}: ${path}`, async () => {
          await site.open(path);
          if (kind === 'service') {
            const tab = site.main.getByRole('tab').nth(1);
            await tab.click();
            await expect(tab).toHaveAttribute('aria-selected', 'true');
          }
          if (kind === 'faq') {
            const question = site.main.locator('.mk-accordion__heading button').first();
            await question.click();
            await expect(question).toHaveAttribute('aria-expanded', 'true');
          }
          await page.waitForLoadState('networkidle');
          await expectAccessible(page, 'main', `${kind} (${path})`);
        });
      }
      for (const detail of DETAILS[locale]) {
        const { data } = await content.get<{ data: { slug: string }[] }>(detail.resource, locale);
        const path = detail.path(data[0]!.slug);
        await test.step(`${detail.list}: ${path}`, async () => {
          await site.open(path);
          await page.waitForLoadState('networkidle');
          await expectAccessible(page, 'main', `${detail.list} (${path})`);
        });
      }
    });
  });
}
