import { b, type EntrySeed } from './entries-marketing.ts';
import type { Bilingual } from './site-paths.ts';

/** Fictitious companies (DM.. tickers): the research pages show formats, never real opinions. */
const COMPANIES = [
  { slug: 'demo-energi-nusantara', ticker: 'DMEN', sector: 'energy', listing_date: '2010-05-12', name: 'PT Demo Energi Nusantara Tbk', what: b('produsen energi terbarukan', 'a renewable energy producer') },
  { slug: 'demo-bank-persada', ticker: 'DMBP', sector: 'financials', listing_date: '2003-11-10', name: 'PT Demo Bank Persada Tbk', what: b('bank umum', 'a commercial bank') },
  { slug: 'demo-telekomunikasi-raya', ticker: 'DMTR', sector: 'infrastructure', listing_date: '1995-07-03', name: 'PT Demo Telekomunikasi Raya Tbk', what: b('penyedia jaringan telekomunikasi', 'a telecom network provider') },
  { slug: 'demo-pangan-sejahtera', ticker: 'DMPS', sector: 'consumer-non-cyclicals', listing_date: '2015-02-18', name: 'PT Demo Pangan Sejahtera Tbk', what: b('produsen makanan kemasan', 'a packaged food maker') },
];

const companies: EntrySeed[] = COMPANIES.map((c) => ({
  collection: 'companies',
  slug: c.slug,
  category: c.sector,
  date: '2026-01-05',
  image: `/images/companies/${c.ticker.toLowerCase()}.svg`,
  attributes: { ticker: c.ticker, sector: c.sector, listing_date: c.listing_date, name: c.name },
  title: b(`${c.name} (${c.ticker})`, `${c.name} (${c.ticker})`),
  summary: b(`Perusahaan fiktif: ${c.what.id}.`, `A fictitious company: ${c.what.en}.`),
  body: b(
    `<h2>Tentang</h2><p>${c.name} adalah ${c.what.id} (data contoh).</p><h2>Manajemen</h2><ul><li>Komisaris Utama: Nama Contoh</li><li>Direktur Utama: Nama Contoh</li></ul><h2>Pemegang Saham</h2><ul><li>Publik: 40% (ilustratif)</li><li>Induk usaha: 60% (ilustratif)</li></ul>`,
    `<h2>About</h2><p>${c.name} is ${c.what.en} (sample data).</p><h2>Management</h2><ul><li>President Commissioner: Sample Name</li><li>President Director: Sample Name</li></ul><h2>Shareholders</h2><ul><li>Public: 40% (illustrative)</li><li>Parent company: 60% (illustrative)</li></ul>`,
  ),
}));

const report = (slug: string, date: string, category: string, attrs: { ticker: string | null; sector: string; report_type: string }, title: Bilingual, summary: Bilingual): EntrySeed => ({
  collection: 'research-reports',
  slug,
  category,
  date,
  image: '/images/research/report-cover.jpg',
  attributes: { ...attrs, file_url: `/files/research/${slug}.pdf` },
  title,
  summary,
  body: b(
    `<p>${summary.id}</p><p>Laporan ini adalah contoh format. Tidak ada peringkat, target harga, atau pendapat investasi.</p>`,
    `<p>${summary.en}</p><p>This report shows the format only. It carries no rating, price target or investment opinion.</p>`,
  ),
});

const mentari = (date: string, headline: Bilingual): EntrySeed => ({
  collection: 'sapa-mentari',
  slug: `sapa-mentari-${date}`,
  category: 'daily',
  date,
  attributes: { edition: date, file_url: `/files/sapa-mentari/${date}.pdf` },
  title: b(`Sapa Mentari ${date}`, `Sapa Mentari ${date}`),
  summary: headline,
  body: b(`<p>${headline.id}</p><p>Indeks dan angka dalam buletin ini bersifat ilustratif.</p>`, `<p>${headline.en}</p><p>Indices and figures in this newsletter are illustrative.</p>`),
});

const action = (kind: string, ticker: string, date: string, title: Bilingual, summary: Bilingual): EntrySeed => ({
  collection: 'corporate-actions',
  slug: `${ticker.toLowerCase()}-${kind}-${date}`,
  category: kind,
  date: '2026-11-01',
  attributes: { kind, ticker, date },
  title,
  summary,
  body: b(`<p>${summary.id} Tanggal dan nilai bersifat contoh.</p>`, `<p>${summary.en} Dates and amounts are samples.</p>`),
});

const note = (slug: string, date: string, category: string, ticker: string, sector: string, title: Bilingual): EntrySeed => ({
  collection: 'recommendations',
  slug,
  category,
  date,
  attributes: { ticker, sector },
  title,
  summary: b('Contoh format ulasan saham harian; bukan rekomendasi beli atau jual.', 'Sample format of a daily stock note; not a buy or sell recommendation.'),
  body: b(
    `<p>Bagian ini menampilkan cara tim riset menyajikan ulasan ${ticker}: ringkasan pergerakan, level teknikal ilustratif, dan risiko.</p>`,
    `<p>This shows how the research team presents a note on ${ticker}: a summary of the moves, illustrative technical levels and risks.</p>`,
  ),
});

export const RESEARCH_ENTRIES: EntrySeed[] = [
  ...companies,
  report('outlook-pasar-2027', '2026-11-18', 'market-outlook', { ticker: null, sector: 'market', report_type: 'outlook' },
    b('Outlook Pasar 2027 (Contoh)', 'Market Outlook 2027 (Sample)'), b('Gambaran faktor makro yang biasa dibahas dalam outlook tahunan.', 'The macro factors a yearly outlook usually covers.')),
  report('sektor-perbankan-kuartal-iii', '2026-11-04', 'sector-report', { ticker: null, sector: 'financials', report_type: 'sector' },
    b('Sektor Perbankan Kuartal III (Contoh)', 'Banking Sector Q3 (Sample)'), b('Ringkasan kinerja sektor dengan angka ilustratif.', 'A sector performance summary with illustrative figures.')),
  report('dmen-kinerja-kuartal-iii', '2026-10-28', 'company-report', { ticker: 'DMEN', sector: 'energy', report_type: 'company' },
    b('DMEN: Kinerja Kuartal III (Contoh)', 'DMEN: Third-Quarter Results (Sample)'), b('Ulasan laporan keuangan perusahaan fiktif DMEN.', 'A review of the fictitious DMEN’s financial statements.')),
  report('makro-inflasi-dan-suku-bunga', '2026-10-15', 'macro-economy', { ticker: null, sector: 'macro', report_type: 'macro' },
    b('Makro: Inflasi dan Suku Bunga (Contoh)', 'Macro: Inflation and Interest Rates (Sample)'), b('Cara membaca data inflasi dan kebijakan suku bunga.', 'How to read inflation data and rate decisions.')),
  mentari('2026-11-20', b('Bursa global bergerak beragam; investor menanti data ekonomi (ilustrasi).', 'Global markets mixed as investors await economic data (illustration).')),
  mentari('2026-11-19', b('Harga komoditas stabil; fokus pada musim laporan keuangan (ilustrasi).', 'Commodity prices steady; focus on earnings season (illustration).')),
  mentari('2026-11-18', b('Rupiah bergerak dalam rentang sempit (ilustrasi).', 'The rupiah trades in a narrow range (illustration).')),
  mentari('2026-11-17', b('Agenda RUPS dan pembagian dividen pekan ini (ilustrasi).', 'This week’s shareholder meetings and dividends (illustration).')),
  action('bonus', 'DMPS', '2026-12-08', b('DMPS: Saham Bonus', 'DMPS: Bonus Shares'), b('Pembagian saham bonus dengan rasio 10:1.', 'Bonus shares at a 10:1 ratio.')),
  action('dividend', 'DMBP', '2026-12-15', b('DMBP: Dividen Tunai', 'DMBP: Cash Dividend'), b('Dividen tunai Rp 50 per saham.', 'A cash dividend of Rp 50 per share.')),
  action('ipo', 'DMNU', '2026-12-20', b('DMNU: Penawaran Umum Perdana', 'DMNU: Initial Public Offering'), b('Masa penawaran awal dan penjatahan saham.', 'Book-building and allotment period.')),
  action('shareholder-meeting', 'DMTR', '2026-12-02', b('DMTR: RUPS Luar Biasa', 'DMTR: Extraordinary Shareholder Meeting'), b('Agenda persetujuan perubahan pengurus.', 'Agenda: approval of board changes.')),
  action('stock-merge', 'DMEN', '2026-12-10', b('DMEN: Penggabungan Saham', 'DMEN: Stock Merge'), b('Penggabungan nilai nominal dengan rasio 5:1.', 'A reverse split at a 5:1 ratio.')),
  action('stock-split', 'DMTR', '2026-12-12', b('DMTR: Pemecahan Saham', 'DMTR: Stock Split'), b('Pemecahan nilai nominal dengan rasio 1:4.', 'A stock split at a 1:4 ratio.')),
  action('dividend-history', 'DMBP', '2026-06-15', b('DMBP: Riwayat Dividen', 'DMBP: Dividend History'), b('Riwayat pembagian dividen lima tahun terakhir.', 'Dividends paid over the last five years.')),
  note('ulasan-dmen-harian', '2026-11-20', 'technical', 'DMEN', 'energy', b('Ulasan Harian DMEN (Contoh)', 'DMEN Daily Note (Sample)')),
  note('ulasan-dmbp-harian', '2026-11-20', 'technical', 'DMBP', 'financials', b('Ulasan Harian DMBP (Contoh)', 'DMBP Daily Note (Sample)')),
  note('ulasan-dmtr-fundamental', '2026-11-13', 'fundamental', 'DMTR', 'infrastructure', b('Ulasan Fundamental DMTR (Contoh)', 'DMTR Fundamental Note (Sample)')),
  note('ulasan-dmps-fundamental', '2026-11-06', 'fundamental', 'DMPS', 'consumer-non-cyclicals', b('Ulasan Fundamental DMPS (Contoh)', 'DMPS Fundamental Note (Sample)')),
];

export interface CompanyNewsSeed {
  company: string;
  slug: string;
  date: string;
  title: Bilingual;
  summary: Bilingual;
  body: Bilingual;
}

const news = (company: string, slug: string, date: string, title: Bilingual, summary: Bilingual): CompanyNewsSeed => ({
  company, slug, date, title, summary,
  body: b(`<p>${summary.id}</p><p>Berita contoh tentang perusahaan fiktif.</p>`, `<p>${summary.en}</p><p>Sample news about a fictitious company.</p>`),
});

export const COMPANY_NEWS: CompanyNewsSeed[] = [
  news('demo-energi-nusantara', 'pembangkit-surya-baru', '2026-11-12', b('DMEN Mengoperasikan Pembangkit Surya Baru', 'DMEN Starts a New Solar Plant'), b('Kapasitas terpasang bertambah (angka ilustratif).', 'Installed capacity grows (illustrative figures).')),
  news('demo-energi-nusantara', 'jadwal-paparan-publik', '2026-10-30', b('Jadwal Paparan Publik DMEN', 'DMEN Public Expose Schedule'), b('Paparan publik tahunan digelar secara daring.', 'The annual public expose is held online.')),
  news('demo-energi-nusantara', 'laporan-keuangan-kuartal-iii', '2026-10-20', b('DMEN Rilis Laporan Keuangan Kuartal III', 'DMEN Releases Q3 Financial Statements'), b('Pendapatan naik dibanding periode yang sama (ilustratif).', 'Revenue up year on year (illustrative).')),
  news('demo-bank-persada', 'peluncuran-aplikasi-mobile', '2026-11-08', b('DMBP Meluncurkan Aplikasi Mobile Baru', 'DMBP Launches a New Mobile App'), b('Layanan perbankan digital diperluas.', 'Digital banking services expand.')),
  news('demo-bank-persada', 'rups-tahunan', '2026-09-18', b('Hasil RUPS Tahunan DMBP', 'DMBP Annual Shareholder Meeting Results'), b('RUPS menyetujui seluruh agenda.', 'The meeting approves every agenda item.')),
  news('demo-telekomunikasi-raya', 'ekspansi-jaringan-fiber', '2026-11-02', b('DMTR Memperluas Jaringan Fiber', 'DMTR Expands Its Fibre Network'), b('Jangkauan jaringan bertambah di beberapa kota (ilustratif).', 'Network reach grows in several cities (illustrative).')),
];
