import type { Bilingual } from '../../lib/bilingual.ts';
import { siteUrls } from '../site-paths.ts';
import { sampleMedia } from '../../media/sample.ts';
import { DEFAULT_CHAT_HOURS } from '../../chat/hours.ts';

/** Settings (spec §3 keys and a few more). A plain string is the same in both locales. */
export const SETTINGS: Record<string, string | Bilingual> = {
  'site-name': 'BRIDS',
  'home-join-now-login-url': 'https://brights.example.com/login',
  'home-join-now-open-account-url': 'https://open-account.example.com/',
  'social-media-instagram': 'https://www.instagram.com/example',
  'social-media-youtube': 'https://www.youtube.com/@example',
  'social-media-telegram': 'https://t.me/example',
  'social-media-linkedin': 'https://www.linkedin.com/company/example',
  'social-media-facebook': 'https://www.facebook.com/example',
  'social-media-tiktok': 'https://www.tiktok.com/@example',
  'footer-address': {
    id: 'Gedung Contoh Lt. 10, Jl. Contoh Raya No. 1, Jakarta Pusat 10110, Indonesia (alamat contoh)',
    en: 'Contoh Building 10th Floor, Jl. Contoh Raya No. 1, Central Jakarta 10110, Indonesia (sample address)',
  },
  'footer-phone': '+62 21 1234 5678',
  'footer-email': 'customer.care@example.com',
  'client-service-hours': { id: 'Senin–Jumat, 08.00–17.00 WIB (kecuali hari libur bursa)', en: 'Monday–Friday, 08:00–17:00 WIB (except exchange holidays)' },
  'authorized-message': {
    id: '[Contoh] BRIDS berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK) serta merupakan Anggota Bursa Efek Indonesia.',
    en: '[Sample] BRIDS is licensed and supervised by the Financial Services Authority (OJK) and is a Member of the Indonesia Stock Exchange.',
  },
  'copyright-year': '2026',
  'brids-form-download-comp-slugs': 'form-individual;form-corporate,form-margin',
  'whatsapp-chat-url': {
    id: 'https://wa.me/6281200000000?text=Halo%20BRIDS%2C%20saya%20ingin%20bertanya',
    en: 'https://wa.me/6281200000000?text=Hello%20BRIDS%2C%20I%20have%20a%20question',
  },
  'live-chat-assistant-name': 'Sari',
  // When a visitor can ask for a person (chat/hours.ts: days and WIB times); the contact page shows client-service-hours.
  'live-chat-hours': DEFAULT_CHAT_HOURS,
  // The app's store pages (the app page and the home page's app block).
  'app-store-url': 'https://apps.apple.com/id/app/example-brights/id0000000000',
  'google-play-url': 'https://play.google.com/store/apps/details?id=com.example.brights',
  'top-info-left': {
    id: 'Layanan nasabah: Senin–Jumat, 08.00–17.00 WIB',
    en: 'Client service: Monday–Friday, 08:00–17:00 WIB',
  },
  'support-links': {
    id: JSON.stringify([
      { title: 'FAQ', url: siteUrls('faq').id },
      { title: 'Hubungi Kami', url: siteUrls('contact-us').id },
    ]),
    en: JSON.stringify([
      { title: 'FAQ', url: siteUrls('faq').en },
      { title: 'Contact Us', url: siteUrls('contact-us').en },
    ]),
  },
};

export interface CtaSeed {
  title: Bilingual;
  url: Bilingual;
}
export interface ComponentSeed {
  slug: string;
  title: Bilingual;
  content: Bilingual;
  images?: { url: string; alt?: string }[];
  files?: { url: string; name: string; size?: number }[];
  cta?: CtaSeed[];
  /** Keys of menus (see menus.ts) shown with the component. */
  menus?: string[];
}

const form = (slug: string, title: Bilingual, what: Bilingual, size: number): ComponentSeed => ({
  slug,
  title,
  content: {
    id: `<p>Unduh, isi, dan tanda tangani ${what.id}. Kirim formulir beserta dokumen pendukung ke kantor cabang terdekat. (Formulir contoh.)</p>`,
    en: `<p>Download, fill in and sign ${what.en}. Send the form with its supporting documents to the nearest branch. (Sample form.)</p>`,
  },
  files: [{ url: sampleMedia(`/files/forms/${slug}.pdf`), name: `${slug}.pdf`, size }],
});

export const COMPONENTS: ComponentSeed[] = [
  form('form-individual', { id: 'Formulir Pembukaan Rekening Individu', en: 'Individual Account Opening Form' }, { id: 'formulir pembukaan rekening individu', en: 'the individual account opening form' }, 482_113),
  form('form-corporate', { id: 'Formulir Pembukaan Rekening Korporasi', en: 'Corporate Account Opening Form' }, { id: 'formulir pembukaan rekening korporasi', en: 'the corporate account opening form' }, 655_020),
  form('form-margin', { id: 'Formulir Pembukaan Rekening Margin', en: 'Margin Account Opening Form' }, { id: 'formulir rekening margin (kontrak pembiayaan 1 tahun)', en: 'the margin account form (1-year financing contract)' }, 390_448),
  {
    slug: 'home-hero',
    title: { id: 'Investasi Lebih Mudah Bersama BRIDS', en: 'Investing Made Easier with BRIDS' },
    content: {
      id: '<p>Buka rekening saham secara daring dan mulai berinvestasi dari genggaman Anda. (Konten contoh.)</p>',
      en: '<p>Open a stock account online and start investing from your phone. (Sample content.)</p>',
    },
    images: [{ url: sampleMedia('/images/hero/home-hero.jpg'), alt: 'BRIDS' }],
    cta: [
      { title: { id: 'Buka Rekening', en: 'Open Account' }, url: { id: 'https://open-account.example.com/', en: 'https://open-account.example.com/' } },
      { title: { id: 'Pelajari Investasi', en: 'Learn to Invest' }, url: siteUrls('education') },
    ],
  },
  {
    slug: 'microsite-links',
    title: { id: 'Situs Lainnya', en: 'Other Sites' },
    content: { id: '<p>Situs terkait BRIDS. (Tautan contoh.)</p>', en: '<p>Sites related to BRIDS. (Sample links.)</p>' },
    cta: [
      { title: { id: 'BRIGHTS', en: 'BRIGHTS' }, url: siteUrls('brights') },
      { title: { id: 'Riset', en: 'Research' }, url: siteUrls('research-report') },
      { title: { id: 'Eduvest', en: 'Eduvest' }, url: siteUrls('brids-eduvest') },
    ],
  },
  {
    slug: 'download-form-popup',
    title: { id: 'Informasi Formulir Pembukaan Rekening', en: 'Open Account Form Information' },
    content: {
      id: '<p>Pilih formulir yang sesuai dengan jenis rekening yang ingin Anda buka.</p>',
      en: '<p>Choose the form that matches the account you want to open.</p>',
    },
    images: [{ url: sampleMedia('/images/floating/download-form.svg'), alt: 'Download Formulir' }],
  },
  {
    // The app page ({product} = brights): its features (content) and screenshots (images).
    slug: 'app-brights',
    title: { id: 'Fitur BRIGHTS', en: 'BRIGHTS features' },
    content: {
      id: '<ul><li><strong>Order cepat</strong>: beli dan jual saham, reksa dana, dan SBN dalam satu aplikasi.</li><li><strong>Data waktu nyata</strong>: harga, antrean, dan grafik teknikal.</li><li><strong>Riset terintegrasi</strong>: laporan riset dan Sapa Mentari setiap pagi.</li><li><strong>Portofolio</strong>: untung/rugi, riwayat transaksi, dan laporan bulanan.</li><li><strong>Keamanan</strong>: PIN, biometrik, dan notifikasi setiap transaksi.</li></ul><p>(Konten contoh.)</p>',
      en: '<ul><li><strong>Fast orders</strong>: buy and sell stocks, mutual funds and government bonds in one app.</li><li><strong>Real-time data</strong>: prices, order book and technical charts.</li><li><strong>Built-in research</strong>: research reports and Sapa Mentari every morning.</li><li><strong>Portfolio</strong>: profit and loss, trade history and monthly statements.</li><li><strong>Security</strong>: PIN, biometrics and a notice for every trade.</li></ul><p>(Sample content.)</p>',
    },
    images: [
      { url: sampleMedia('/images/marketing/app/screen-1.jpg'), alt: '' },
      { url: sampleMedia('/images/marketing/app/screen-2.jpg'), alt: '' },
      { url: sampleMedia('/images/marketing/app/screen-3.jpg'), alt: '' },
    ],
  },
  {
    slug: 'footer-quick-links',
    title: { id: 'Tautan Cepat', en: 'Quick Links' },
    content: { id: '', en: '' },
    menus: ['footer.company', 'footer.legal'],
  },
];

export const FOOTER_LOGOS = [
  { title: 'IDX', url: 'https://www.idx.co.id', image_url: sampleMedia('/images/partners/idx.svg') },
  { title: 'KSEI', url: 'https://www.ksei.co.id', image_url: sampleMedia('/images/partners/ksei.svg') },
  { title: 'KPEI', url: 'https://www.idclear.co.id', image_url: sampleMedia('/images/partners/kpei.svg') },
  { title: 'OJK', url: 'https://www.ojk.go.id', image_url: sampleMedia('/images/partners/ojk.svg') },
  { title: 'SIPF', url: 'https://www.indonesiasipf.co.id', image_url: sampleMedia('/images/partners/sipf.svg') },
];

/** Corporate-action kinds (spec §3), also `attributes.kind` of corporate-actions entries. */
export const ACTION_TYPES = [
  { slug: 'bonus', name_id: 'Bonus', name_en: 'Bonus' },
  { slug: 'dividend', name_id: 'Dividen', name_en: 'Dividend' },
  { slug: 'ipo', name_id: 'IPO', name_en: 'IPO' },
  { slug: 'shareholder-meeting', name_id: 'RUPS', name_en: 'Shareholder Meeting' },
  { slug: 'stock-merge', name_id: 'Penggabungan Saham', name_en: 'Stock Merge' },
  { slug: 'stock-split', name_id: 'Pemecahan Saham', name_en: 'Stock Split' },
  { slug: 'dividend-history', name_id: 'Riwayat Dividen', name_en: 'Dividend History' },
];

