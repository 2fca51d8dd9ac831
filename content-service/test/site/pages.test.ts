import { describe, expect, it } from 'vitest';
import { apiErrorBody, page, single } from '@brids/contracts/schema';
import { get, TARGETS, useApp } from '../helpers.ts';

const LANDING = [
  'home', 'about-us', 'announcement', 'blog', 'blog-editor-board', 'contact-us', 'faq', 'products-and-services', 'promo',
  'search-result', 'stock', 'eba-retail', 'mutual-fund', 'securities', 'digital-facility', 'loss-insurances', 'mppe',
  'priority-customer-gate', 'security-pawn', 'stock-account', 'recommendation', 'company-information-list', 'corporate-action',
  'research-report', 'sapa-mentari', 'education', 'brids-eduvest', 'educational-videos', 'eduvest-register',
  'eduvest-register-success', 'eduvest-register-failed', 'investment-calculator', 'risk-profile', 'risk-profile-result',
];
const one = single(page);

describe.each(TARGETS)('pages (%s)', (target) => {
  const ctx = useApp(target);

  it('answers every landing page in both locales', async () => {
    for (const slug of LANDING) {
      const [id, en] = await Promise.all([get(ctx, `/api/pages/${slug}`), get(ctx, `/api/pages/${slug}?locale=en`)]);
      const pid = one.parse(id.body).data;
      const pen = one.parse(en.body).data;
      expect(pid.kind, slug).toBe('landing');
      expect(pid.slug).toBe(slug);
      expect(pid.summary.length).toBeGreaterThan(0);
      expect(pid.body).toContain('Konten contoh');
      expect(pen.body).toContain('Sample content');
    }
  });

  it('reflects the spec facts in the copy', async () => {
    const gate = one.parse((await get(ctx, '/api/pages/priority-customer-gate?locale=en')).body).data;
    expect(gate.body).toContain('Rp 500 million');
    expect(gate.body).toMatch(/quota/);
    const account = one.parse((await get(ctx, '/api/pages/stock-account?locale=en')).body).data;
    expect(account.body).toMatch(/Regular/);
    expect(account.body).toMatch(/Sharia/);
    expect(account.body).toMatch(/1-year contract/);
  });

  it('filters by kind', async () => {
    const app = await get(ctx, '/api/pages/brights?locale=en&filter[kind]=app,static');
    expect(one.parse(app.body).data.kind).toBe('app');
    for (const slug of ['privacy-policy', 'terms-and-conditions', 'disclaimer']) {
      const res = await get(ctx, `/api/pages/${slug}?filter[kind]=app,static`);
      expect(one.parse(res.body).data.kind).toBe('static');
    }
    const excluded = await get(ctx, '/api/pages/home?filter[kind]=app,static');
    expect(excluded.status).toBe(404);
    apiErrorBody.parse(excluded.body);
    expect((await get(ctx, '/api/pages/home?filter[kind]=landing')).status).toBe(200);
  });

  it('answers 404 for an unknown page and 400 for an unknown kind', async () => {
    expect((await get(ctx, '/api/pages/no-such-page')).status).toBe(404);
    expect((await get(ctx, '/api/pages/Not_A_Slug')).status).toBe(404);
    const bad = await get(ctx, '/api/pages/home?filter[kind]=secret');
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(bad.body).errors).toHaveProperty('filter[kind]');
  });

  it('sanitises HTML when serving it', async () => {
    const { db } = ctx.database;
    const home = await db.selectFrom('pages').select('id').where('slug', '=', 'disclaimer').executeTakeFirstOrThrow();
    await db
      .updateTable('page_translations')
      .set({ body: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">link</a><img src=x onerror=alert(1)></p>' })
      .where('page_id', '=', home.id)
      .where('locale', '=', 'en')
      .execute();
    const body = one.parse((await get(ctx, '/api/pages/disclaimer?locale=en')).body).data.body;
    expect(body).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(body).toContain('Hi');
  });
});
