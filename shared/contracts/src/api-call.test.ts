import { describe, expect, it, vi } from 'vitest';
import { createApiClient, lazySchema, type Locale } from '@brids/contracts';
import { list, single, z } from '@brids/contracts/schema';
import { defineGet } from './api-call.ts';
import { pageCall } from './page-call.ts';
import { preloadOf } from './api-preload.ts';

const reports = defineGet({
  path: () => '/research-reports',
  schema: list(z.object({ slug: z.string() })),
  query: ({ locale, category, page }: { locale: Locale; category?: string; page: number }) => ({
    locale,
    'filter[category]': category,
    'page[number]': page,
    'page[size]': 12,
  }),
});
const company = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/companies/${encodeURIComponent(slug)}`,
  schema: single(z.object({ slug: z.string() })),
  query: ({ locale }) => ({ locale }),
});

describe('defineGet and preloadOf', () => {
  it("writes a route's preload as the client sends the call, placeholders kept", () => {
    expect(preloadOf(reports, { locale: ':locale', page: 1 })).toBe('/api/research-reports?locale=:locale&page%5Bnumber%5D=1&page%5Bsize%5D=12');
    expect(preloadOf(company, { slug: ':slug', locale: ':locale' })).toBe('/api/companies/:slug?locale=:locale');
    expect(preloadOf(pageCall, { slug: 'faq', locale: ':locale' })).toBe('/api/pages/faq?locale=:locale');
  });

  it('sends exactly the URL its preload names, and parses the answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify({ data: { slug: 'a b' } }), { status: 200 }));
    const api = createApiClient({ baseUrl: '/api', fetch });
    await expect(company(api, { slug: 'a b', locale: 'en' })).resolves.toEqual({ data: { slug: 'a b' } });
    expect(fetch).toHaveBeenCalledWith('/api/companies/a%20b?locale=en', expect.anything());
    expect(preloadOf(company, { slug: 'a b', locale: 'en' })).toBe('/api/companies/a%20b?locale=en');
  });

  it('keeps only placeholders literal: a real value with a colon is encoded as the client encodes it', () => {
    expect(preloadOf(company, { slug: 'x/y:z', locale: ':locale' })).toBe('/api/companies/x%2Fy%3Az?locale=:locale');
    expect(preloadOf(reports, { locale: ':locale', category: ':locale2', page: 1 })).toContain('filter%5Bcategory%5D=:locale2');
  });
});

describe('preloadOf with a placeholder inside a value', () => {
  const contentPage = defineGet({
    path: ({ slug }: { slug: string; locale: Locale }) => `/pages/${encodeURIComponent(slug)}`,
    schema: single(z.object({ slug: z.string() })),
    query: ({ locale, slug }) => ({ locale, 'filter[key]': `app-${slug}` }),
  });
  it('keeps the placeholder at the end of a value literal', () => {
    expect(preloadOf(contentPage, { slug: ':slug', locale: ':locale' })).toBe('/api/pages/:slug?locale=:locale&filter%5Bkey%5D=app-:slug');
  });
});

describe('a call whose schema is loaded on first use', () => {
  const answer = (body: unknown) => vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(body), { status: 200 }));

  it('parses the answer with the loaded schema: an answer that does not fit is refused', async () => {
    const companySchema = single(z.object({ slug: z.string() }));
    const load = vi.fn<() => Promise<typeof companySchema>>(async () => companySchema);
    const lazyCompany = defineGet({
      path: ({ slug }: { slug: string; locale: Locale }) => `/companies/${slug}`,
      schema: lazySchema(load),
      query: ({ locale }) => ({ locale }),
    });
    await expect(lazyCompany(createApiClient({ baseUrl: '/api', fetch: answer({ data: { slug: 'bbca' } }) }), { slug: 'bbca', locale: 'id' })).resolves.toEqual({
      data: { slug: 'bbca' },
    });
    await expect(lazyCompany(createApiClient({ baseUrl: '/api', fetch: answer({ data: { slug: 7 } }) }), { slug: 'bbca', locale: 'id' })).rejects.toThrow(/invalid_type/);
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloadOf(lazyCompany, { slug: ':slug', locale: ':locale' })).toBe('/api/companies/:slug?locale=:locale');
  });

  it('loads the schema again after a failed load (a chunk that could not be fetched)', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof single>>>()
      .mockRejectedValueOnce(new Error('chunk load failed'))
      .mockResolvedValue(single(z.object({ slug: z.string() })));
    const api = createApiClient({ baseUrl: '/api', fetch: answer({ data: { slug: 'a' } }) });
    const schema = lazySchema(load);
    await expect(api.get('/x', schema)).rejects.toThrow('chunk load failed');
    await expect(api.get('/x', schema)).resolves.toEqual({ data: { slug: 'a' } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
