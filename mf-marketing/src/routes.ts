import type { RouteDeclaration } from '@brids/contracts';
import { pageCall } from '@brids/contracts/page-call';
import { aboutCall } from './api/about.ts';
import { ANNOUNCEMENT_PAGE_SIZE, announcementsCall } from './api/announcements.ts';
import { appComponentsCall, contentPageCall } from './api/content-pages.ts';
import { BLOG_PAGE_SIZE, blogPostsCall } from './api/blog-posts.ts';
import { editorsCall } from './api/editors.ts';
import { faqCategoriesCall } from './api/faqs.ts';
import { HOME_TEASER_PAGE, homeCall } from './api/home.ts';
import { offeringCall, offeringsCall } from './api/offerings.ts';
import { PROMO_PAGE_SIZE, promosCall } from './api/promos.ts';
import { researchTeasersCall } from './api/research-teasers.ts';
import { preloadOf } from '@brids/contracts/api-preload';

/** The first page of a list, `size` items a page: what a list page's first view asks for. */
const firstPage = (size: number) => ({ 'page[number]': 1, 'page[size]': size });

/**
 * The marketing squad's pages (spec §2 top-level pages, products, services, {product} and {static}). Plain data:
 * read by the build and the release tools; each route's first-view `data` is written by the calls of `src/api/`.
 */
export const routes: RouteDeclaration[] = [
  {
    name: 'home',
    paths: { en: '', id: '' },
    module: './pages/home',
    data: [
      preloadOf(homeCall, { locale: ':locale' }),
      preloadOf(researchTeasersCall, { locale: ':locale', 'page[size]': HOME_TEASER_PAGE['page[size]'] }),
      preloadOf(promosCall, { locale: ':locale', ...HOME_TEASER_PAGE }),
      preloadOf(announcementsCall, { locale: ':locale', ...HOME_TEASER_PAGE }),
      preloadOf(blogPostsCall, { locale: ':locale', ...HOME_TEASER_PAGE }),
    ],
    title: { en: 'Home', id: 'Beranda' },
  },
  {
    name: 'about-us',
    paths: { en: 'about-us', id: 'tentang-kami' },
    module: './pages/about-us',
    data: [preloadOf(pageCall, { slug: 'about-us', locale: ':locale' }), preloadOf(aboutCall, { locale: ':locale' })],
    title: { en: 'About Us', id: 'Tentang Kami' },
  },
  {
    name: 'announcement',
    paths: { en: 'announcement', id: 'pengumuman' },
    module: './pages/announcement',
    data: [
      preloadOf(pageCall, { slug: 'announcement', locale: ':locale' }),
      preloadOf(announcementsCall, { locale: ':locale', ...firstPage(ANNOUNCEMENT_PAGE_SIZE) }),
    ],
    title: { en: 'Announcement', id: 'Pengumuman' },
  },
  {
    name: 'announcement-detail',
    paths: { en: 'announcement/:slug', id: 'pengumuman/:slug' },
    module: './pages/announcement-detail',
    title: { en: 'Announcement', id: 'Pengumuman' },
    resource: '/api/announcement-items/:slug',
  },
  {
    name: 'blog',
    paths: { en: 'blog', id: 'blog' },
    module: './pages/blog',
    data: [preloadOf(pageCall, { slug: 'blog', locale: ':locale' }), preloadOf(blogPostsCall, { locale: ':locale', ...firstPage(BLOG_PAGE_SIZE) })],
    title: { en: 'Blog', id: 'Blog' },
  },
  {
    name: 'blog-editor-board',
    paths: { en: 'blog/editor-board', id: 'blog/editor-board' },
    module: './pages/blog-editor-board',
    data: [preloadOf(pageCall, { slug: 'blog-editor-board', locale: ':locale' }), preloadOf(editorsCall, { locale: ':locale' })],
    title: { en: 'Editor Board', id: 'Dewan Redaksi' },
  },
  {
    name: 'blog-detail',
    paths: { en: 'blog/:slug', id: 'blog/:slug' },
    module: './pages/blog-detail',
    title: { en: 'Blog', id: 'Blog' },
    resource: '/api/blog-posts/:slug',
    head: { schema: 'Article', image: 'cover.url', author: 'author.name' },
  },
  {
    name: 'contact-us',
    paths: { en: 'contact-us', id: 'hubungi-kami' },
    module: './pages/contact-us',
    data: [preloadOf(pageCall, { slug: 'contact-us', locale: ':locale' })],
    title: { en: 'Contact Us', id: 'Hubungi Kami' },
  },
  {
    name: 'faq',
    paths: { en: 'faq', id: 'faq' },
    module: './pages/faq',
    data: [preloadOf(pageCall, { slug: 'faq', locale: ':locale' }), preloadOf(faqCategoriesCall, { locale: ':locale' })],
    title: { en: 'FAQ', id: 'FAQ' },
    head: { schema: 'FAQPage', source: '/api/faq-items?locale=:locale&page%5Bsize%5D=50', question: 'question', answer: 'answer' },
  },
  {
    name: 'faq-detail',
    paths: { en: 'faq/:slug', id: 'faq/:slug' },
    module: './pages/faq-detail',
    title: { en: 'FAQ', id: 'FAQ' },
    resource: '/api/faq-items/:slug',
  },
  {
    name: 'products-and-services',
    paths: { en: 'products-and-services', id: 'produk-dan-layanan' },
    module: './pages/products-and-services',
    data: [preloadOf(pageCall, { slug: 'products-and-services', locale: ':locale' }), preloadOf(offeringsCall, { locale: ':locale' })],
    title: { en: 'Products and Services', id: 'Produk dan Layanan' },
  },
  {
    name: 'promo',
    paths: { en: 'promo', id: 'promo' },
    module: './pages/promo',
    data: [preloadOf(pageCall, { slug: 'promo', locale: ':locale' }), preloadOf(promosCall, { locale: ':locale', ...firstPage(PROMO_PAGE_SIZE) })],
    title: { en: 'Promo', id: 'Promo' },
  },
  {
    name: 'promo-detail',
    paths: { en: 'promo/:slug', id: 'promo/:slug' },
    module: './pages/promo-detail',
    title: { en: 'Promo', id: 'Promo' },
    resource: '/api/promo-items/:slug',
  },
  {
    name: 'search-result',
    paths: { en: 'search-result', id: 'search-result' },
    module: './pages/search-result',
    data: [preloadOf(pageCall, { slug: 'search-result', locale: ':locale' })],
    title: { en: 'Search Result', id: 'Hasil Pencarian' },
    head: { noindex: true },
  },
  {
    name: 'stock',
    paths: { en: 'stock', id: 'produk-dan-layanan/produk/saham' },
    module: './pages/stock',
    data: [preloadOf(offeringCall, { slug: 'stock', locale: ':locale' })],
    title: { en: 'Stock', id: 'Saham' },
  },
  {
    name: 'eba-retail',
    paths: { en: 'eba-retail', id: 'produk-dan-layanan/produk/eba-ritel' },
    module: './pages/eba-retail',
    data: [preloadOf(offeringCall, { slug: 'eba-retail', locale: ':locale' })],
    title: { en: 'Retail Asset-Backed Securities', id: 'EBA Ritel' },
  },
  {
    name: 'mutual-fund',
    paths: { en: 'mutual-fund', id: 'produk-dan-layanan/produk/reksadana' },
    module: './pages/mutual-fund',
    data: [preloadOf(offeringCall, { slug: 'mutual-fund', locale: ':locale' })],
    title: { en: 'Mutual Fund', id: 'Reksa Dana' },
  },
  {
    name: 'securities',
    paths: { en: 'securities', id: 'produk-dan-layanan/produk/surat-berharga' },
    module: './pages/securities',
    data: [preloadOf(offeringCall, { slug: 'securities', locale: ':locale' })],
    title: { en: 'Securities', id: 'Surat Berharga' },
  },
  {
    name: 'digital-facility',
    paths: { en: 'digital-facility', id: 'produk-dan-layanan/layanan/fasilitas-digital' },
    module: './pages/digital-facility',
    data: [preloadOf(offeringCall, { slug: 'digital-facility', locale: ':locale' })],
    title: { en: 'Digital Facility', id: 'Fasilitas Digital' },
  },
  {
    name: 'loss-insurances',
    paths: { en: 'loss-insurances', id: 'produk-dan-layanan/layanan/asuransi-kerugian' },
    module: './pages/loss-insurances',
    data: [preloadOf(offeringCall, { slug: 'loss-insurances', locale: ':locale' })],
    title: { en: 'Personal Accident Loss Insurance', id: 'Asuransi Kerugian' },
  },
  {
    name: 'mppe',
    paths: { en: 'mppe', id: 'produk-dan-layanan/layanan/mppe' },
    module: './pages/mppe',
    data: [preloadOf(offeringCall, { slug: 'mppe', locale: ':locale' })],
    title: { en: 'MPPE Bank Synergy', id: 'MPPE Sinergi Bank' },
  },
  {
    name: 'priority-customer-gate',
    paths: { en: 'priority-customer-gate', id: 'produk-dan-layanan/layanan/gerbang-nasabah-prioritas' },
    module: './pages/priority-customer-gate',
    data: [preloadOf(offeringCall, { slug: 'priority-customer-gate', locale: ':locale' })],
    title: { en: 'Priority Customer Gate', id: 'Gerbang Nasabah Prioritas' },
  },
  {
    name: 'security-pawn',
    paths: { en: 'security-pawn', id: 'produk-dan-layanan/layanan/gadai-efek' },
    module: './pages/security-pawn',
    data: [preloadOf(offeringCall, { slug: 'security-pawn', locale: ':locale' })],
    title: { en: 'Securities Pawn', id: 'Gadai Efek' },
  },
  {
    name: 'stock-account',
    paths: { en: 'stock-account', id: 'produk-dan-layanan/layanan/rekening-saham' },
    module: './pages/stock-account',
    data: [preloadOf(offeringCall, { slug: 'stock-account', locale: ':locale' })],
    title: { en: 'Stock Account', id: 'Rekening Saham' },
  },
  {
    name: 'content-page',
    paths: { en: ':slug', id: ':slug' },
    module: './pages/content-page',
    data: [preloadOf(contentPageCall, { slug: ':slug', locale: ':locale' }), preloadOf(appComponentsCall, { slug: ':slug', locale: ':locale' })],
    title: { en: 'Page', id: 'Halaman' },
    resource: '/api/pages/:slug',
  },
];
