import type { Locale } from '@brids/contracts';

/** The site's name in titles, Open Graph and structured data. */
export const SITE_NAME = 'BRI Danareksa Sekuritas';

/** The description of a page that declares none (route `description`) and shows no entry. */
export const SITE_DESCRIPTION: Record<Locale, string> = {
  id: 'BRI Danareksa Sekuritas (BRIDS): perusahaan efek untuk investasi saham, reksa dana dan surat berharga, dengan riset pasar, edukasi investasi dan aplikasi trading BRIGHTS.',
  en: 'BRI Danareksa Sekuritas (BRIDS): a securities company for investing in stocks, mutual funds and bonds, with market research, investment education and the BRIGHTS trading app.',
};

/**
 * The preview image of a page without one of its own (1280 × 670, the 1.91:1 of link previews),
 * made by `shell/scripts/og-images.mjs` with sharp, served through the image optimiser.
 */
export const DEFAULT_OG_IMAGE = { path: '/images/og/default.jpg', width: 1280, height: 670 };

/** The organisation's logo for structured data (a square bitmap: search engines want one they can crop). */
export const LOGO_IMAGE = '/images/og/logo.png';

/** Open Graph's locale names. */
export const OG_LOCALE: Record<Locale, string> = { id: 'id_ID', en: 'en_US' };

/** schema.org `inLanguage`. */
export const LANGUAGE_TAG: Record<Locale, string> = { id: 'id-ID', en: 'en-US' };
