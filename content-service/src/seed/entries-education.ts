import { b, type EntrySeed } from './entries-marketing.ts';
import type { Bilingual } from './site-paths.ts';

const video = (slug: string, date: string, category: string, duration: string, title: Bilingual, summary: Bilingual): EntrySeed => ({
  collection: 'educational-videos',
  slug,
  category,
  date,
  image: `/images/videos/${slug}.jpg`,
  attributes: { video_url: `https://www.youtube-nocookie.com/embed/sample-${slug}`, duration },
  title,
  summary,
  body: b(`<p>${summary.id}</p><p>Video contoh.</p>`, `<p>${summary.en}</p><p>Sample video.</p>`),
});

const article = (slug: string, date: string, category: string, title: Bilingual, summary: Bilingual, body: Bilingual): EntrySeed => ({
  collection: 'learn-investment', slug, category, date, image: `/images/learn/${slug}.jpg`, attributes: { level: category }, title, summary, body,
});

const event = (
  slug: string,
  date: string,
  attrs: { starts_at: string; quota: number; status: 'open' | 'full' | 'finished' },
  location: Bilingual,
  title: Bilingual,
  summary: Bilingual,
): EntrySeed => ({
  collection: 'eduvest-events',
  slug,
  category: 'webinar',
  date,
  image: `/images/eduvest/${slug}.jpg`,
  attributes: { ...attrs, location: location.id },
  localized: { en: { location: location.en } },
  title,
  summary,
  body: b(
    `<p>${summary.id}</p><p>Nasabah mendaftar dengan 7 digit terakhir kode nasabah; non-nasabah mengisi data diri. (Acara contoh.)</p>`,
    `<p>${summary.en}</p><p>Clients register with the last 7 digits of their client code; non-clients fill in their details. (Sample event.)</p>`,
  ),
});

export const EDUCATION_ENTRIES: EntrySeed[] = [
  video('apa-itu-saham', '2026-09-01', 'stock-basics', '06:45', b('Apa Itu Saham?', 'What Is a Stock?'), b('Penjelasan singkat tentang saham dan cara kerjanya.', 'A short explanation of stocks and how they work.')),
  video('mengenal-reksadana', '2026-09-15', 'mutual-fund', '08:10', b('Mengenal Reksadana', 'Understanding Mutual Funds'), b('Jenis-jenis reksadana dan risikonya.', 'Kinds of mutual funds and their risks.')),
  video('cara-order-di-brights', '2026-10-01', 'trading-platform', '05:30', b('Cara Order di BRIGHTS', 'How to Place an Order in BRIGHTS'), b('Langkah demi langkah membeli saham di aplikasi.', 'Step by step: buying a stock in the app.')),
  video('membaca-laporan-keuangan', '2026-10-20', 'stock-basics', '11:05', b('Membaca Laporan Keuangan', 'Reading Financial Statements'), b('Neraca, laba rugi, dan arus kas dalam 10 menit.', 'Balance sheet, profit and loss and cash flow in 10 minutes.')),
  article('langkah-awal-berinvestasi', '2026-08-05', 'beginner', b('Langkah Awal Berinvestasi', 'First Steps in Investing'), b('Tentukan tujuan, kenali profil risiko, lalu pilih produk.', 'Set goals, know your risk profile, then choose products.'),
    b('<ol><li>Tentukan tujuan keuangan.</li><li>Isi kuesioner profil risiko.</li><li>Pilih produk yang sesuai.</li></ol>', '<ol><li>Set your financial goals.</li><li>Take the risk profile quiz.</li><li>Choose suitable products.</li></ol>')),
  article('diversifikasi-portofolio', '2026-09-10', 'intermediate', b('Diversifikasi Portofolio', 'Portfolio Diversification'), b('Jangan menaruh semua telur dalam satu keranjang.', 'Don’t put all your eggs in one basket.'),
    b('<p>Sebarkan investasi pada beberapa kelas aset dan sektor untuk mengelola risiko.</p>', '<p>Spread investments across asset classes and sectors to manage risk.</p>')),
  article('mengenal-rekening-margin', '2026-10-08', 'intermediate', b('Mengenal Rekening Margin', 'Understanding Margin Accounts'), b('Pembiayaan transaksi melalui kontrak 1 tahun.', 'Trade financing through a 1-year contract.'),
    b('<p>Rekening margin memberikan pembiayaan dari perusahaan melalui kontrak 1 tahun dengan jumlah aset tertentu. Pahami risikonya sebelum menggunakan.</p>', '<p>A margin account provides financing by the company through a 1-year contract with a given asset holding. Understand the risks before you use it.</p>')),
  article('investasi-untuk-pensiun', '2026-11-01', 'beginner', b('Investasi untuk Pensiun', 'Investing for Retirement'), b('Hitung kebutuhan dana pensiun dengan kalkulator investasi.', 'Estimate your retirement fund with the investment calculator.'),
    b('<p>Perhitungkan biaya hidup bulanan, inflasi tahunan, dan usia pensiun. Angka pada contoh bersifat ilustratif.</p>', '<p>Take monthly living costs, yearly inflation and retirement age into account. Example figures are illustrative.</p>')),
  event('webinar-saham-untuk-pemula', '2026-11-01', { starts_at: '2026-12-05T02:00:00.000Z', quota: 300, status: 'open' }, b('Daring (Zoom)', 'Online (Zoom)'),
    b('Webinar: Saham untuk Pemula', 'Webinar: Stocks for Beginners'), b('Belajar dasar-dasar saham bersama analis kami.', 'Learn stock basics with our analysts.')),
  event('kelas-analisis-teknikal', '2026-11-05', { starts_at: '2026-12-12T03:00:00.000Z', quota: 50, status: 'full' }, b('Jakarta, Kantor Pusat', 'Jakarta, Head Office'),
    b('Kelas Analisis Teknikal', 'Technical Analysis Class'), b('Kelas tatap muka tentang membaca grafik harga.', 'An in-person class on reading price charts.')),
  event('webinar-reksadana-syariah', '2026-10-01', { starts_at: '2026-10-25T02:00:00.000Z', quota: 200, status: 'finished' }, b('Daring (Zoom)', 'Online (Zoom)'),
    b('Webinar: Reksadana Syariah', 'Webinar: Sharia Mutual Funds'), b('Mengenal reksadana berbasis prinsip syariah.', 'An introduction to sharia mutual funds.')),
];
