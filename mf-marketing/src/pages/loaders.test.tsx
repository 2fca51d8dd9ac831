// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Locale } from '@brids/contracts';
import { fakeApi, renderPage, useMarketingRoutes } from '../../test/render.tsx';
import { routes } from '../routes.ts';
import blogPage from './blog/index.tsx';
import announcementPage from './announcement/index.tsx';
import promoPage from './promo/index.tsx';
import searchPage, { resultHref } from './search-result/index.tsx';
import { filterFaq } from './faq/faq-filter.ts';

const PAGE = (slug: string) => ({ data: { slug, kind: 'landing', title: slug, summary: '', body: '', image: null } });
const args = (api: ReturnType<typeof fakeApi>['api'], path: string, locale: Locale = 'id') => {
  const url = new URL(`http://site${path}`);
  return { api, locale, params: {}, request: new Request(url), url };
};
/** The first-view calls a route declares (its `data`), as the API client asks for them. */
const declared = (name: string, locale: Locale) =>
  (routes.find((r) => r.name === name)?.data ?? []).map((call) => call.replace(':locale', locale));

beforeAll(useMarketingRoutes);

describe('list loaders', () => {
  it('the blog asks for exactly the calls its route preloads, and a category tab for its own', async () => {
    const empty = { data: [], meta: { page: 1, perPage: 12, total: 0, categories: [], all: 0 } };
    const { api, calls } = fakeApi({ '/api/pages/blog': PAGE('blog'), '/api/blog-posts': empty });
    await blogPage.loader!(args(api, '/en/blog', 'en'));
    expect(calls.sort()).toEqual(declared('blog', 'en').sort());
    calls.length = 0;
    const data = await blogPage.loader!(args(api, '/id/blog?category=lifestyle&page=2'));
    expect(calls).toContain('/api/blog-posts?locale=id&page%5Bnumber%5D=2&page%5Bsize%5D=12&filter%5Bcategory%5D=lifestyle');
    expect(data.category).toBe('lifestyle');
    // A category that is not a slug is ignored, not sent.
    calls.length = 0;
    expect((await blogPage.loader!(args(api, '/id/blog?category=%3Cscript%3E'))).category).toBe('all');
    expect(calls.some((c) => c.includes('filter%5Bcategory%5D'))).toBe(false);
  });

  it('a failed list call leaves the page standing and reports the list as failed', async () => {
    const { api } = fakeApi({ '/api/pages/promo': PAGE('promo') });
    const data = await promoPage.loader!(args(api, '/id/promo'));
    expect(data.list).toEqual({ ok: false });
    await renderPage(<promoPage.Component data={data} locale="en" />, 'en');
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });

  it('announcements filter by a valid year only, and show "Data tidak ditemukan" when none', async () => {
    const none = { data: [], meta: { page: 1, perPage: 12, total: 0, years: [2026] } };
    const { api, calls } = fakeApi({ '/api/pages/announcement': PAGE('announcement'), '/api/announcement-items': none });
    const data = await announcementPage.loader!(args(api, '/id/pengumuman?year=2019'));
    expect(calls).toContain('/api/announcement-items?locale=id&page%5Bnumber%5D=1&page%5Bsize%5D=12&filter%5Byear%5D=2019');
    expect((await announcementPage.loader!(args(api, '/id/pengumuman?year=abc'))).year).toBeNull();
    await renderPage(<announcementPage.Component data={data} locale="en" />, 'en');
    expect((await screen.findByRole('status')).textContent).toBe('Data tidak ditemukan');
  });

  it('the search asks nothing for fewer than 2 characters, and links a result through its route', async () => {
    const { api, calls } = fakeApi({ '/api/pages/search-result': PAGE('search-result') });
    const data = await searchPage.loader!(args(api, '/id/search-result?q=a'));
    expect(data.result).toBeNull();
    expect(calls.some((c) => c.startsWith('/api/site-search'))).toBe(false);
    const hit = { kind: 'faq', route: 'faq-detail', params: { slug: 'lupa-pin-brights' }, title: 'Lupa PIN', snippet: [], published_at: null };
    expect(resultHref(hit, 'en')).toBe('/en/faq/lupa-pin-brights');
    expect(resultHref({ ...hit, route: 'no-such-route' }, 'en')).toBeNull();
  });
});

describe('the FAQ filter', () => {
  const categories = [
    { slug: 'brights', name: 'BRIGHTS', items: [
      { slug: 'lupa-pin', category: 'brights', question: 'Saya lupa PIN', answer: '<p>Pilih “Lupa PIN”.</p>' },
      { slug: 'perangkat', category: 'brights', question: 'Perangkat apa?', answer: '<p>Android dan iOS.</p>' },
    ] },
    { slug: 'account', name: 'Rekening', items: [{ slug: 'rdn', category: 'account', question: 'Apa itu RDN?', answer: '<p>Rekening dana nasabah.</p>' }] },
  ];
  it('keeps the questions holding every word, in any order and case, and drops empty categories', () => {
    expect(filterFaq(categories, 'pin LUPA').flatMap((c) => c.items.map((i) => i.slug))).toEqual(['lupa-pin']);
    expect(filterFaq(categories, 'rekening').map((c) => c.slug)).toEqual(['account']);
    expect(filterFaq(categories, '   ')).toBe(categories);
    expect(filterFaq(categories, 'p strong')).toEqual([]);
  });
});
