import type { RouteDeclaration } from '@brids/contracts';
import { pageCall } from '@brids/contracts/page-call';
import { companies } from './api/companies.ts';
import { companyFinancials } from './api/company-financials.ts';
import { companyNews, companyNewsItem } from './api/company-news.ts';
import { company } from './api/company.ts';
import { corporateActions } from './api/corporate-actions.ts';
import { recommendations } from './api/recommendations.ts';
import { researchReport } from './api/research-report.ts';
import { researchReports } from './api/research-reports.ts';
import { sapaMentariEditions } from './api/sapa-mentari.ts';
import { sapaMentariEdition } from './api/sapa-mentari-edition.ts';
import { NEWS_SHOWN } from './pages/company-information/loader.ts';
import { PER_PAGE as COMPANIES_PER_PAGE } from './pages/company-information-list/loader.ts';
import { PER_PAGE as NEWS_PER_PAGE } from './pages/company-latest-news/loader.ts';
import { PER_PAGE as ACTIONS_PER_PAGE, DEFAULT_KIND } from './pages/corporate-action/loader.ts';
import { PER_PAGE as RECOMMENDATIONS_PER_PAGE } from './pages/recommendation/loader.ts';
import { PER_PAGE as REPORTS_PER_PAGE } from './pages/research-report/loader.ts';
import { PER_PAGE as EDITIONS_PER_PAGE } from './pages/sapa-mentari/loader.ts';
import { preloadOf } from '@brids/contracts/api-preload';

// A route's `data` (the calls of its first view, which the server preloads) is written by the calls' own
// declarations (src/api), with the route's parameters as placeholders.
const locale = ':locale';
const slug = ':slug';
const firstPage = (size: number) => ({ 'page[number]': 1, 'page[size]': size });

/** The research squad's pages (spec §2 "Research and news" and stock recommendations). Plain data: read by the build and the release tools. */
export const routes: RouteDeclaration[] = [
  {
    name: 'recommendation',
    paths: { en: 'recommendation', id: 'rekomendasi' },
    module: './pages/recommendation',
    data: [preloadOf(pageCall, { slug: 'recommendation', locale }), preloadOf(recommendations, { locale, ...firstPage(RECOMMENDATIONS_PER_PAGE) })],
    title: { en: 'Stock Recommendations', id: 'Rekomendasi Saham' },
  },
  {
    name: 'company-information-list',
    paths: { en: 'company-information-list', id: 'riset-dan-berita/daftar-informasi-perusahaan' },
    module: './pages/company-information-list',
    data: [preloadOf(pageCall, { slug: 'company-information-list', locale }), preloadOf(companies, { locale, ...firstPage(COMPANIES_PER_PAGE) })],
    title: { en: 'Company Information', id: 'Informasi Perusahaan' },
  },
  {
    name: 'company-information',
    paths: { en: 'company-information-list/:slug', id: 'riset-dan-berita/daftar-informasi-perusahaan/:slug' },
    module: './pages/company-information',
    data: [
      preloadOf(company, { slug, locale }),
      preloadOf(companyFinancials, { slug }),
      preloadOf(companyNews, { slug, locale, 'page[size]': NEWS_SHOWN }),
    ],
    title: { en: 'Company Information', id: 'Informasi Perusahaan' },
    resource: '/api/companies/:slug',
    head: { title: 'name' },
  },
  {
    name: 'company-latest-news',
    paths: { en: 'company-information-list/:slug/latest-news', id: 'riset-dan-berita/daftar-informasi-perusahaan/:slug/berita-terkini' },
    module: './pages/company-latest-news',
    data: [preloadOf(company, { slug, locale }), preloadOf(companyNews, { slug, locale, ...firstPage(NEWS_PER_PAGE) })],
    title: { en: 'Latest News', id: 'Berita Terkini' },
    resource: '/api/companies/:slug',
  },
  {
    name: 'company-latest-news-detail',
    paths: { en: 'company-information-list/:slug/latest-news/:news', id: 'riset-dan-berita/daftar-informasi-perusahaan/:slug/berita-terkini/:news' },
    module: './pages/company-latest-news-detail',
    data: [preloadOf(company, { slug, locale }), preloadOf(companyNewsItem, { slug, news: ':news', locale })],
    title: { en: 'Latest News', id: 'Berita Terkini' },
    resource: '/api/companies/:slug/news/:news',
    head: { schema: 'Article' },
  },
  {
    name: 'corporate-action',
    paths: { en: 'corporate-action', id: 'riset-dan-berita/aksi-korporasi' },
    module: './pages/corporate-action',
    data: [preloadOf(pageCall, { slug: 'corporate-action', locale }), preloadOf(corporateActions, { locale, kind: DEFAULT_KIND, ...firstPage(ACTIONS_PER_PAGE) })],
    title: { en: 'Corporate Action', id: 'Aksi Korporasi' },
  },
  {
    name: 'research-report',
    paths: { en: 'research-report', id: 'riset-dan-berita/laporan-riset' },
    module: './pages/research-report',
    data: [preloadOf(pageCall, { slug: 'research-report', locale }), preloadOf(researchReports, { locale, ...firstPage(REPORTS_PER_PAGE) })],
    title: { en: 'Research Report', id: 'Laporan Riset' },
  },
  {
    name: 'research-report-detail',
    paths: { en: 'research-report/:slug', id: 'riset-dan-berita/laporan-riset/:slug' },
    module: './pages/research-report-detail',
    data: [preloadOf(researchReport, { slug, locale })],
    title: { en: 'Research Report', id: 'Laporan Riset' },
    resource: '/api/research-reports/:slug',
    head: { schema: 'Article', author: 'analysts.0.name' },
  },
  {
    name: 'sapa-mentari',
    paths: { en: 'sapa-mentari', id: 'riset-dan-berita/sapa-mentari' },
    module: './pages/sapa-mentari',
    data: [preloadOf(pageCall, { slug: 'sapa-mentari', locale }), preloadOf(sapaMentariEditions, { locale, ...firstPage(EDITIONS_PER_PAGE) })],
    title: { en: 'Sapa Mentari', id: 'Sapa Mentari' },
  },
  {
    name: 'sapa-mentari-detail',
    paths: { en: 'sapa-mentari/:slug', id: 'riset-dan-berita/sapa-mentari/:slug' },
    module: './pages/sapa-mentari-detail',
    data: [preloadOf(sapaMentariEdition, { slug, locale })],
    title: { en: 'Sapa Mentari', id: 'Sapa Mentari' },
    resource: '/api/sapa-mentari/:slug',
  },
];
