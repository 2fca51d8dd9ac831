// The marketing squad's pages as a visitor reads them, in both languages: a product page's sections
// and calls to action, the overview's ten cards, the FAQ accordion by keyboard, a blog category tab,
// a promo's expired badge, announcements by year, and a two-word search that finds a company by ticker.
import { test, expect } from '../support/fixtures.ts';
import { LOCALES, type Locale } from '../support/content.ts';

const TEXTS = {
  en: {
    sections: ['What is Stock Account?', 'Who it is for', 'Account kinds', 'Benefits', 'How to start', 'Requirements', 'Documents you need', 'Fees and costs', 'Risks you should know', 'Related questions'],
    openAccount: 'Open Account',
    downloadForm: 'Download the Form',
    contact: 'Contact Us',
    margin: 'Margin',
    contract: 'Financing contract: 1 year',
    minTotalAssets: 'Minimum total assets',
    quota: 'Remaining quota',
    products: 'Products',
    services: 'Services',
    faqFilter: 'Search the questions',
    categories: 'Categories',
    expired: 'Expired',
    terms: 'Terms and conditions',
    year: 'Year',
    show: 'Show',
    attachments: 'Attachments',
    kinds: 'Kinds of result',
    company: 'Companies',
    noResult: 'No result found',
  },
  id: {
    sections: ['Apa itu Rekening Saham?', 'Untuk siapa', 'Jenis rekening', 'Keuntungan', 'Cara memulai', 'Persyaratan', 'Dokumen yang diperlukan', 'Biaya', 'Risiko yang perlu Anda ketahui', 'Pertanyaan terkait'],
    openAccount: 'Buka Rekening',
    downloadForm: 'Unduh Formulir',
    contact: 'Hubungi Kami',
    margin: 'Margin',
    contract: 'Kontrak pembiayaan: 1 tahun',
    minTotalAssets: 'Total aset minimal',
    quota: 'Sisa kuota',
    products: 'Produk',
    services: 'Layanan',
    faqFilter: 'Cari pertanyaan',
    categories: 'Kategori',
    expired: 'Berakhir',
    terms: 'Syarat dan ketentuan',
    year: 'Tahun',
    show: 'Tampilkan',
    attachments: 'Lampiran',
    kinds: 'Jenis hasil',
    company: 'Perusahaan',
    noResult: 'Hasil tidak ditemukan',
  },
} as const;

const PATHS = {
  en: { stockAccount: '/en/stock-account', gate: '/en/priority-customer-gate', mutualFund: '/en/mutual-fund', overview: '/en/products-and-services', faq: '/en/faq', blog: '/en/blog', promo: '/en/promo', announcement: '/en/announcement', search: '/en/search-result' },
  id: {
    stockAccount: '/id/produk-dan-layanan/layanan/rekening-saham',
    gate: '/id/produk-dan-layanan/layanan/gerbang-nasabah-prioritas',
    mutualFund: '/id/produk-dan-layanan/produk/reksadana',
    overview: '/id/produk-dan-layanan',
    faq: '/id/faq',
    blog: '/id/blog',
    promo: '/id/promo',
    announcement: '/id/pengumuman',
    search: '/id/search-result',
  },
} as const satisfies Record<Locale, unknown>;

interface Offering {
  slug: string;
  title: string;
  faqs: { question: string }[];
  samples: { name: string }[];
  program: { quota_remaining: number } | null;
}

for (const locale of LOCALES) {
  const words = TEXTS[locale];
  const paths = PATHS[locale];

  test.describe(`marketing pages in /${locale}`, () => {
    test('a product page shows its sections, its kinds as tabs and its calls to action', async ({ site, page, content }) => {
      const offering = (await content.get<{ data: Offering }>('/offerings/stock-account', locale)).data;
      const settings = await content.settings(locale);
      await site.open(paths.stockAccount);
      await expect(site.heading).toHaveText(offering.title);
      for (const heading of words.sections) {
        await expect(site.main.getByRole('heading', { level: 2, name: heading, exact: true }), heading).toBeVisible();
      }
      // Numbered steps, a hero through the image optimiser.
      await expect(site.main.locator('ol.mk-steps > li').first()).toBeVisible();
      const hero = site.main.locator('img.mk-offering-hero');
      await expect(hero).toHaveAttribute('src', /^\/_ipx\//);
      await expect(hero).toHaveAttribute('fetchpriority', 'high');

      const header = site.main.locator('header');
      await expect(header.getByRole('link', { name: words.openAccount, exact: true })).toHaveAttribute('href', settings['home-join-now-open-account-url']!);
      await expect(header.getByRole('link', { name: words.downloadForm, exact: true })).toHaveAttribute('href', /\.pdf$/);
      await expect(header.getByRole('link', { name: words.contact, exact: true })).toHaveAttribute('href', locale === 'en' ? '/en/contact-us' : '/id/hubungi-kami');

      // The three kinds as tabs: margin states its 1-year contract and the asset holding it needs.
      const tabs = site.main.getByRole('tablist');
      await expect(tabs.getByRole('tab')).toHaveCount(3);
      await tabs.getByRole('tab', { name: words.margin }).click();
      await expect(tabs.getByRole('tab', { name: words.margin })).toHaveAttribute('aria-selected', 'true');
      const panel = site.main.getByRole('tabpanel');
      await expect(panel).toContainText(words.contract);
      await expect(panel).toContainText(/Rp200[.,]000[.,]000/);
      // Related FAQ from the content service.
      await expect(site.main.getByRole('button', { name: offering.faqs[0]!.question })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(offering.title));
    });

    test('the priority gate states the Rp 500 million rule, its period and remaining quota; mutual funds list sample funds', async ({ site, content }) => {
      const gate = (await content.get<{ data: Offering }>('/offerings/priority-customer-gate', locale)).data;
      await site.open(paths.gate);
      const facts = site.main.locator('dl.mk-facts');
      await expect(facts).toContainText(words.minTotalAssets);
      await expect(facts).toContainText(/Rp500[.,]000[.,]000/);
      await expect(facts).toContainText(words.quota);
      await expect(facts).toContainText(String(gate.program!.quota_remaining));

      const funds = (await content.get<{ data: Offering }>('/offerings/mutual-fund', locale)).data;
      await site.open(paths.mutualFund);
      const table = site.main.getByRole('table').first();
      for (const fund of funds.samples) await expect(table.getByRole('rowheader', { name: fund.name, exact: true })).toBeVisible();
    });

    test('the overview links to all ten products and services with a card each', async ({ site, content }) => {
      const offerings = (await content.get<{ data: { slug: string; title: string }[] }>('/offerings', locale)).data;
      expect(offerings).toHaveLength(10);
      await site.open(paths.overview);
      await expect(site.main.getByRole('heading', { level: 2, name: words.products, exact: true })).toBeVisible();
      await expect(site.main.getByRole('heading', { level: 2, name: words.services, exact: true })).toBeVisible();
      const cards = site.main.locator('article.mk-card');
      await expect(cards).toHaveCount(10);
      for (const offering of offerings) await expect(site.main.getByRole('link', { name: offering.title, exact: true })).toHaveCount(1);
      // A card leads to its page, without a new document.
      const marker = await site.markDocument();
      await site.main.getByRole('link', { name: offerings[0]!.title, exact: true }).click();
      await expect(site.heading).toHaveText(offerings[0]!.title);
      await site.expectSameDocument(marker);
    });

    test('the FAQ opens and closes by keyboard, filters, and links each question', async ({ site, page, content }) => {
      const items = (await content.get<{ data: { slug: string; question: string }[] }>('/faq-items?page[size]=50', locale)).data;
      await site.open(paths.faq);
      const first = site.main.getByRole('button', { name: items[0]!.question, exact: true });
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      await page.keyboard.press('Space');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      // The filter keeps only the questions holding the words; nothing matching shows 'no result found'.
      const filter = site.main.getByRole('searchbox', { name: words.faqFilter });
      await filter.fill('PIN');
      await expect(site.main.getByRole('button', { name: /PIN/ })).toHaveCount(1);
      await filter.fill('zzzz qqqq');
      await expect(site.main.getByText(words.noResult)).toBeVisible();

      // A question's own address: faq/{slug}.
      await site.open(`${paths.faq}/${items[0]!.slug}`);
      await expect(site.heading).toHaveText(items[0]!.question);
    });

    test('a blog category tab shows its posts and counts', async ({ site, page, content }) => {
      const list = await content.get<{ meta: { categories: { slug: string; name: string; count: number }[] } }>('/blog-posts', locale);
      const category = list.meta.categories.find((c) => c.count > 0 && c.count < 12)!;
      await site.open(paths.blog);
      const tablist = site.main.getByRole('tablist', { name: words.categories });
      const tab = tablist.getByRole('tab', { name: new RegExp(`^${category.name}\\s*${category.count}$`) });
      await expect(tab).toBeVisible();
      await tab.click();
      await expect(page).toHaveURL((url) => url.searchParams.get('category') === category.slug);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(site.main.locator('article.mk-card')).toHaveCount(category.count);
      for (const eyebrow of await site.main.locator('.mk-card__eyebrow').allTextContents()) expect(eyebrow).toBe(category.name);
      // A post: cover, author, related posts.
      await site.main.locator('article.mk-card h2 a').first().click();
      await expect(site.main.locator('img.mk-post__cover')).toHaveAttribute('src', /^\/_ipx\//);
      await expect(site.main.locator('.mk-byline')).toBeVisible();
    });

    test('an expired promo carries the expired badge and its terms', async ({ site }) => {
      await site.open(paths.promo);
      const expired = site.main.locator('article.mk-card', { has: site.page.locator('.ui-badge--expired') }).first();
      await expect(expired.locator('.ui-badge--expired')).toHaveText(words.expired);
      const title = (await expired.locator('h2 a').textContent())!;
      await expired.locator('h2 a').click();
      await expect(site.heading).toHaveText(title);
      await expect(site.main.locator('.ui-badge--expired')).toHaveText(words.expired);
      await expect(site.main.getByRole('heading', { name: words.terms })).toBeVisible();
    });

    test('announcements filter by year; a detail offers its PDF', async ({ site, page }) => {
      await site.open(paths.announcement);
      await site.main.getByLabel(words.year).selectOption('2025');
      await site.main.getByRole('button', { name: words.show }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('year') === '2025');
      await expect(site.main.locator('.mk-announcements time').first()).toHaveAttribute('datetime', /^2025-/);
      const dates = await site.main.locator('.mk-announcements time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
      expect(dates.length).toBeGreaterThan(0);
      for (const date of dates) expect(date).toMatch(/^2025-/);
      const withFile = site.main.locator('.mk-announcements li', { has: page.locator('.mk-announcements__files') }).first();
      await withFile.locator('h2 a').click();
      const pdf = site.main.getByRole('link', { name: /\.pdf/ });
      await expect(pdf).toHaveAttribute('href', /^\/media\/[0-9a-f]{32}\.pdf$/);
      const res = await page.request.get((await pdf.getAttribute('href'))!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('pdf');
    });

    test('a search of two words in any order finds a company by its ticker, grouped by kind', async ({ site, page }) => {
      await site.open(`${paths.search}?q=${encodeURIComponent('bank DMBP')}`);
      const tabs = site.main.getByRole('tablist', { name: words.kinds });
      await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      const company = tabs.getByRole('tab', { name: new RegExp(`^${words.company}\\s*\\d+$`) });
      await company.click();
      await expect(page).toHaveURL((url) => url.searchParams.get('kind') === 'company');
      const hit = site.main.locator('.search-hits li').first();
      await expect(hit.getByRole('link')).toHaveText(/DMBP/);
      await expect(hit.locator('mark').first()).toBeVisible();
      await hit.getByRole('link').click();
      await expect(page).toHaveURL(/company-information-list\/demo-bank-persada|daftar-informasi-perusahaan\/demo-bank-persada/);

      await site.open(`${paths.search}?q=${encodeURIComponent('qwertyuiop asdfgh')}`);
      await expect(site.main.getByText(words.noResult)).toBeVisible();

      // A word every squad's content has: each kind's tab is named in the page's language, never by its id.
      await site.open(`${paths.search}?q=${encodeURIComponent(locale === 'en' ? 'investment' : 'investasi')}`);
      const names = await site.main.getByRole('tablist', { name: words.kinds }).getByRole('tab').allTextContents();
      expect(names.length, 'results of several kinds').toBeGreaterThan(3);
      expect(names.filter((name) => /^[a-z]+(-[a-z]+)+\s*\d*$/.test(name.trim())), 'tabs named by a kind id').toEqual([]);
    });
  });
}
