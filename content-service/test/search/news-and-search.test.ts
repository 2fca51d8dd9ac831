import { describe, expect, it } from 'vitest';
import { apiErrorBody, list, searchHit } from '@brids/contracts/schema';
import { get, TARGETS, useApp } from '../helpers.ts';

const hits = list(searchHit);

describe.each(TARGETS)('search (%s)', (target) => {
  const ctx = useApp(target);

  it('finds entries across collections and pages, title matches first', async () => {
    const res = hits.parse((await get(ctx, '/api/search?filter[q]=margin&locale=en')).body);
    expect(res.meta.total).toBe(res.data.length);
    const keys = res.data.map((h) => `${h.collection}/${h.slug}`);
    expect(keys).toEqual(expect.arrayContaining(['pages/stock-account', 'faqs/jenis-rekening-saham']));
    // Title matches first (the education squad's content left these entries for its own search source).
    const account = hits.parse((await get(ctx, '/api/search?filter[q]=account&locale=en&page[size]=50')).body).data;
    const inTitle = account.map((h) => h.title.toLowerCase().includes('account'));
    expect(inTitle[0]).toBe(true);
    expect(inTitle.indexOf(false) === -1 || inTitle.lastIndexOf(true) < inTitle.indexOf(false)).toBe(true);
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
