import { describe, expect, it, vi } from 'vitest';
import { createApiClient, list, single, z, type Locale } from '@brids/contracts';
import { defineGet, pageCall, segment } from './api-call.ts';

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
  path: ({ slug }: { slug: string; locale: Locale }) => `/companies/${segment(slug)}`,
  schema: single(z.object({ slug: z.string() })),
  query: ({ locale }) => ({ locale }),
});

describe('defineGet', () => {
  it("writes a route's preload as the client sends the call, placeholders kept", () => {
    expect(reports.preload({ locale: ':locale', page: 1 })).toBe('/api/research-reports?locale=:locale&page%5Bnumber%5D=1&page%5Bsize%5D=12');
    expect(company.preload({ slug: ':slug', locale: ':locale' })).toBe('/api/companies/:slug?locale=:locale');
    expect(pageCall.preload({ slug: 'faq', locale: ':locale' })).toBe('/api/pages/faq?locale=:locale');
  });

  it('keeps a placeholder that ends a query value (a slug with a prefix)', () => {
    const app = defineGet({
      path: () => '/components',
      schema: single(z.object({ slug: z.string() })),
      query: ({ slug, locale }: { slug: string; locale: Locale }) => ({ 'filter[slug]': `app-${slug}`, locale }),
    });
    expect(app.preload({ slug: ':slug', locale: ':locale' })).toBe('/api/components?filter%5Bslug%5D=app-:slug&locale=:locale');
  });

  it('sends exactly the URL its preload names, and parses the answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify({ data: { slug: 'a b' } }), { status: 200 }));
    const api = createApiClient({ baseUrl: '/api', fetch });
    await expect(company(api, { slug: 'a b', locale: 'en' })).resolves.toEqual({ data: { slug: 'a b' } });
    expect(fetch).toHaveBeenCalledWith('/api/companies/a%20b?locale=en', expect.anything());
    expect(company.preload({ slug: 'a b', locale: 'en' })).toBe('/api/companies/a%20b?locale=en');
  });

  it('keeps a placeholder segment and encodes any other', () => {
    expect(segment(':slug')).toBe(':slug');
    expect(segment('x/y:z')).toBe('x%2Fy%3Az');
  });
});
