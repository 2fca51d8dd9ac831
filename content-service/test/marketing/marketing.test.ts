import { describe, expect, it } from 'vitest';
import { collection, single } from '@brids/contracts/schema';
import {
  about, announcement, announcementList, blogPost, blogPostList, editor, faqCategory, faqItem, homeContent, offering, offeringSummary, promo,
  promoSummary, searchResultList,
} from '@brids/contracts/marketing';
import { list } from '@brids/contracts/schema';
import { z } from '@brids/contracts/schema';
import { TARGETS, get, useApp } from '../helpers.ts';
import { promoStatus, snippetText } from './support.ts';
import { sampleMedia } from '../../src/media/sample.ts';

const TEN = ['stock', 'eba-retail', 'securities', 'mutual-fund', 'digital-facility', 'loss-insurances', 'mppe', 'priority-customer-gate', 'security-pawn', 'stock-account'];

describe.each(TARGETS)('marketing resources on %s', (target) => {
  const context = useApp(target);

  it('lists the ten products and services, in both languages', async () => {
    for (const locale of ['id', 'en']) {
      const res = await get(context, `/api/offerings?locale=${locale}`);
      expect(res.status).toBe(200);
      const { data } = z.parse(collection(offeringSummary), res.body);
      expect(data.map((o) => o.slug).sort()).toEqual([...TEN].sort());
    }
    const products = z.parse(collection(offeringSummary), (await get(context, '/api/offerings?filter[kind]=product')).body);
    expect(products.data.map((o) => o.slug)).toEqual(['stock', 'eba-retail', 'securities', 'mutual-fund']);
  });

  it('answers every offering with its sections; the specifics of the spec are there', async () => {
    for (const slug of TEN) {
      const res = await get(context, `/api/offerings/${slug}?locale=en`);
      expect(res.status, slug).toBe(200);
      const { data } = z.parse(single(offering), res.body);
      expect(data.benefits.length, slug).toBeGreaterThan(0);
      expect(data.steps.length, slug).toBeGreaterThan(1);
      expect(data.risks.some((r) => r.includes('OJK')), slug).toBe(true);
    }
    const account = z.parse(single(offering), (await get(context, '/api/offerings/stock-account?locale=id')).body).data;
    expect(account.variants.map((v) => v.key)).toEqual(['regular', 'margin', 'sharia']);
    const margin = account.variants.find((v) => v.key === 'margin')!;
    expect(margin.contract_months).toBe(12);
    expect(margin.min_asset_holding).toBeGreaterThan(0);
    const gate = z.parse(single(offering), (await get(context, '/api/offerings/priority-customer-gate')).body).data;
    expect(gate.program).toMatchObject({ min_total_assets: 500_000_000, quota: 250, quota_remaining: 63 });
    const funds = z.parse(single(offering), (await get(context, '/api/offerings/mutual-fund?locale=en')).body).data;
    expect(funds.samples.length).toBeGreaterThanOrEqual(4);
    expect(new Set(funds.samples.map((s) => s.risk_level))).toEqual(new Set(['low', 'moderate', 'high']));
    expect(funds.faqs.length).toBeGreaterThan(0);
  });

  it('answers FAQ categories, filtered by words, and one question by slug', async () => {
    const all = z.parse(collection(faqCategory), (await get(context, '/api/faq-categories?locale=en')).body).data;
    expect(all.map((c) => c.slug)).toEqual(['account', 'trading', 'products', 'brights']);
    const pin = z.parse(collection(faqCategory), (await get(context, '/api/faq-categories?locale=en&filter[q]=PIN%20forgot')).body).data;
    expect(pin.flatMap((c) => c.items.map((i) => i.slug))).toEqual(['lupa-pin-brights']);
    const none = z.parse(collection(faqCategory), (await get(context, '/api/faq-categories?filter[q]=zzzz')).body).data;
    expect(none).toEqual([]);
    const one = await get(context, '/api/faq-items/lupa-pin-brights?locale=en');
    expect(z.parse(single(faqItem), one.body).data.question).toMatch(/PIN/);
  });

  it('pages blog posts with category counts, and answers a post with its author and related posts', async () => {
    const first = z.parse(blogPostList, (await get(context, '/api/blog-posts?locale=en&page[size]=12')).body);
    expect(first.data).toHaveLength(12);
    expect(first.meta.total).toBe(first.meta.all);
    expect(first.meta.categories.reduce((n, c) => n + c.count, 0)).toBe(first.meta.all);
    const dates = first.data.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const lifestyle = z.parse(blogPostList, (await get(context, '/api/blog-posts?filter[category]=lifestyle&page[size]=50')).body);
    expect(lifestyle.data.every((p) => p.category.slug === 'lifestyle')).toBe(true);
    expect(lifestyle.meta.total).toBe(first.meta.categories.find((c) => c.slug === 'lifestyle')!.count);
    const post = z.parse(single(blogPost), (await get(context, `/api/blog-posts/${first.data[0]!.slug}?locale=en`)).body).data;
    expect(post.author.photo.url).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect(post.related.length).toBeGreaterThan(0);
    expect(post.related.every((r) => r.category.slug === post.category.slug && r.slug !== post.slug)).toBe(true);
    const editors = z.parse(collection(editor), (await get(context, '/api/editors?locale=en')).body).data;
    expect(editors.length).toBeGreaterThanOrEqual(3);
  });

  it('lists announcements newest first with the years, filters by year, and answers attachments', async () => {
    const res = z.parse(announcementList, (await get(context, '/api/announcement-items?page[size]=50')).body);
    expect(res.meta.years).toEqual([2026, 2025, 2024]);
    const y2025 = z.parse(announcementList, (await get(context, '/api/announcement-items?filter[year]=2025&page[size]=50')).body);
    expect(y2025.data.every((a) => a.published_at.startsWith('2025'))).toBe(true);
    expect(y2025.meta.total).toBe(12);
    const empty = z.parse(announcementList, (await get(context, '/api/announcement-items?filter[year]=2019')).body);
    expect(empty.data).toEqual([]);
    const withPdf = res.data.find((a) => a.attachment_count > 0)!;
    const detail = z.parse(single(announcement), (await get(context, `/api/announcement-items/${withPdf.slug}`)).body).data;
    expect(detail.attachments[0]!.url).toMatch(/\.pdf$/);
  });

  it('answers promos with their status: running ones first, expired last', async () => {
    const res = z.parse(list(promoSummary), (await get(context, '/api/promo-items?locale=en&page[size]=50')).body);
    const statuses = res.data.map((p) => p.status);
    expect(statuses).toContain('active');
    expect(statuses).toContain('ending-soon');
    expect(statuses).toContain('expired');
    expect(statuses.indexOf('expired')).toBeGreaterThan(statuses.lastIndexOf('active'));
    const expired = z.parse(list(promoSummary), (await get(context, '/api/promo-items?filter[status]=expired')).body);
    expect(expired.data.every((p) => p.status === 'expired')).toBe(true);
    const detail = z.parse(single(promo), (await get(context, '/api/promo-items/promo-ramadan-2026?locale=en')).body).data;
    expect(detail.status).toBe('expired');
    expect(detail.terms.length).toBeGreaterThan(0);
  });

  it('answers the about-us parts: vision, missions, management with photos, licences, awards, offices', async () => {
    const { data } = z.parse(single(about), (await get(context, '/api/about?locale=en')).body);
    expect(data.vision).toBeTruthy();
    expect(data.missions.length).toBeGreaterThan(1);
    expect(data.management.map((m) => m.photo?.url)).toContain(sampleMedia('/images/marketing/management/direktur-utama.jpg'));
    for (const part of [data.licences, data.awards, data.offices]) expect(part.length).toBeGreaterThan(0);
  });

  it('answers the home page content: slides and quick links from the CMS', async () => {
    const home = z.parse(single(homeContent), (await get(context, '/api/home?locale=en')).body).data;
    expect(home.slides.length).toBeGreaterThan(1);
    expect(home.quick_links.map((l) => l.route)).toContain('stock-account');
  });

  it('searches words in any order, ranked, grouped by kind, a company by its ticker, with safe snippets', async () => {
    const res = await get(context, '/api/site-search?locale=en&filter[q]=fund%20mutual');
    expect(res.status).toBe(200);
    const found = z.parse(searchResultList, res.body);
    expect(found.meta.total).toBeGreaterThan(0);
    expect(found.data.slice(0, 3).map((h) => h.route)).toContain('mutual-fund');
    expect(found.meta.kinds.reduce((n, k) => n + k.count, 0)).toBe(found.meta.all);
    expect(found.data[0]!.snippet.some((p) => p.mark)).toBe(true);
    const company = z.parse(searchResultList, (await get(context, '/api/site-search?locale=id&filter[q]=dmbp%20bank')).body);
    expect(company.data.some((h) => h.kind === 'company' && h.route === 'company-information')).toBe(true);
    const onlyFaq = z.parse(searchResultList, (await get(context, '/api/site-search?locale=id&filter[q]=rekening&filter[kind]=faq')).body);
    expect(onlyFaq.data.length).toBeGreaterThan(0);
    expect(onlyFaq.data.every((h) => h.kind === 'faq')).toBe(true);
    expect(onlyFaq.meta.all).toBeGreaterThan(onlyFaq.meta.total);
    const none = z.parse(searchResultList, (await get(context, '/api/site-search?filter[q]=qwertyuiop')).body);
    expect(none.meta.total).toBe(0);
    // Query syntax of either engine is only words here.
    for (const q of ['"', 'a* OR', 'NEAR(x y)', "') or 1=1 --", '&|!:*']) {
      const odd = await get(context, `/api/site-search?filter[q]=${encodeURIComponent(q)}`);
      expect([200, 422], q).toContain(odd.status);
    }
  });

  it('answers bad input with 4xx, never 5xx', async () => {
    const cases: [string, number][] = [
      ['/api/offerings/unknown-page', 404],
      ['/api/offerings/..%2Fsecret', 404],
      ['/api/offerings?filter[kind]=other', 400],
      ['/api/offerings?locale=fr', 400],
      ['/api/faq-items/nope', 404],
      ['/api/faq-categories?filter[q]=' + 'x'.repeat(300), 400],
      ['/api/blog-posts?page[number]=0', 400],
      ['/api/blog-posts?page[size]=500', 400],
      ['/api/blog-posts?filter[category]=Bad%20Slug', 400],
      ['/api/blog-posts?filter[author]=x', 400],
      ['/api/blog-posts/nope', 404],
      ['/api/announcement-items?filter[year]=abcd', 400],
      ['/api/announcement-items?filter[year]=2026&filter[year]=2025', 400],
      ['/api/announcement-items/nope', 404],
      ['/api/promo-items?filter[status]=forever', 400],
      ['/api/promo-items/nope', 404],
      ['/api/home?locale=xx', 400],
      ['/api/about?locale=xx', 400],
      ['/api/editors?sort=name', 400],
      ['/api/faq-items?page[size]=0', 400],
      ['/api/faq-items/Bad_Slug', 404],
      ['/api/site-search', 422],
      ['/api/site-search?filter[q]=a', 422],
      ['/api/site-search?filter[q]=%20%20!!', 422],
      ['/api/site-search?filter[q]=bank&filter[kind]=BAD!', 400],
      ['/api/site-search?filter[q]=bank&page[number]=x', 400],
    ];
    for (const [url, status] of cases) {
      const res = await get(context, url);
      expect(res.status, url).toBe(status);
      expect((res.body as { message: string }).message, url).toBeTruthy();
    }
  });
});

describe('promo status and snippets', () => {
  it('counts a promo as ending soon in its last 7 days and expired after its last day', () => {
    expect(promoStatus('2026-11-30', '2026-11-24')).toBe('ending-soon');
    expect(promoStatus('2026-12-31', '2026-11-24')).toBe('active');
    expect(promoStatus('2026-11-23', '2026-11-24')).toBe('expired');
    expect(promoStatus('2026-11-24', '2026-11-24')).toBe('ending-soon');
  });
  it('marks every word that starts with a query word, ignoring case and accents, as plain text', () => {
    expect(snippetText('<b>Saham</b> dan reksa dana: Reksadana pasar uang', ['reksa'])).toBe('<b>Saham</b> dan [reksa] dana: [Reksadana] pasar uang');
  });
});
