import { describe, expect, it } from 'vitest';
import type { RouteDeclaration } from '@brids/contracts';
import {
  composeRouteTable,
  localeOfPath,
  localePath,
  parseRouteId,
  setRouteTable,
  switchLocalePath,
} from '@brids/platform/route-table';
import { routes as marketing } from '../../../mf-marketing/src/routes.ts';
import { routes as research } from '../../../mf-research/src/routes.ts';
import { routes as education } from '../../../mf-education/src/routes.ts';
import { routes as tools } from '../../../mf-tools/src/routes.ts';

const remotes: Record<string, { routes: RouteDeclaration[] }> = {
  mf_marketing: { routes: marketing },
  mf_research: { routes: research },
  mf_education: { routes: education },
  mf_tools: { routes: tools },
};

describe('composeRouteTable', () => {
  const table = composeRouteTable(remotes);

  it('gives every declared route one entry per locale, named <name>___<locale>', () => {
    const declared = Object.values(remotes).flatMap((r) => r.routes).length;
    expect(table).toHaveLength(declared * 2);
    const stock = table.filter((r) => r.name === 'stock');
    expect(stock.map((r) => [r.id, r.path])).toEqual([
      ['stock___id', '/id/produk-dan-layanan/produk/saham'],
      ['stock___en', '/en/stock'],
    ]);
  });

  it('keeps the remote and exposed module of each route', () => {
    const report = table.find((r) => r.id === 'research-report-detail___id');
    expect(report).toMatchObject({
      remote: 'mf_research',
      module: './pages/research-report-detail',
      path: '/id/riset-dan-berita/laporan-riset/:slug',
    });
  });

  it('maps home to the bare locale prefix', () => {
    expect(table.filter((r) => r.name === 'home').map((r) => r.path).sort()).toEqual(['/en', '/id']);
  });

  it.each([
    ['/en/stock', 'stock'],
    ['/id/produk-dan-layanan/layanan/fasilitas-digital', 'digital-facility'],
    ['/en/digital-facility', 'digital-facility'],
    ['/en/company-information-list/:slug/latest-news/:news', 'company-latest-news-detail'],
    ['/id/riset-dan-berita/daftar-informasi-perusahaan/:slug/berita-terkini/:news', 'company-latest-news-detail'],
    ['/en/analysis-tools/risk-profile', 'risk-profile'],
    ['/id/alat-analisis/profil-risiko', 'risk-profile'],
    ['/en/risk-profile/result', 'risk-profile-result'],
    ['/id/profil-risiko/hasil', 'risk-profile-result'],
    ['/en/brids-eduvest/:slug/register-success', 'eduvest-register-success'],
    ['/id/brids-eduvest/:slug/daftar-sukses', 'eduvest-register-success'],
    ['/id/edukasi/belajar-investasi/:slug', 'learn-investment-detail'],
    ['/en/education/educational-videos', 'educational-videos'],
  ])('has the spec path %s (%s)', (path, name) => {
    expect(table.find((r) => r.path === path)?.name).toBe(name);
  });
});

describe('localePath', () => {
  setRouteTable(composeRouteTable(remotes));

  it('builds a localized path from a route name and params', () => {
    expect(localePath('research-report-detail', { slug: 'q3-outlook' }, 'id')).toBe(
      '/id/riset-dan-berita/laporan-riset/q3-outlook',
    );
    expect(localePath('research-report-detail', { slug: 'q3-outlook' }, 'en')).toBe('/en/research-report/q3-outlook');
    expect(localePath('home', {}, 'en')).toBe('/en');
  });

  it('encodes parameter values', () => {
    expect(localePath('blog-detail', { slug: 'a b/c' }, 'en')).toBe('/en/blog/a%20b%2Fc');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => localePath('blog-detail', {}, 'en')).toThrow(/Missing route parameter "slug"/);
  });
});

describe('switchLocalePath', () => {
  setRouteTable(composeRouteTable(remotes));

  it('keeps the route and its params in the other locale', () => {
    expect(
      switchLocalePath({ routeId: 'company-latest-news-detail___en', params: { slug: 'bbri', news: 'q3' } }, 'id'),
    ).toBe('/id/riset-dan-berita/daftar-informasi-perusahaan/bbri/berita-terkini/q3');
    expect(switchLocalePath({ routeId: 'stock___id', params: {} }, 'en')).toBe('/en/stock');
  });

  it("goes to the other locale's home from a page without a route (404)", () => {
    expect(switchLocalePath({ routeId: 'not-found___en', params: {} }, 'id')).toBe('/id');
    expect(switchLocalePath({ routeId: undefined, params: {} }, 'en')).toBe('/en');
  });
});

describe('route ids and locales of paths', () => {
  it('splits a route id at the ___ separator', () => {
    expect(parseRouteId('risk-profile-result___en')).toEqual({ name: 'risk-profile-result', locale: 'en' });
    expect(parseRouteId('locale-en')).toBeUndefined();
    expect(parseRouteId('x___fr')).toBeUndefined();
  });

  it('takes the locale from the path prefix, Indonesian by default', () => {
    expect(localeOfPath('/en/stock')).toBe('en');
    expect(localeOfPath('/id')).toBe('id');
    expect(localeOfPath('/english')).toBe('id');
    expect(localeOfPath('/')).toBe('id');
  });
});
