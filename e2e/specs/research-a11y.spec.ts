// An axe scan (WCAG 2 A/AA; serious or critical violations fail) of every kind of research page, in both
// languages on a desktop and in Indonesian on a phone, with the page's main content and its tables.
import { test } from '../support/fixtures.ts';
import { device, expectAccessible } from '../support/shell.ts';
import type { ContentApi, Locale } from '../support/content.ts';

async function pagesOf(content: ContentApi, locale: Locale): Promise<string[]> {
  const report = await content.first('research-reports', locale);
  const edition = await content.first('sapa-mentari', locale);
  const { slug, news } = await content.companyWithNews(locale);
  return locale === 'en'
    ? [
        '/en/research-report', `/en/research-report/${report.slug}`, '/en/sapa-mentari', `/en/sapa-mentari/${edition.slug}`,
        '/en/corporate-action', '/en/corporate-action?kind=shareholder-meeting', '/en/company-information-list', `/en/company-information-list/${slug}`,
        `/en/company-information-list/${slug}/latest-news`, `/en/company-information-list/${slug}/latest-news/${news}`, '/en/recommendation',
        '/en/research-report?q=no-such-report-anywhere',
      ]
    : [
        '/id/riset-dan-berita/laporan-riset', `/id/riset-dan-berita/laporan-riset/${report.slug}`, '/id/riset-dan-berita/sapa-mentari',
        `/id/riset-dan-berita/sapa-mentari/${edition.slug}`, '/id/riset-dan-berita/aksi-korporasi', '/id/riset-dan-berita/aksi-korporasi?kind=ipo',
        '/id/riset-dan-berita/daftar-informasi-perusahaan', `/id/riset-dan-berita/daftar-informasi-perusahaan/${slug}`,
        `/id/riset-dan-berita/daftar-informasi-perusahaan/${slug}/berita-terkini`,
        `/id/riset-dan-berita/daftar-informasi-perusahaan/${slug}/berita-terkini/${news}`, '/id/rekomendasi',
      ];
}

for (const [width, locales] of [[1280, ['en', 'id']], [375, ['id']]] as const) {
  test.describe(`research pages at ${width} px`, () => {
    test.use({ ...device(width), reducedMotion: 'reduce' });
    for (const locale of locales) {
      test(`axe: every research page kind (${locale})`, async ({ site, page, content }) => {
        // A dozen pages, each loaded and scanned: more than one page's time on a busy two-core machine.
        test.setTimeout(240_000);
        for (const path of await pagesOf(content, locale)) {
          await test.step(path, async () => {
            await site.open(path);
            await expectAccessible(page, 'main', `${path} at ${width} px`);
          });
        }
      });
    }
  });
}
