// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FAILS, fakeApi, loaderArgs, pageAnswer, renderPage, useMarketingRoutes } from '../../test/render.tsx';
import promoPage from './index.tsx';

beforeAll(useMarketingRoutes);

describe('the promo list', () => {
  it('a failed list call leaves the page standing and reports the list as failed', async () => {
    // A list endpoint that fails (a 404 would be the page's own: the kit's loadList rethrows it).
    const { api } = fakeApi({ '/api/pages/promo': pageAnswer('promo'), '/api/promo-items': FAILS });
    const data = await promoPage.loader!(loaderArgs(api, '/id/promo'));
    expect(data.list).toEqual({ ok: false });
    await renderPage(<promoPage.Component data={data} locale="en" />, 'en');
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});
