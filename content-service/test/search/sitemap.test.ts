import { describe, expect, it } from 'vitest';
import { LOCALES } from '@brids/contracts';
import { sitemapDocuments, type SitemapDocument } from '../../src/search/sitemap-documents.ts';
import type { SearchDocument, SearchSource } from '../../src/search/source.ts';
import { get, TARGETS, useApp } from '../helpers.ts';

const key = (doc: SitemapDocument) => `${doc.route} ${doc.locale} ${JSON.stringify(doc.params)}`;

describe.each(TARGETS)('GET /api/sitemap (%s)', (target) => {
  const ctx = useApp(target);

  const documents = async () => {
    const res = await get(ctx, '/api/sitemap');
    expect(res.status).toBe(200);
    return (res.body as { data: SitemapDocument[] }).data;
  };

  it('lists every published blog post, research report and event in both locales, with its date', async () => {
    const docs = await documents();
    for (const [call, route] of [
      ['blog-posts', 'blog-detail'],
      ['research-reports', 'research-report-detail'],
      ['eduvest-events?filter%5Bperiod%5D=past', 'brids-eduvest-detail'],
    ] as const) {
      const list = await get(ctx, `/api/${call}${call.includes('?') ? '&' : '?'}locale=en&page%5Bsize%5D=50`);
      const published = (list.body as { data: { slug: string; published_at: string }[] }).data;
      expect(published.length).toBeGreaterThan(0);
      for (const item of published) {
        for (const locale of LOCALES) {
          const doc = docs.find((d) => d.route === route && d.locale === locale && d.params.slug === item.slug);
          expect(doc, `${route} ${item.slug} (${locale})`).toBeDefined();
          expect(doc!.lastmod).toBe(item.published_at);
        }
      }
    }
  });

  it('lists the latest news of companies with both params, the landing pages and the static pages', async () => {
    const docs = await documents();
    const news = docs.find((d) => d.route === 'company-latest-news-detail' && d.locale === 'id');
    expect(news?.params).toEqual({ slug: expect.any(String), news: expect.any(String) });
    const item = await get(ctx, `/api/companies/${news!.params.slug}/news/${news!.params.news}?locale=id`);
    expect(item.status).toBe(200);
    expect(docs).toContainEqual({ route: 'faq', params: {}, locale: 'en', lastmod: null });
    expect(docs).toContainEqual({ route: 'content-page', params: { slug: 'privacy-policy' }, locale: 'id', lastmod: null });
  });

  it('never lists a draft or anything published in the future, and nothing twice', async () => {
    const docs = await documents();
    expect(docs.some((d) => d.params.slug === 'draf-panduan-reksa-dana-syariah')).toBe(false);
    const now = new Date().toISOString();
    expect(docs.filter((d) => d.lastmod && d.lastmod > now)).toEqual([]);
    expect(new Set(docs.map(key)).size).toBe(docs.length);
  });

  it('refuses list parameters it does not take (400), as every resource does', async () => {
    expect((await get(ctx, '/api/sitemap?filter%5Broute%5D=blog')).status).toBe(400);
    expect((await get(ctx, '/api/sitemap?page%5Bsize%5D=10')).status).toBe(400);
  });

  it("takes the squads' search sources: published documents only, merged by route and params", async () => {
    const past = '2026-01-05T00:00:00.000Z';
    const source: SearchSource = async (): Promise<SearchDocument[]> => [
      { kind: 'report', locale: 'en', route: 'research-report-detail', params: { slug: 'typed-report' }, title: 'A', summary: '', text: '', published_at: past },
      { kind: 'report', locale: 'en', route: 'research-report-detail', params: { slug: 'scheduled-report' }, title: 'B', summary: '', text: '', published_at: '2099-01-01T00:00:00.000Z' },
      { kind: 'product', locale: 'id', route: 'stock', params: {}, title: 'Saham', summary: '', text: '' },
      { kind: 'product', locale: 'id', route: 'stock', params: {}, title: 'Saham', summary: '', text: '', published_at: past },
    ];
    const docs = await sitemapDocuments(ctx.database.db, [source]);
    expect(docs).toContainEqual({ route: 'research-report-detail', params: { slug: 'typed-report' }, locale: 'en', lastmod: past });
    expect(docs.some((d) => d.params.slug === 'scheduled-report')).toBe(false);
    expect(docs.filter((d) => d.route === 'stock' && d.locale === 'id')).toEqual([{ route: 'stock', params: {}, locale: 'id', lastmod: past }]);
    expect(new Set(docs.map(key)).size).toBe(docs.length);
  });
});
