import type { RouteDeclaration } from '@brids/contracts';
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
export const TABLE: ComposedRoute[] = composeRouteTable({
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

/** Paths of every kind: the table's pages, trailing slashes, encoded and malformed segments, unknown paths. */
export const PATHS = [
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
  '/en/preview/a1B2_c3-d4',
  '/id/pratinjau/a1B2_c3-d4',
  '/',
  '/fr/blog',
  '/en/a/b/c/d',
  '/EN/BLOG',
  '/id/%E0%A4%A',
];
