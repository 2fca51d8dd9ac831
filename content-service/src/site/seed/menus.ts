import type { Bilingual } from '../../lib/bilingual.ts';
import { type RouteName, SITE_ROUTES, siteUrls } from '../site-paths.ts';

export interface MenuSeed {
  /** Unique, stable: the seed's natural key. */
  key: string;
  title: Bilingual;
  url: Bilingual;
  published?: boolean;
  children?: MenuSeed[];
}

/** A menu entry linking to a route, titled like the route unless told otherwise. */
function link(key: string, route: RouteName, options: { title?: Bilingual; hash?: string; children?: MenuSeed[]; published?: boolean } = {}): MenuSeed {
  return {
    key,
    title: options.title ?? SITE_ROUTES[route].title,
    url: siteUrls(route, options.hash),
    ...(options.children ? { children: options.children } : {}),
    ...(options.published === false ? { published: false } : {}),
  };
}

const links = (prefix: string, routes: RouteName[]) => routes.map((r) => link(`${prefix}.${r}`, r));

/** The header navigation: up to three levels (Produk & Layanan > Produk > Saham). */
export const MAIN_MENU: MenuSeed[] = [
  link('main.about-us', 'about-us'),
  link('main.products-and-services', 'products-and-services', {
    children: [
      link('main.products', 'products-and-services', {
        title: { id: 'Produk', en: 'Products' },
        hash: '#produk',
        children: links('main.products', ['stock', 'eba-retail', 'mutual-fund', 'securities']),
      }),
      link('main.services', 'products-and-services', {
        title: { id: 'Layanan', en: 'Services' },
        hash: '#layanan',
        children: [
          ...links('main.services', ['digital-facility', 'loss-insurances', 'mppe', 'priority-customer-gate', 'security-pawn', 'stock-account']),
          // Unpublished on purpose: proves filter[is_published] (and the checkMenu 404 of the shell).
          {
            key: 'main.services.coming-soon',
            title: { id: 'Layanan Baru (segera hadir)', en: 'New Service (coming soon)' },
            url: { id: '/id/produk-dan-layanan/layanan/segera-hadir', en: '/en/coming-soon' },
            published: false,
          },
        ],
      }),
      link('main.brights', 'brights', { title: { id: 'Aplikasi BRIGHTS', en: 'BRIGHTS App' } }),
    ],
  }),
  link('main.research', 'research-report', {
    title: { id: 'Riset & Berita', en: 'Research & News' },
    children: links('main.research', ['research-report', 'sapa-mentari', 'corporate-action', 'company-information-list', 'recommendation']),
  }),
  link('main.education', 'education', {
    children: [
      link('main.education.education', 'education', { title: { id: 'Pusat Edukasi', en: 'Education Hub' } }),
      ...links('main.education', ['brids-eduvest', 'educational-videos']),
    ],
  }),
  link('main.analysis-tools', 'investment-calculator', {
    title: { id: 'Alat Analisis', en: 'Analysis Tools' },
    children: links('main.analysis-tools', ['investment-calculator', 'risk-profile']),
  }),
  link('main.information', 'announcement', {
    // Link texts that say where they lead (Lighthouse's SEO 'link-text': a bare 'Information' does not).
    title: { id: 'Informasi Nasabah', en: 'Customer Information' },
    children: links('main.information', ['announcement', 'blog', 'promo', 'faq', 'contact-us']),
  }),
];

/** The footer: groups of links to every linkable page of the site. */
export const FOOTER_MENU: MenuSeed[] = [
  link('footer.company', 'about-us', {
    title: { id: 'Perusahaan', en: 'Company' },
    children: links('footer.company', ['home', 'about-us', 'contact-us', 'announcement', 'blog', 'blog-editor-board', 'promo', 'faq', 'search-result']),
  }),
  link('footer.products-and-services', 'products-and-services', {
    children: links('footer.products-and-services', [
      'products-and-services', 'stock', 'eba-retail', 'mutual-fund', 'securities', 'digital-facility',
      'loss-insurances', 'mppe', 'priority-customer-gate', 'security-pawn', 'stock-account', 'brights',
    ]),
  }),
  link('footer.research', 'research-report', {
    title: { id: 'Riset & Berita', en: 'Research & News' },
    children: links('footer.research', ['research-report', 'sapa-mentari', 'corporate-action', 'company-information-list', 'recommendation']),
  }),
  link('footer.education', 'education', {
    children: links('footer.education', ['education', 'brids-eduvest', 'educational-videos', 'investment-calculator', 'risk-profile']),
  }),
  link('footer.legal', 'privacy-policy', {
    title: { id: 'Legal', en: 'Legal' },
    children: links('footer.legal', ['privacy-policy', 'terms-and-conditions', 'disclaimer']),
  }),
];
