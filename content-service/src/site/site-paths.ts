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
