// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Breadcrumbs } from '@brids/ui';
import { renderUi } from './render.tsx';

describe('Breadcrumbs', () => {
  it('links each crumb but the current page', async () => {
    await renderUi(
      <Breadcrumbs items={[{ label: 'Beranda', to: '/id' }, { label: 'Riset dan Berita', to: '/id/riset-dan-berita' }, { label: 'Laporan Riset', to: '/id/x' }]} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Remah roti' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Beranda', '/id'],
      ['Riset dan Berita', '/id/riset-dan-berita'],
    ]);
    expect(within(nav).getByText('Laporan Riset').getAttribute('aria-current')).toBe('page');
  });

  it('is named in English on the English site', async () => {
    await renderUi(<Breadcrumbs items={[{ label: 'Home', to: '/en' }, { label: 'Blog' }]} />, 'en');
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeTruthy();
  });
});
