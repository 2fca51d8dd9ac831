import type { Level, VideoCategory } from '@brids/contracts/education';
import { b, type Bilingual } from '../../lib/bilingual.ts';

export interface VideoSeed {
  slug: string;
  category: VideoCategory;
  level: Level;
  /** m:ss or h:mm:ss */
  duration: string;
  /** A sample id of the provider (YouTube); editors put the brokerage channel's ids here. */
  videoId: string;
  /** Days before the seed's day it was published. */
  age: number;
  featured?: boolean;
  title: Bilingual;
  summary: Bilingual;
}

/** Sample educational videos over every category and level, published over the last months. */
export const VIDEOS: VideoSeed[] = [
  { slug: 'apa-itu-saham', category: 'stock-basics', level: 'beginner', duration: '6:45', videoId: 'sMpLeVid001', age: 3, featured: true,
    title: b('Apa Itu Saham?', 'What Is a Stock?'), summary: b('Penjelasan singkat tentang saham, bursa, dan cara perusahaan menghimpun dana.', 'A short explanation of stocks, the exchange and how companies raise money.') },
  { slug: 'cara-kerja-bursa-efek', category: 'stock-basics', level: 'beginner', duration: '8:20', videoId: 'sMpLeVid002', age: 12,
    title: b('Cara Kerja Bursa Efek', 'How the Stock Exchange Works'), summary: b('Dari order Anda sampai transaksi tercatat: peran bursa, kliring, dan kustodian.', 'From your order to a settled trade: the exchange, clearing and custody.') },
  { slug: 'membaca-laporan-keuangan', category: 'stock-basics', level: 'intermediate', duration: '11:05', videoId: 'sMpLeVid003', age: 25, featured: true,
    title: b('Membaca Laporan Keuangan', 'Reading Financial Statements'), summary: b('Neraca, laba rugi, dan arus kas dalam sebelas menit.', 'Balance sheet, profit and loss and cash flow in eleven minutes.') },
  { slug: 'valuasi-saham-per-dan-pbv', category: 'stock-basics', level: 'advanced', duration: '14:30', videoId: 'sMpLeVid004', age: 40,
    title: b('Valuasi Saham: PER dan PBV', 'Stock Valuation: P/E and P/BV'), summary: b('Membandingkan harga dengan laba dan nilai buku, dengan angka ilustratif.', 'Comparing price with earnings and book value, with illustrative figures.') },
  { slug: 'mengenal-reksadana', category: 'mutual-fund', level: 'beginner', duration: '8:10', videoId: 'sMpLeVid005', age: 7, featured: true,
    title: b('Mengenal Reksadana', 'Understanding Mutual Funds'), summary: b('Reksadana pasar uang, pendapatan tetap, campuran, dan saham.', 'Money market, fixed income, balanced and equity funds.') },
  { slug: 'memilih-reksadana-sesuai-profil-risiko', category: 'mutual-fund', level: 'intermediate', duration: '9:40', videoId: 'sMpLeVid006', age: 33,
    title: b('Memilih Reksadana Sesuai Profil Risiko', 'Choosing a Fund for Your Risk Profile'), summary: b('Cocokkan jenis reksadana dengan tujuan dan profil risiko Anda.', 'Match the kind of fund with your goals and risk profile.') },
  { slug: 'reksadana-syariah', category: 'mutual-fund', level: 'beginner', duration: '7:15', videoId: 'sMpLeVid007', age: 58,
    title: b('Reksadana Syariah', 'Sharia Mutual Funds'), summary: b('Prinsip syariah, proses penyaringan, dan pilihan produknya.', 'Sharia principles, screening and the choice of products.') },
  { slug: 'cara-order-di-brights', category: 'trading-platform', level: 'beginner', duration: '5:30', videoId: 'sMpLeVid008', age: 5, featured: true,
    title: b('Cara Order di BRIGHTS', 'How to Place an Order in BRIGHTS'), summary: b('Langkah demi langkah membeli dan menjual saham di aplikasi.', 'Step by step: buying and selling a stock in the app.') },
  { slug: 'fitur-auto-order-brights', category: 'trading-platform', level: 'intermediate', duration: '6:50', videoId: 'sMpLeVid009', age: 47,
    title: b('Fitur Auto Order di BRIGHTS', 'Auto Orders in BRIGHTS'), summary: b('Memasang order otomatis berdasarkan harga atau waktu.', 'Setting orders that trigger on a price or a time.') },
  { slug: 'memantau-portofolio', category: 'trading-platform', level: 'beginner', duration: '4:55', videoId: 'sMpLeVid010', age: 70,
    title: b('Memantau Portofolio di Aplikasi', 'Watching Your Portfolio in the App'), summary: b('Membaca posisi, keuntungan belum terealisasi, dan riwayat transaksi.', 'Reading positions, unrealised gains and trade history.') },
  { slug: 'dasar-analisis-teknikal', category: 'technical-analysis', level: 'intermediate', duration: '12:10', videoId: 'sMpLeVid011', age: 15, featured: true,
    title: b('Dasar Analisis Teknikal', 'Technical Analysis Basics'), summary: b('Tren, support, resistance, dan volume pada grafik harga.', 'Trend, support, resistance and volume on a price chart.') },
  { slug: 'indikator-rsi-dan-macd', category: 'technical-analysis', level: 'advanced', duration: '15:45', videoId: 'sMpLeVid012', age: 62,
    title: b('Indikator RSI dan MACD', 'The RSI and MACD Indicators'), summary: b('Cara membaca dua indikator momentum populer beserta batasannya.', 'How to read two popular momentum indicators, and their limits.') },
  { slug: 'pola-candlestick', category: 'technical-analysis', level: 'intermediate', duration: '10:20', videoId: 'sMpLeVid013', age: 90,
    title: b('Pola Candlestick', 'Candlestick Patterns'), summary: b('Mengenali pola pembalikan dan kelanjutan tren.', 'Recognising reversal and continuation patterns.') },
  { slug: 'dana-darurat-sebelum-investasi', category: 'financial-planning', level: 'beginner', duration: '6:05', videoId: 'sMpLeVid014', age: 20, featured: true,
    title: b('Dana Darurat Sebelum Investasi', 'An Emergency Fund Before Investing'), summary: b('Berapa dana darurat yang perlu disiapkan dan di mana menyimpannya.', 'How large an emergency fund should be and where to keep it.') },
  { slug: 'merencanakan-dana-pensiun', category: 'financial-planning', level: 'intermediate', duration: '9:00', videoId: 'sMpLeVid015', age: 105,
    title: b('Merencanakan Dana Pensiun', 'Planning Your Retirement Fund'), summary: b('Menghitung kebutuhan dana pensiun dengan kalkulator investasi.', 'Estimating your retirement fund with the investment calculator.') },
];

/** `m:ss` or `h:mm:ss` in seconds. */
export function durationSeconds(duration: string): number {
  return duration.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
