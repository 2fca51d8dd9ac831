// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@brids/contracts';
import { fakeApi, loaderArgs, pageAnswer, useMarketingRoutes } from '../../test/render.tsx';
import { routes } from '../../routes.ts';
import blogPage from './index.tsx';

/** The first-view calls a route declares (its `data`), as the API client asks for them. */
const declared = (name: string, locale: Locale) =>
  (routes.find((r) => r.name === name)?.data ?? []).map((call) => call.replace(':locale', locale));

beforeAll(useMarketingRoutes);

describe('the blog loader', () => {
  it('the blog asks for exactly the calls its route preloads, and a category tab for its own', async () => {
    const empty = { data: [], meta: { page: 1, perPage: 12, total: 0, categories: [], all: 0 } };
    const { api, calls } = fakeApi({ '/api/pages/blog': pageAnswer('blog'), '/api/blog-posts': empty });
    await blogPage.loader!(loaderArgs(api, '/en/blog', 'en'));
    expect(calls.sort()).toEqual(declared('blog', 'en').sort());
    calls.length = 0;
    const data = await blogPage.loader!(loaderArgs(api, '/id/blog?category=lifestyle&page=2'));
    expect(calls).toContain('/api/blog-posts?locale=id&page%5Bnumber%5D=2&page%5Bsize%5D=12&filter%5Bcategory%5D=lifestyle');
    expect(data.category).toBe('lifestyle');
    // A category that is not a slug is ignored, not sent.
    calls.length = 0;
    expect((await blogPage.loader!(loaderArgs(api, '/id/blog?category=%3Cscript%3E'))).category).toBe('all');
    expect(calls.some((c) => c.includes('filter%5Bcategory%5D'))).toBe(false);
  });
});
