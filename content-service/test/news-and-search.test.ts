import { describe, expect, it } from 'vitest';
import { apiErrorBody, companyNews, list, searchHit, single } from '@brids/contracts';
import { get, TARGETS, useApp } from './helpers.ts';

const newsList = list(companyNews);
const hits = list(searchHit);

describe.each(TARGETS)('company news (%s)', (target) => {
  const ctx = useApp(target);

  it('lists a company’s news, newest first, paged', async () => {
    const res = newsList.parse((await get(ctx, '/api/companies/demo-energi-nusantara/news?locale=en')).body);
    expect(res.data.length).toBe(3);
    expect(res.meta).toEqual({ page: 1, perPage: 12, total: 3 });
    expect(res.data.every((n) => n.company === 'demo-energi-nusantara')).toBe(true);
    const dates = res.data.map((n) => n.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = newsList.parse((await get(ctx, '/api/companies/demo-energi-nusantara/news?page[size]=1&page[number]=2')).body);
    expect(page.data[0]?.slug).toBe(res.data[1]?.slug);
    const none = newsList.parse((await get(ctx, '/api/companies/demo-pangan-sejahtera/news')).body);
    expect(none).toEqual({ data: [], meta: { page: 1, perPage: 12, total: 0 } });
  });

  it('answers one news item in both locales', async () => {
    const en = single(companyNews).parse((await get(ctx, '/api/companies/demo-bank-persada/news/rups-tahunan?locale=en')).body).data;
    const id = single(companyNews).parse((await get(ctx, '/api/companies/demo-bank-persada/news/rups-tahunan')).body).data;
    expect(en.title).toBe('DMBP Annual Shareholder Meeting Results');
    expect(id.title).toBe('Hasil RUPS Tahunan DMBP');
    expect(en.body).toContain('Sample content');
  });

  it('answers 404 when the company or the news is unknown', async () => {
    for (const url of [
      '/api/companies/no-such-company/news',
      '/api/companies/no-such-company/news/rups-tahunan',
      '/api/companies/demo-bank-persada/news/no-such-news',
      // News of another company is not this company's.
      '/api/companies/demo-energi-nusantara/news/rups-tahunan',
    ]) {
      const res = await get(ctx, url);
      expect(res.status, url).toBe(404);
      apiErrorBody.parse(res.body);
    }
  });
});

describe.each(TARGETS)('search (%s)', (target) => {
  const ctx = useApp(target);

  it('finds entries across collections and pages, title matches first', async () => {
    const res = hits.parse((await get(ctx, '/api/search?filter[q]=margin&locale=en')).body);
    expect(res.meta.total).toBe(res.data.length);
    const keys = res.data.map((h) => `${h.collection}/${h.slug}`);
    expect(keys).toEqual(expect.arrayContaining(['learn-investment/mengenal-rekening-margin', 'pages/stock-account', 'faqs/jenis-rekening-saham']));
    expect(res.data[0]?.title.toLowerCase()).toContain('margin');
  });

  it('searches in the requested locale, case-insensitively, and pages', async () => {
    const id = hits.parse((await get(ctx, '/api/search?filter[q]=REKSADANA')).body);
    expect(id.data.length).toBeGreaterThan(0);
    const en = hits.parse((await get(ctx, '/api/search?filter[q]=reksadana&locale=en')).body);
    expect(en.meta.total).toBeLessThan(id.meta.total);
    const page = hits.parse((await get(ctx, '/api/search?filter[q]=sample&locale=en&page[size]=5&page[number]=2')).body);
    expect(page.meta).toMatchObject({ page: 2, perPage: 5 });
    expect(page.data.length).toBe(5);
  });

  it('narrows to collections', async () => {
    const res = hits.parse((await get(ctx, '/api/search?filter[q]=margin&filter[collection]=pages&locale=en')).body);
    expect(res.data.every((h) => h.collection === 'pages')).toBe(true);
    expect(res.data.length).toBeGreaterThan(0);
  });

  it('leaves out flow pages such as the registration result', async () => {
    const res = hits.parse((await get(ctx, '/api/search?filter[q]=registration&locale=en&filter[collection]=pages')).body);
    expect(res.data.map((h) => h.slug)).not.toContain('eduvest-register-success');
  });

  it('answers 422 when filter[q] is missing or shorter than 2 characters', async () => {
    for (const url of ['/api/search', '/api/search?filter[q]=', '/api/search?filter[q]=a', '/api/search?filter[q]=%20%20b%20']) {
      const res = await get(ctx, url);
      expect(res.status, url).toBe(422);
      const error = apiErrorBody.parse(res.body);
      expect(error.message).toMatch(/filter\[q\]/);
      expect(error.errors?.['filter[q]']).toBeDefined();
    }
  });

  it('treats LIKE wildcards and quotes as text', async () => {
    for (const q of ['%%', '__', "' or 1=1 --", '\\%']) {
      const res = await get(ctx, `/api/search?filter[q]=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(hits.parse(res.body).data).toEqual([]);
    }
  });
});
