import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteDeclaration } from '@brids/contracts';
import { createRouteMatcher } from '../src/route-match.ts';
import { composeRouteTable, type ComposedRoute } from '../src/route-table.ts';
import { SHELL_REMOTE, SHELL_ROUTES } from '../src/shell-routes.ts';

const route = (name: string, en: string, id: string): RouteDeclaration => ({
  name,
  paths: { en, id },
  module: `./pages/${name}`,
  title: { en: name, id: name },
});

// The shapes of the site's routes: home, static paths, lists and their details, deep paths with
// two params, a param right after the locale ({product} and {static}), and the shell's own pages.
const TABLE: ComposedRoute[] = composeRouteTable({
  mf_marketing: {
    routes: [
      route('home', '', ''),
      route('blog', 'blog', 'blog'),
      route('blog-editor-board', 'blog/editor-board', 'blog/editor-board'),
      route('blog-detail', 'blog/:slug', 'blog/:slug'),
      route('stock', 'stock', 'produk-dan-layanan/produk/saham'),
      route('content-page', ':slug', ':slug'),
    ],
  },
  mf_research: {
    routes: [
      route('company-information', 'company-information-list/:slug', 'riset-dan-berita/daftar-informasi-perusahaan/:slug'),
      route(
        'company-latest-news-detail',
        'company-information-list/:slug/latest-news/:news',
        'riset-dan-berita/daftar-informasi-perusahaan/:slug/berita-terkini/:news',
      ),
    ],
  },
  mf_education: { routes: [route('eduvest-register', 'brids-eduvest/:slug/register', 'brids-eduvest/:slug/daftar')] },
  [SHELL_REMOTE]: { routes: SHELL_ROUTES },
});

/** What react-router answers with every route of the table: the reference. */
function reference(pathname: string) {
  const last = matchRoutes(
    TABLE.map((r) => ({ path: r.path, id: r.id, caseSensitive: true })),
    pathname,
  )?.at(-1);
  return last ? { id: last.route.id, params: Object.fromEntries(Object.entries(last.params).filter(([, v]) => v !== undefined)) } : undefined;
}

describe('createRouteMatcher', () => {
  const match = createRouteMatcher(TABLE);
  const paths = [
    '/en',
    '/id/',
    '/en/blog',
    '/en/blog/editor-board',
    '/en/blog/a-post',
    '/id/blog/a%20post',
    '/en/stock',
    '/id/produk-dan-layanan/produk/saham',
    '/id/produk-dan-layanan',
    '/en/brights',
    '/en/privacy-policy/',
    '/id/%62log',
    '/en/company-information-list/acme',
    '/id/riset-dan-berita/daftar-informasi-perusahaan/acme/berita-terkini/news-1',
    '/en/company-information-list/acme/latest-news/news-1',
    '/en/brids-eduvest/kelas/register',
    '/id/brids-eduvest/kelas/daftar',
    '/login',
    '/en/preview/blogs/draft',
    '/',
    '/fr/blog',
    '/en/a/b/c/d',
    '/EN/BLOG',
    '/id/%E0%A4%A',
  ];

  it.each(paths)('answers %s as react-router does over the whole table', (pathname) => {
    const found = match(pathname);
    expect(found ? { id: found.route.id, params: found.params } : undefined).toEqual(reference(pathname));
  });

  it('finds the page of a URL with its params, and nothing for an unknown one', () => {
    expect(match('/en/blog/a-post')).toMatchObject({ route: { id: 'blog-detail___en' }, params: { slug: 'a-post' } });
    expect(match('/en/blog/editor-board')?.route.id).toBe('blog-editor-board___en');
    expect(match('/en/brights')).toMatchObject({ route: { id: 'content-page___en' }, params: { slug: 'brights' } });
    expect(match('/fr/blog')).toBeUndefined();
  });
});
