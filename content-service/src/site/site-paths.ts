import type { Locale } from '@brids/contracts';
import type { Bilingual } from '../lib/bilingual.ts';

export interface SiteRoute {
  /** Path below the locale prefix in each locale; '' is the locale root. */
  paths: Bilingual;
  title: Bilingual;
}

const product = (en: string, id: string, title: Bilingual): SiteRoute => ({ paths: { en, id: `produk-dan-layanan/produk/${id}` }, title });
const service = (en: string, id: string, title: Bilingual): SiteRoute => ({ paths: { en, id: `produk-dan-layanan/layanan/${id}` }, title });
const research = (en: string, id: string, title: Bilingual): SiteRoute => ({ paths: { en, id: `riset-dan-berita/${id}` }, title });
const same = (path: string, title: Bilingual): SiteRoute => ({ paths: { en: path, id: path }, title });

/**
 * The site's linkable pages by route name (spec §2), with their localized paths and titles, for the seeded
 * menus, pages and calls to action. The remotes' `src/routes.ts` declare the same paths; the content service
 * never imports a remote, so `test/site/route-agreement.test.ts` checks these (and every seeded menu entry,
 * call to action and redirect target, in both locales) against the composed route table.
 */
export const SITE_ROUTES = {
  home: same('', { id: 'Beranda', en: 'Home' }),
  'about-us': { paths: { en: 'about-us', id: 'tentang-kami' }, title: { id: 'Tentang Kami', en: 'About Us' } },
  announcement: { paths: { en: 'announcement', id: 'pengumuman' }, title: { id: 'Pengumuman', en: 'Announcements' } },
  blog: same('blog', { id: 'Blog', en: 'Blog' }),
  'blog-editor-board': same('blog/editor-board', { id: 'Dewan Redaksi', en: 'Editorial Board' }),
  'contact-us': { paths: { en: 'contact-us', id: 'hubungi-kami' }, title: { id: 'Hubungi Kami', en: 'Contact Us' } },
  faq: same('faq', { id: 'FAQ', en: 'FAQ' }),
  'products-and-services': { paths: { en: 'products-and-services', id: 'produk-dan-layanan' }, title: { id: 'Produk & Layanan', en: 'Products & Services' } },
  promo: same('promo', { id: 'Promo', en: 'Promotions' }),
  recommendation: { paths: { en: 'recommendation', id: 'rekomendasi' }, title: { id: 'Rekomendasi Saham', en: 'Stock Recommendations' } },
  'search-result': same('search-result', { id: 'Hasil Pencarian', en: 'Search Results' }),
  education: { paths: { en: 'education', id: 'edukasi' }, title: { id: 'Edukasi', en: 'Education' } },
  'brids-eduvest': { paths: { en: 'education/brids-eduvest', id: 'edukasi/brids-eduvest' }, title: { id: 'BRIDS Eduvest', en: 'BRIDS Eduvest' } },
  'educational-videos': { paths: { en: 'education/educational-videos', id: 'edukasi/video-edukasi' }, title: { id: 'Video Edukasi', en: 'Educational Videos' } },
  'company-information-list': research('company-information-list', 'daftar-informasi-perusahaan', { id: 'Daftar Informasi Perusahaan', en: 'Company Information List' }),
  'corporate-action': research('corporate-action', 'aksi-korporasi', { id: 'Aksi Korporasi', en: 'Corporate Actions' }),
  'research-report': research('research-report', 'laporan-riset', { id: 'Laporan Riset', en: 'Research Reports' }),
  'sapa-mentari': research('sapa-mentari', 'sapa-mentari', { id: 'Sapa Mentari', en: 'Sapa Mentari' }),
  stock: product('stock', 'saham', { id: 'Saham', en: 'Stock' }),
  'eba-retail': product('eba-retail', 'eba-ritel', { id: 'EBA Ritel', en: 'Retail Asset-Backed Securities' }),
  'mutual-fund': product('mutual-fund', 'reksadana', { id: 'Reksadana', en: 'Mutual Funds' }),
  securities: product('securities', 'surat-berharga', { id: 'Surat Berharga', en: 'Securities' }),
  'digital-facility': service('digital-facility', 'fasilitas-digital', { id: 'Fasilitas Digital', en: 'Digital Facility' }),
  'loss-insurances': service('loss-insurances', 'asuransi-kerugian', { id: 'Asuransi Kerugian', en: 'Loss Insurance' }),
  mppe: service('mppe', 'mppe', { id: 'MPPE', en: 'MPPE' }),
  'priority-customer-gate': service('priority-customer-gate', 'gerbang-nasabah-prioritas', { id: 'Gerbang Nasabah Prioritas', en: 'Priority Customer Gate' }),
  'security-pawn': service('security-pawn', 'gadai-efek', { id: 'Gadai Efek', en: 'Securities Pawn' }),
  'stock-account': service('stock-account', 'rekening-saham', { id: 'Rekening Saham', en: 'Stock Account' }),
  'investment-calculator': { paths: { en: 'analysis-tools/investment-calculator', id: 'alat-analisis/kalkulator-investasi' }, title: { id: 'Kalkulator Investasi', en: 'Investment Calculator' } },
  'risk-profile': { paths: { en: 'analysis-tools/risk-profile', id: 'alat-analisis/profil-risiko' }, title: { id: 'Profil Risiko', en: 'Risk Profile' } },
  brights: same('brights', { id: 'BRIGHTS', en: 'BRIGHTS' }),
  'privacy-policy': same('privacy-policy', { id: 'Kebijakan Privasi', en: 'Privacy Policy' }),
  'terms-and-conditions': same('terms-and-conditions', { id: 'Syarat dan Ketentuan', en: 'Terms and Conditions' }),
  disclaimer: same('disclaimer', { id: 'Penafian', en: 'Disclaimer' }),
} satisfies Record<string, SiteRoute>;

export type RouteName = keyof typeof SITE_ROUTES;

/** The site URL of a route in a locale: '/id', '/en/about-us', '/id/tentang-kami'. */
export function sitePath(name: RouteName, locale: Locale, hash = ''): string {
  const path = SITE_ROUTES[name].paths[locale];
  return `/${locale}${path ? `/${path}` : ''}${hash}`;
}

/** Both locales' URLs of a route. */
export function siteUrls(name: RouteName, hash = ''): Bilingual {
  return { id: sitePath(name, 'id', hash), en: sitePath(name, 'en', hash) };
}

/**
 * The paths of the routes the site search's documents name besides SITE_ROUTES (detail pages, with `:params`),
 * as the remotes declare them (`test/site/route-agreement.test.ts` checks that each is served by its route).
 */
export const DOCUMENT_ROUTES: Record<string, Bilingual> = {
  'faq-detail': { en: 'faq/:slug', id: 'faq/:slug' },
  'blog-detail': { en: 'blog/:slug', id: 'blog/:slug' },
  'announcement-detail': { en: 'announcement/:slug', id: 'pengumuman/:slug' },
  'promo-detail': { en: 'promo/:slug', id: 'promo/:slug' },
  'content-page': { en: ':slug', id: ':slug' },
  'brids-eduvest-detail': { en: 'education/brids-eduvest/:slug', id: 'edukasi/brids-eduvest/:slug' },
  'learn-investment-detail': { en: 'education/learn-investment/:slug', id: 'edukasi/belajar-investasi/:slug' },
  'company-information': { en: 'company-information-list/:slug', id: 'riset-dan-berita/daftar-informasi-perusahaan/:slug' },
  'company-latest-news-detail': {
    en: 'company-information-list/:slug/latest-news/:news', id: 'riset-dan-berita/daftar-informasi-perusahaan/:slug/berita-terkini/:news',
  },
  'research-report-detail': { en: 'research-report/:slug', id: 'riset-dan-berita/laporan-riset/:slug' },
  'sapa-mentari-detail': { en: 'sapa-mentari/:slug', id: 'riset-dan-berita/sapa-mentari/:slug' },
  'corporate-action': SITE_ROUTES['corporate-action'].paths,
  'educational-videos': SITE_ROUTES['educational-videos'].paths,
};

/**
 * The site path of a search document (its route name and params, as `search_documents` keeps them) in a
 * locale, or null when the route is unknown here or a param is missing.
 */
export function documentPath(route: string, params: Record<string, string>, locale: Locale): string | null {
  const paths = DOCUMENT_ROUTES[route] ?? (route in SITE_ROUTES ? SITE_ROUTES[route as RouteName].paths : undefined);
  if (!paths) return null;
  let missing = false;
  const path = paths[locale].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : `/${locale}${path ? `/${path}` : ''}`;
}
