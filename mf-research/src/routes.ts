import type { RouteDeclaration } from '@brids/contracts';

/** The research squad's pages (spec §2 "Research and news" and stock recommendations). Plain data: read by the build and the release tools. */
export const routes: RouteDeclaration[] = [
  {
    name: 'recommendation',
    paths: { en: 'recommendation', id: 'rekomendasi' },
    module: './pages/recommendation',
    data: [
      '/api/pages/recommendation?locale=:locale',
      '/api/recommendations?locale=:locale&page%5Bnumber%5D=1&page%5Bsize%5D=12',
    ],
    title: { en: 'Stock Recommendations', id: 'Rekomendasi Saham' },
  },
  {
    name: 'company-information-list',
    paths: { en: 'company-information-list', id: 'riset-dan-berita/daftar-informasi-perusahaan' },
    module: './pages/company-information-list',
    data: [
      '/api/pages/company-information-list?locale=:locale',
      '/api/companies?locale=:locale&page%5Bnumber%5D=1&page%5Bsize%5D=12',
    ],
    title: { en: 'Company Information', id: 'Informasi Perusahaan' },
  },
  {
    name: 'company-information',
    paths: { en: 'company-information-list/:slug', id: 'riset-dan-berita/daftar-informasi-perusahaan/:slug' },
    module: './pages/company-information',
    data: [
      '/api/companies/:slug?locale=:locale',
      '/api/companies/:slug/financials',
      '/api/companies/:slug/news?locale=:locale&page%5Bsize%5D=3',
    ],
    title: { en: 'Company Information', id: 'Informasi Perusahaan' },
    resource: '/api/companies/:slug',
    head: { title: 'name' },
  },
  {
    name: 'company-latest-news',
    paths: { en: 'company-information-list/:slug/latest-news', id: 'riset-dan-berita/daftar-informasi-perusahaan/:slug/berita-terkini' },
    module: './pages/company-latest-news',
    data: [
      '/api/companies/:slug?locale=:locale',
      '/api/companies/:slug/news?locale=:locale&page%5Bnumber%5D=1&page%5Bsize%5D=10',
    ],
    title: { en: 'Latest News', id: 'Berita Terkini' },
    resource: '/api/companies/:slug',
  },
  {
    name: 'company-latest-news-detail',
    paths: { en: 'company-information-list/:slug/latest-news/:news', id: 'riset-dan-berita/daftar-informasi-perusahaan/:slug/berita-terkini/:news' },
    module: './pages/company-latest-news-detail',
    data: ['/api/companies/:slug?locale=:locale', '/api/companies/:slug/news/:news?locale=:locale'],
    title: { en: 'Latest News', id: 'Berita Terkini' },
    resource: '/api/companies/:slug/news/:news',
    head: { schema: 'Article' },
  },
  {
    name: 'corporate-action',
    paths: { en: 'corporate-action', id: 'riset-dan-berita/aksi-korporasi' },
    module: './pages/corporate-action',
    data: [
      '/api/pages/corporate-action?locale=:locale',
      '/api/corporate-actions?locale=:locale&filter%5Bkind%5D=dividend&page%5Bnumber%5D=1&page%5Bsize%5D=12',
    ],
    title: { en: 'Corporate Action', id: 'Aksi Korporasi' },
  },
  {
    name: 'research-report',
    paths: { en: 'research-report', id: 'riset-dan-berita/laporan-riset' },
    module: './pages/research-report',
    data: [
      '/api/pages/research-report?locale=:locale',
      '/api/research-reports?locale=:locale&page%5Bnumber%5D=1&page%5Bsize%5D=12',
    ],
    title: { en: 'Research Report', id: 'Laporan Riset' },
  },
  {
    name: 'research-report-detail',
    paths: { en: 'research-report/:slug', id: 'riset-dan-berita/laporan-riset/:slug' },
    module: './pages/research-report-detail',
    data: ['/api/research-reports/:slug?locale=:locale&include=related'],
    title: { en: 'Research Report', id: 'Laporan Riset' },
    resource: '/api/research-reports/:slug',
    head: { schema: 'Article', author: 'analysts.0.name' },
  },
  {
    name: 'sapa-mentari',
    paths: { en: 'sapa-mentari', id: 'riset-dan-berita/sapa-mentari' },
    module: './pages/sapa-mentari',
    data: [
      '/api/pages/sapa-mentari?locale=:locale',
      '/api/sapa-mentari?locale=:locale&page%5Bnumber%5D=1&page%5Bsize%5D=12',
    ],
    title: { en: 'Sapa Mentari', id: 'Sapa Mentari' },
  },
  {
    name: 'sapa-mentari-detail',
    paths: { en: 'sapa-mentari/:slug', id: 'riset-dan-berita/sapa-mentari/:slug' },
    module: './pages/sapa-mentari-detail',
    data: ['/api/sapa-mentari/:slug?locale=:locale'],
    title: { en: 'Sapa Mentari', id: 'Sapa Mentari' },
    resource: '/api/sapa-mentari/:slug',
  },
];
