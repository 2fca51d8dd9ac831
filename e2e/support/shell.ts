// The shell's words as a visitor reads them, per language: the spec's own words (§2, §8) where it
// gives them ('Join Now', 'Download Formulir', 'Open Account Form Information', ...), the shell's
// catalogs (shell/src/i18n, shared/i18n) for the rest. Also the viewports and a few paths the
// shell specs share, and the accessibility scan.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Locale } from './content.ts';
import { EDITOR_ACCOUNT, passwordOf } from './accounts.ts';

/** The phone of issue 3 (toggle menu, search in the header) and a desktop. */
export const PHONE = { width: 375, height: 800 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const VIEWPORTS = [PHONE, DESKTOP] as const;

/**
 * Browser options of a viewport: at 375 px a touch phone (taps, no hover), at 1280 px a desktop
 * with a mouse.
 */
export function device(width: number) {
  return width <= 768
    ? { viewport: PHONE, isMobile: true, hasTouch: true }
    : { viewport: DESKTOP, isMobile: false, hasTouch: false };
}

export const WORDS = {
  en: {
    joinNow: 'Join Now',
    login: 'Login',
    openAccount: 'Open Account',
    microsites: 'Other Sites',
    downloadForms: 'Download Formulir',
    formsTitle: 'Open Account Form Information',
    formsFailed: 'The forms could not be loaded. Please try again.',
    download: (file: string) => `Download ${file}`,
    chat: 'WhatsApp chat (new tab)',
    ask: (name: string) => `Ask ${name}`,
    assistant: (name: string) => `Ask ${name}`,
    close: 'Close',
    menu: 'Menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
    submenu: (title: string) => `Open the ${title} submenu`,
    searchLabel: 'Search the site',
    search: 'Search',
    switchLanguage: 'Switch language to Bahasa Indonesia',
    home: 'BRI Danareksa Sekuritas, Home',
    phone: 'Phone',
    email: 'Email',
    followUs: 'Follow us',
    footerMenu: 'Footer menu',
    partners: 'Registered and supervised',
    copyright: (year: string) => `© ${year} BRI Danareksa Sekuritas. All rights reserved.`,
    offline: 'You are offline. Some content may not load.',
    progress: 'Loading the page',
    notFound: 'This page could not be found',
    notFoundTitle: 'Page not found',
    serverErrorTitle: 'Something went wrong',
    underRepair: 'Page under repair',
    backHome: 'Back to home',
    loginTitle: 'Editor login',
    emailLabel: 'Email',
    passwordLabel: 'Password',
    submit: 'Log in',
    required: 'Required',
    invalidEmail: 'Incorrect email format',
    loginFailed: 'The email or password is not correct.',
    signedInAs: (name: string) => `Signed in as ${name}`,
    logout: 'Log out',
    draftBanner: 'Draft preview: this may not be what visitors of the site see. Only people with this link can see it.',
    expiredPreview: 'This preview link has expired or is not valid',
  },
  id: {
    joinNow: 'Gabung Sekarang',
    login: 'Login',
    openAccount: 'Buka Rekening',
    microsites: 'Situs Lainnya',
    downloadForms: 'Download Formulir',
    formsTitle: 'Informasi Formulir Pembukaan Rekening',
    formsFailed: 'Formulir tidak dapat dimuat. Silakan coba lagi.',
    download: (file: string) => `Unduh ${file}`,
    chat: 'Chat WhatsApp (tab baru)',
    ask: (name: string) => `Ask ${name}`,
    assistant: (name: string) => `Tanya ${name}`,
    close: 'Tutup',
    menu: 'Menu',
    closeMenu: 'Tutup menu',
    mainNavigation: 'Navigasi utama',
    submenu: (title: string) => `Buka submenu ${title}`,
    searchLabel: 'Cari di situs',
    search: 'Cari',
    switchLanguage: 'Ganti bahasa ke English',
    home: 'BRI Danareksa Sekuritas, Beranda',
    phone: 'Telepon',
    email: 'Email',
    followUs: 'Ikuti kami',
    footerMenu: 'Menu footer',
    partners: 'Terdaftar dan diawasi',
    copyright: (year: string) => `© ${year} BRI Danareksa Sekuritas. Hak cipta dilindungi.`,
    offline: 'Anda sedang luring. Beberapa konten mungkin tidak dapat dimuat.',
    progress: 'Memuat halaman',
    notFound: 'This page could not be found',
    notFoundTitle: 'Halaman tidak ditemukan',
    serverErrorTitle: 'Terjadi kesalahan',
    underRepair: 'Halaman sedang dalam perbaikan',
    backHome: 'Kembali ke beranda',
    loginTitle: 'Masuk untuk editor',
    emailLabel: 'Email',
    passwordLabel: 'Kata sandi',
    submit: 'Masuk',
    required: 'Wajib diisi',
    invalidEmail: 'Format email salah',
    loginFailed: 'Email atau kata sandi salah.',
    signedInAs: (name: string) => `Masuk sebagai ${name}`,
    logout: 'Keluar',
    draftBanner: 'Pratinjau draf: ini belum tentu yang dilihat pengunjung situs. Hanya pemegang tautan ini yang dapat melihatnya.',
    expiredPreview: 'Tautan pratinjau ini sudah kedaluwarsa atau tidak valid',
  },
} as const satisfies Record<Locale, unknown>;

/** Pages of each language the shell specs visit (spec §2). */
export const PATHS = {
  en: {
    home: '/en',
    stock: '/en/stock',
    mutualFund: '/en/mutual-fund',
    research: '/en/research-report',
    sapaMentari: '/en/sapa-mentari',
    education: '/en/education',
    faq: '/en/faq',
    searchResult: '/en/search-result',
    productsAndServices: '/en/products-and-services',
    login: '/en/login',
    /** The draft preview page of a signed preview link's token (made in the console). */
    preview: (token: string) => `/en/preview/${token}`,
    blog: (slug: string) => `/en/blog/${slug}`,
  },
  id: {
    home: '/id',
    stock: '/id/produk-dan-layanan/produk/saham',
    mutualFund: '/id/produk-dan-layanan/produk/reksadana',
    research: '/id/riset-dan-berita/laporan-riset',
    sapaMentari: '/id/riset-dan-berita/sapa-mentari',
    education: '/id/edukasi',
    faq: '/id/faq',
    searchResult: '/id/search-result',
    productsAndServices: '/id/produk-dan-layanan',
    login: '/id/login',
    preview: (token: string) => `/id/pratinjau/${token}`,
    blog: (slug: string) => `/id/blog/${slug}`,
  },
} as const satisfies Record<Locale, unknown>;

/** The editor the e2e set-up makes (support/accounts.ts); its password is this run's. */
export const EDITOR = {
  name: EDITOR_ACCOUNT.name,
  email: EDITOR_ACCOUNT.email,
  get password(): string {
    return passwordOf(EDITOR_ACCOUNT);
  },
};
/** The seeded blog post dated far ahead: on the site for nobody (drafts are previewed by signed links, console.spec.ts). */
export const DRAFT = { collection: 'blogs', slug: 'draf-panduan-reksa-dana-syariah' } as const;
/** Where the token and the remembered path live (spec §9: prefix 'auth.'). */
export const AUTH_KEYS = { token: 'auth._token.local', redirect: 'auth.redirect' } as const;

/**
 * axe-core on part of the page (WCAG 2 A and AA, and 2.5.3 label in name: a control's accessible name
 * holds its visible text, issue 28 point 7): fails on any serious or critical violation,
 * listing each with the elements it found (a soft assertion: the test goes on to its next scan).
 * Run with reduced motion emulated, so a fading popup is measured at its final colours.
 */
export async function expectAccessible(page: Page, selectors: string | string[], what: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag253']);
  for (const selector of Array.isArray(selectors) ? selectors : [selectors]) builder = builder.include(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
          .map((node) => `${node.target.join(' ')} -> ${node.failureSummary?.replace(/\s+/g, ' ')}`)
          .join(' | ')}`,
    );
  // Soft: one scan's findings do not hide the next scan's.
  expect.soft(serious, `serious or critical accessibility violations in ${what}`).toEqual([]);
}
