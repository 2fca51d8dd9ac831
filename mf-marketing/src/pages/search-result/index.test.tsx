// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loaderArgs, pageAnswer, useMarketingRoutes } from '../../test/render.tsx';
import searchPage, { resultHref } from './index.tsx';

beforeAll(useMarketingRoutes);

describe('the site search', () => {
  it('the search asks nothing for fewer than 2 characters, and links a result through its route', async () => {
    const { api, calls } = fakeApi({ '/api/pages/search-result': pageAnswer('search-result') });
    const data = await searchPage.loader!(loaderArgs(api, '/id/search-result?q=a'));
    expect(data.result).toBeNull();
    expect(calls.some((c) => c.startsWith('/api/site-search'))).toBe(false);
    const hit = { kind: 'faq', route: 'faq-detail', params: { slug: 'lupa-pin-brights' }, title: 'Lupa PIN', snippet: [], published_at: null };
    expect(resultHref(hit, 'en')).toBe('/en/faq/lupa-pin-brights');
    expect(resultHref({ ...hit, route: 'no-such-route' }, 'en')).toBeNull();
  });
});
