// The head the server writes (title, description, canonical, hreflang, Open Graph, JSON-LD) is
// still there, once, after the app has hydrated and after client-side navigations; the page's own
// document.title updates keep working.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { SITE_URL } from '../support/env.ts';

/** What the document's head holds now, as the browser sees it. */
async function headTags(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => [...document.head.querySelectorAll(selector)];
    const attr = (selector: string, name: string) => all(selector).map((el) => el.getAttribute(name) ?? '');
    return {
      titles: all('title').length,
      descriptions: attr('meta[name="description"]', 'content'),
      canonicals: attr('link[rel="canonical"]', 'href'),
      hreflangs: all('link[rel="alternate"][hreflang]').map((el) => `${el.getAttribute('hreflang')} ${el.getAttribute('href')}`),
      ogTitles: attr('meta[property="og:title"]', 'content'),
      ogImages: attr('meta[property="og:image"]', 'content'),
      jsonLd: all('script[type="application/ld+json"]').map((el) => (JSON.parse(el.textContent ?? 'null') as { '@type': string })['@type']),
    };
  });
}

test.describe('the head written by the server, after hydration', () => {
  test('a blog post keeps one set of head tags while the app takes over and navigates', async ({ site, content }) => {
    const post = await content.first('blog-posts', 'en');
    const postId = await content.entry('blog-posts', post.slug, 'id');
    await site.open(`/en/blog/${post.slug}`);
    // The page sets its own title once it rendered: the entry's title, as the server said.
    await expect(site.page).toHaveTitle(new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const head = await headTags(site.page);
    expect(head.titles).toBe(1);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).not.toBe('');
    expect(head.canonicals).toEqual([`${SITE_URL}/en/blog/${post.slug}`]);
    expect(head.hreflangs.sort()).toEqual(
      [`en ${SITE_URL}/en/blog/${post.slug}`, `id ${SITE_URL}/id/blog/${post.slug}`, `x-default ${SITE_URL}/id/blog/${post.slug}`].sort(),
    );
    expect(head.ogTitles).toEqual([post.title]);
    expect(head.ogImages).toHaveLength(1);
    expect(head.ogImages[0]).toMatch(new RegExp(`^${SITE_URL}/_ipx/`));
    expect(head.jsonLd.filter((type) => type === 'BreadcrumbList')).toHaveLength(1);

    // A client-side navigation (the language switch): the page's title follows, nothing is duplicated.
    const marker = await site.markDocument();
    await site.switchLanguage('en');
    await expect(site.page).toHaveURL(`/id/blog/${post.slug}`);
    await site.expectRendered();
    await expect(site.page).toHaveTitle(new RegExp(postId.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await site.expectSameDocument(marker);
    const after = await headTags(site.page);
    expect(after.titles).toBe(1);
    expect(after.descriptions).toHaveLength(1);
    expect(after.canonicals).toHaveLength(1);
    expect(after.hreflangs).toHaveLength(3);
    expect(after.jsonLd.filter((type) => type === 'BreadcrumbList')).toHaveLength(1);
  });

  test('the home page carries the organisation and its own title after hydration', async ({ site }) => {
    const response = await site.open('/id');
    // The first HTML, as a crawler reads it.
    const html = await response.text();
    expect(html).toContain('<link rel="canonical" href="' + SITE_URL + '/id">');
    expect(html).toMatch(/<script type="application\/ld\+json">\{[^<]*"@type":"FinancialService"/);
    const head = await headTags(site.page);
    expect(head.titles).toBe(1);
    expect(await site.page.title()).toContain('BRI Danareksa Sekuritas');
    expect(head.jsonLd.filter((type) => type === 'FinancialService')).toHaveLength(1);
    expect(head.jsonLd.filter((type) => type === 'BreadcrumbList')).toHaveLength(1);
    expect(head.hreflangs).toContain(`x-default ${SITE_URL}/id`);
    expect(head.ogImages).toEqual([`${SITE_URL}/_ipx/w_1280,f_jpeg/images/og/default.jpg`]);
    // The preview image a chat app would fetch.
    const image = await site.page.request.get(head.ogImages[0]!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
  });

  test('robots.txt names the sitemap, which lists the pinned pages and published entries that answer 200', async ({ site, content }) => {
    const request = site.page.request;
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    const post = await content.first('blog-posts', 'en');
    expect(urls).toContain(`${SITE_URL}/en/blog/${post.slug}`);
    expect(urls).toContain(`${SITE_URL}/id/produk-dan-layanan/produk/saham`);
    for (const url of [urls[0]!, urls[Math.floor(urls.length / 2)]!, urls.at(-1)!]) {
      expect((await request.get(url)).status(), url).toBe(200);
    }
  });
});
