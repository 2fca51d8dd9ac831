import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locs, ORIGIN, startSite, type Site } from './seo-site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const get = async (url: string, shell = site.shell) => {
  const res = await shell.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.body, type: res.headers['content-type'] };
};

async function api<T>(url: string): Promise<T> {
  return (await site.content.inject({ method: 'GET', url })).json() as T;
}

/** The <url> element of a location. */
const urlElement = (xml: string, loc: string) => new RegExp(`<url><loc>${loc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc>.*?</url>`).exec(xml)?.[0];

describe('/robots.txt', () => {
  it('allows the site and names the sitemap on the public origin', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('/sitemap.xml', () => {
  it('lists the pages of the release in both locales, with lastmod and their other-locale alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    const urls = locs(res.body);
    for (const path of ['/id', '/en', '/id/produk-dan-layanan/produk/saham', '/en/stock', '/id/riset-dan-berita/laporan-riset', '/en/analysis-tools/investment-calculator']) {
      expect(urls).toContain(ORIGIN + path);
    }
    const stock = urlElement(res.body, `${ORIGIN}/en/stock`)!;
    expect(stock).toMatch(/<lastmod>2026-11-20T08:00:00.000Z<\/lastmod>/); // mf_marketing's pin
    expect(stock).toContain(`<xhtml:link rel="alternate" hreflang="id" href="${ORIGIN}/id/produk-dan-layanan/produk/saham"/>`);
    expect(stock).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/id/produk-dan-layanan/produk/saham"/>`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every published entry with its publication date, and nothing unpublished', async () => {
    // A post scheduled for tomorrow: not in the sitemap until then.
    const { id: _ignored, ...model } = await site.db.selectFrom('blog_posts').selectAll().orderBy('id').executeTakeFirstOrThrow();
    await site.db
      .insertInto('blog_posts')
      .values({ ...model, slug: 'scheduled-post', published_at: new Date(Date.now() + 86_400_000).toISOString(), title_id: 'Terjadwal' })
      .execute();
    const { body } = await get('/sitemap.xml', await site.shellWith({}));
    expect(body).not.toContain('scheduled-post');
    const urls = locs(body);
    const blogs = (await api<{ data: { slug: string; published_at: string }[]; meta: { total: number } }>('/api/blog-posts?locale=id&page%5Bsize%5D=50'));
    expect(blogs.data.length).toBe(blogs.meta.total);
    for (const post of blogs.data) {
      for (const locale of ['id', 'en']) {
        const element = urlElement(body, `${ORIGIN}/${locale}/blog/${post.slug}`);
        expect(element, post.slug).toBeDefined();
        expect(element).toContain(`<lastmod>${new Date(post.published_at).toISOString()}</lastmod>`);
      }
    }
    const reports = (await api<{ data: { slug: string }[] }>('/api/research-reports?locale=id&page%5Bsize%5D=50')).data;
    for (const report of reports) expect(urls).toContain(`${ORIGIN}/id/riset-dan-berita/laporan-riset/${report.slug}`);
    expect(urls).toContain(`${ORIGIN}/en/privacy-policy`);
    // The seed's draft (published in 2099) and what was scheduled after the sitemap's list: absent.
    expect(body).not.toContain('draf-panduan-reksa-dana-syariah');
    const now = Date.now();
    for (const [, lastmod] of body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(Date.parse(lastmod!)).toBeLessThanOrEqual(now);
  });

  it('leaves out pages kept from search engines and pages that need params the content does not give', async () => {
    const urls = locs((await get('/sitemap.xml')).body);
    expect(urls).not.toContain(`${ORIGIN}/en/search-result`); // declared noindex
    expect(urls.some((url) => url.includes('/login') || url.includes('/preview/') || url.includes('/pratinjau/'))).toBe(false);
    expect(urls.some((url) => url.includes(':'.concat('slug')) || /\/register$/.test(url))).toBe(false);
    // Every URL of the sitemap answers 200.
    for (const url of urls.filter((_, index) => index % 7 === 0)) {
      expect((await get(url.slice(ORIGIN.length))).status, url).toBe(200);
    }
  });

  it('turns into a sitemap index past the per-file limit, each file within it, together the same URLs', async () => {
    const single = locs((await get('/sitemap.xml')).body);
    const shell = await site.shellWith({ maxUrls: 40 });
    const index = await get('/sitemap.xml', shell);
    expect(index.status).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)].map(([, loc]) => loc!);
    expect(files.length).toBe(Math.ceil(single.length / 40));
    expect(files[0]).toBe(`${ORIGIN}/sitemap-1.xml`);
    const all: string[] = [];
    for (const file of files) {
      const part = await get(file.slice(ORIGIN.length), shell);
      expect(part.status).toBe(200);
      expect(part.body).toContain('<urlset');
      const urls = locs(part.body);
      expect(urls.length).toBeLessThanOrEqual(40);
      all.push(...urls);
    }
    expect(all).toEqual(single);
    expect((await get(`/sitemap-${files.length + 1}.xml`, shell)).status).toBe(404);
    // One file: no numbered files.
    expect((await get('/sitemap-1.xml')).status).toBe(404);
  });

  it('splits by size too (the 50 MB rule), never putting more bytes in a file than allowed', async () => {
    const shell = await site.shellWith({ maxBytes: 20_000 });
    const index = await get('/sitemap.xml', shell);
    const files = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(Buffer.byteLength((await get(file.slice(ORIGIN.length), shell)).body)).toBeLessThanOrEqual(20_000);
  });
});
