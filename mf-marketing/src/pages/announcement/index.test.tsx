// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, loaderArgs, pageAnswer, renderPage, useMarketingRoutes } from '../../test/render.tsx';
import announcementPage from './index.tsx';

beforeAll(useMarketingRoutes);

describe('the announcement list', () => {
  it('announcements filter by a valid year only, and show "Data tidak ditemukan" when none', async () => {
    const none = { data: [], meta: { page: 1, perPage: 12, total: 0, years: [2026] } };
    const { api, calls } = fakeApi({ '/api/pages/announcement': pageAnswer('announcement'), '/api/announcement-items': none });
    const data = await announcementPage.loader!(loaderArgs(api, '/id/pengumuman?year=2019'));
    expect(calls).toContain('/api/announcement-items?locale=id&page%5Bnumber%5D=1&page%5Bsize%5D=12&filter%5Byear%5D=2019');
    expect((await announcementPage.loader!(loaderArgs(api, '/id/pengumuman?year=abc'))).year).toBeNull();
    await renderPage(<announcementPage.Component data={data} locale="en" />, 'en');
    expect((await screen.findByRole('status')).textContent).toBe('Data tidak ditemukan');
  });
});
