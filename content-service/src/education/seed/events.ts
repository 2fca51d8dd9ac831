import { b, type Bilingual } from '../../lib/bilingual.ts';
import { shift, wib } from './dates.ts';

export interface EventSeed {
  slug: string;
  format: 'online' | 'onsite';
  /** Days from the seed's day, start hour (WIB) and length in hours. */
  day: number;
  hour: number;
  hours: number;
  quota: number;
  taken: number;
  /** Registration opens this many days before the start (default 30) and closes this many hours before it (default 1). */
  opensDaysBefore?: number;
  closesHoursBefore?: number;
  cancelled?: boolean;
  title: Bilingual;
  summary: Bilingual;
  venue: Bilingual;
  speakers: { name: string; role: Bilingual }[];
  agenda: { time: string; title: Bilingual }[];
  topics: Bilingual[];
}

const analyst = (name: string) => ({ name, role: b('Analis Riset (contoh)', 'Research Analyst (sample)') });
const educator = (name: string) => ({ name, role: b('Edukator Pasar Modal (contoh)', 'Capital Market Educator (sample)') });
const trainer = (name: string) => ({ name, role: b('Pelatih Platform BRIGHTS (contoh)', 'BRIGHTS Platform Trainer (sample)') });

const ONLINE = b('Daring melalui Zoom (tautan dikirim lewat email)', 'Online via Zoom (link sent by email)');
const JAKARTA = b('Kantor Pusat BRIDS, Gedung Contoh Lt. 8, Jl. Jend. Sudirman Kav. 0, Jakarta', 'BRIDS Head Office, Sample Tower 8th floor, Jl. Jend. Sudirman Kav. 0, Jakarta');
const SURABAYA = b('Kantor Cabang Surabaya, Jl. Contoh Raya No. 1, Surabaya', 'Surabaya Branch Office, Jl. Contoh Raya No. 1, Surabaya');
const BANDUNG = b('Galeri Investasi Kampus Contoh, Jl. Ilustrasi No. 10, Bandung', 'Sample Campus Investment Gallery, Jl. Ilustrasi No. 10, Bandung');

/** A two-hour agenda starting at `start` (HH:MM WIB). */
function agenda(start: number, parts: [Bilingual, Bilingual, Bilingual]) {
  const at = (minutes: number) => {
    const total = start * 60 + minutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  return [
    { time: at(0), title: b('Pembukaan dan registrasi ulang', 'Opening and check-in') },
    { time: at(10), title: parts[0] },
    { time: at(50), title: parts[1] },
    { time: at(90), title: parts[2] },
    { time: at(110), title: b('Tanya jawab dan penutupan', 'Questions and closing') },
  ];
}

/**
 * Sample Eduvest events, relative to the seed's day: upcoming open ones, one nearly full, one full,
 * one not open yet, one whose registration has closed, one cancelled, and past (finished) ones.
 */
export const EVENTS: EventSeed[] = [
  {
    slug: 'webinar-saham-untuk-pemula', format: 'online', day: 7, hour: 19, hours: 2, quota: 300, taken: 112,
    title: b('Webinar: Saham untuk Pemula', 'Webinar: Stocks for Beginners'),
    summary: b('Belajar dasar-dasar saham, cara membeli, dan mengelola risiko bersama analis kami.', 'Learn stock basics, how to buy and how to manage risk with our analysts.'),
    venue: ONLINE, speakers: [analyst('Rina Contoh'), educator('Budi Ilustrasi')],
    agenda: agenda(19, [b('Apa itu saham dan bursa efek', 'What stocks and the exchange are'), b('Membeli saham pertama Anda', 'Buying your first stock'), b('Mengelola risiko dan diversifikasi', 'Managing risk and diversification')]),
    topics: [b('Dasar-dasar saham', 'Stock basics'), b('Profil risiko', 'Risk profile')],
  },
  {
    slug: 'webinar-reksadana-untuk-milenial', format: 'online', day: 10, hour: 19, hours: 2, quota: 200, taken: 194,
    title: b('Webinar: Reksadana untuk Milenial', 'Webinar: Mutual Funds for Millennials'),
    summary: b('Mulai berinvestasi dengan nominal kecil melalui reksadana. Kursi hampir habis.', 'Start investing small amounts through mutual funds. Seats are nearly gone.'),
    venue: ONLINE, speakers: [educator('Sari Sampel')],
    agenda: agenda(19, [b('Jenis-jenis reksadana', 'Kinds of mutual funds'), b('Membaca prospektus dan fund fact sheet', 'Reading a prospectus and fund fact sheet'), b('Menyusun rencana investasi bulanan', 'Building a monthly investment plan')]),
    topics: [b('Reksadana', 'Mutual funds')],
  },
  {
    slug: 'kelas-analisis-teknikal', format: 'onsite', day: 12, hour: 9, hours: 3, quota: 40, taken: 40,
    title: b('Kelas Analisis Teknikal', 'Technical Analysis Class'),
    summary: b('Kelas tatap muka tentang membaca grafik harga, tren, dan volume.', 'An in-person class on reading price charts, trends and volume.'),
    venue: JAKARTA, speakers: [analyst('Andi Peraga'), trainer('Dewi Contoh')],
    agenda: agenda(9, [b('Tren, support, dan resistance', 'Trend, support and resistance'), b('Indikator populer: MA, RSI, MACD', 'Popular indicators: MA, RSI, MACD'), b('Latihan di BRIGHTS', 'Practice in BRIGHTS')]),
    topics: [b('Analisis teknikal', 'Technical analysis')],
  },
  {
    slug: 'kelas-trading-di-brights', format: 'onsite', day: 18, hour: 13, hours: 2, quota: 60, taken: 21,
    title: b('Kelas Trading di BRIGHTS', 'Trading in BRIGHTS Class'),
    summary: b('Praktik langsung memasang order, memantau portofolio, dan memakai fitur auto order.', 'Hands-on practice placing orders, watching your portfolio and using auto orders.'),
    venue: BANDUNG, speakers: [trainer('Eko Sampel')],
    agenda: agenda(13, [b('Mengenal tampilan BRIGHTS', 'A tour of BRIGHTS'), b('Order beli, jual, dan auto order', 'Buy, sell and auto orders'), b('Memantau portofolio', 'Watching your portfolio')]),
    topics: [b('Platform trading', 'Trading platform')],
  },
  {
    slug: 'webinar-strategi-dividen', format: 'online', day: 21, hour: 19, hours: 2, quota: 500, taken: 45,
    title: b('Webinar: Strategi Investasi Dividen', 'Webinar: Dividend Investing Strategy'),
    summary: b('Memahami dividend yield, jadwal pembagian dividen, dan saham pembagi dividen rutin.', 'Understand dividend yield, dividend schedules and regular dividend payers.'),
    venue: ONLINE, speakers: [analyst('Rina Contoh')],
    agenda: agenda(19, [b('Apa itu dividen', 'What dividends are'), b('Cum date, ex date, dan recording date', 'Cum date, ex date and recording date'), b('Menyaring saham dividen (ilustrasi)', 'Screening dividend stocks (illustration)')]),
    topics: [b('Dividen', 'Dividends')],
  },
  {
    slug: 'workshop-membaca-laporan-keuangan', format: 'onsite', day: 40, hour: 9, hours: 3, quota: 80, taken: 0, opensDaysBefore: 21,
    title: b('Workshop Membaca Laporan Keuangan', 'Reading Financial Statements Workshop'),
    summary: b('Neraca, laba rugi, dan arus kas dengan studi kasus perusahaan fiktif. Pendaftaran dibuka 21 hari sebelum acara.', 'Balance sheet, profit and loss and cash flow with a fictitious company case. Registration opens 21 days before the event.'),
    venue: SURABAYA, speakers: [analyst('Andi Peraga'), educator('Sari Sampel')],
    agenda: agenda(9, [b('Neraca', 'Balance sheet'), b('Laba rugi', 'Profit and loss'), b('Arus kas dan rasio', 'Cash flow and ratios')]),
    topics: [b('Analisis fundamental', 'Fundamental analysis')],
  },
  {
    slug: 'webinar-obligasi-ritel', format: 'online', day: 3, hour: 19, hours: 2, quota: 250, taken: 130, closesHoursBefore: 24 * 5,
    title: b('Webinar: Mengenal Obligasi Ritel', 'Webinar: Understanding Retail Bonds'),
    summary: b('Kupon, tenor, dan risiko obligasi ritel negara. Pendaftaran sudah ditutup.', 'Coupons, tenors and risks of retail government bonds. Registration has closed.'),
    venue: ONLINE, speakers: [educator('Budi Ilustrasi')],
    agenda: agenda(19, [b('Apa itu obligasi', 'What bonds are'), b('Kupon dan tenor', 'Coupons and tenors'), b('Risiko dan pajak', 'Risks and taxes')]),
    topics: [b('Obligasi', 'Bonds')],
  },
  {
    slug: 'webinar-investasi-emas-digital', format: 'online', day: 14, hour: 19, hours: 2, quota: 300, taken: 58, cancelled: true,
    title: b('Webinar: Investasi Emas Digital (Dibatalkan)', 'Webinar: Digital Gold Investing (Cancelled)'),
    summary: b('Acara ini dibatalkan. Peserta terdaftar akan menerima pemberitahuan lewat email.', 'This event is cancelled. Registered participants will be told by email.'),
    venue: ONLINE, speakers: [educator('Sari Sampel')],
    agenda: agenda(19, [b('Emas sebagai aset', 'Gold as an asset'), b('Emas digital', 'Digital gold'), b('Diversifikasi', 'Diversification')]),
    topics: [b('Diversifikasi', 'Diversification')],
  },
  {
    slug: 'webinar-reksadana-syariah', format: 'online', day: -20, hour: 19, hours: 2, quota: 200, taken: 187,
    title: b('Webinar: Reksadana Syariah', 'Webinar: Sharia Mutual Funds'),
    summary: b('Prinsip syariah dalam reksadana dan cara memilihnya.', 'Sharia principles in mutual funds and how to choose one.'),
    venue: ONLINE, speakers: [educator('Fajar Contoh')],
    agenda: agenda(19, [b('Prinsip syariah', 'Sharia principles'), b('Produk reksadana syariah', 'Sharia mutual fund products'), b('Memilih produk', 'Choosing a product')]),
    topics: [b('Syariah', 'Sharia')],
  },
  {
    slug: 'kelas-manajemen-risiko', format: 'onsite', day: -45, hour: 9, hours: 3, quota: 50, taken: 50,
    title: b('Kelas Manajemen Risiko Portofolio', 'Portfolio Risk Management Class'),
    summary: b('Menentukan ukuran posisi, stop loss, dan alokasi aset.', 'Position sizing, stop losses and asset allocation.'),
    venue: JAKARTA, speakers: [analyst('Andi Peraga')],
    agenda: agenda(9, [b('Ukuran posisi', 'Position sizing'), b('Stop loss', 'Stop losses'), b('Alokasi aset', 'Asset allocation')]),
    topics: [b('Manajemen risiko', 'Risk management')],
  },
  {
    slug: 'webinar-outlook-pasar-semester-ini', format: 'online', day: -75, hour: 19, hours: 2, quota: 1000, taken: 642,
    title: b('Webinar: Outlook Pasar Semester Ini', 'Webinar: Market Outlook This Half-Year'),
    summary: b('Gambaran ilustratif faktor makro yang memengaruhi pasar modal.', 'An illustrative look at macro factors that move the capital market.'),
    venue: ONLINE, speakers: [analyst('Rina Contoh'), analyst('Andi Peraga')],
    agenda: agenda(19, [b('Makroekonomi', 'Macro economy'), b('Sektor-sektor (ilustrasi)', 'Sectors (illustration)'), b('Strategi umum', 'General strategy')]),
    topics: [b('Makroekonomi', 'Macro economy')],
  },
  {
    slug: 'webinar-psikologi-trading', format: 'online', day: -110, hour: 19, hours: 2, quota: 300, taken: 221,
    title: b('Webinar: Psikologi Trading', 'Webinar: Trading Psychology'),
    summary: b('Mengenali bias dan menjaga disiplin saat berinvestasi.', 'Recognising biases and keeping discipline when investing.'),
    venue: ONLINE, speakers: [educator('Budi Ilustrasi')],
    agenda: agenda(19, [b('Bias perilaku', 'Behavioural biases'), b('Rencana trading', 'Trading plans'), b('Jurnal trading', 'Trading journals')]),
    topics: [b('Psikologi investasi', 'Investor psychology')],
  },
  {
    slug: 'kelas-saham-syariah-yogyakarta', format: 'onsite', day: -150, hour: 13, hours: 3, quota: 70, taken: 64,
    title: b('Kelas Saham Syariah Yogyakarta', 'Sharia Stocks Class, Yogyakarta'),
    summary: b('Daftar efek syariah dan mekanisme transaksi syariah.', 'The sharia securities list and how sharia trading works.'),
    venue: b('Galeri Investasi Contoh, Jl. Ilustrasi No. 5, Yogyakarta', 'Sample Investment Gallery, Jl. Ilustrasi No. 5, Yogyakarta'), speakers: [educator('Fajar Contoh')],
    agenda: agenda(13, [b('Daftar efek syariah', 'The sharia securities list'), b('Transaksi syariah', 'Sharia trading'), b('Diskusi', 'Discussion')]),
    topics: [b('Syariah', 'Sharia')],
  },
];

/** The table row of an event seed, its dates computed from `today`. */
export function eventTimes(event: EventSeed, today: Date) {
  const starts = wib(today, event.day, event.hour);
  return {
    starts_at: starts,
    ends_at: shift(starts, 0, event.hours),
    registration_opens_at: shift(starts, -(event.opensDaysBefore ?? 30)),
    registration_closes_at: shift(starts, 0, -(event.closesHoursBefore ?? 1)),
    published_at: shift(starts, -45),
  };
}

/** The description HTML of an event (what it covers, who speaks, how to register). */
export function eventDescription(event: EventSeed, locale: 'id' | 'en'): string {
  const intro = locale === 'id'
    ? `<p>${event.summary.id}</p><h2>Materi</h2>`
    : `<p>${event.summary.en}</p><h2>What it covers</h2>`;
  const topics = `<ul>${event.topics.map((t) => `<li>${t[locale]}</li>`).join('')}</ul>`;
  const how = locale === 'id'
    ? '<h2>Cara mendaftar</h2><p>Nasabah mendaftar dengan 7 digit terakhir kode nasabah; non-nasabah mengisi nama lengkap, email, nomor ponsel, dan kota. Acara ini gratis. (Acara contoh.)</p>'
    : '<h2>How to register</h2><p>Clients register with the last 7 digits of their client code; non-clients give their full name, email, mobile number and city. The event is free. (Sample event.)</p>';
  return intro + topics + how;
}

/** Monthly past webinars over the last year: the past tab has pages of its own. */
const PAST_TOPICS: [string, Bilingual, Bilingual][] = [
  ['mengenal-ipo', b('Mengenal IPO', 'Understanding IPOs'), b('Cara kerja penawaran umum perdana dan cara ikut memesan.', 'How initial public offerings work and how to take part.')],
  ['stock-split-dan-reverse-split', b('Stock Split dan Reverse Split', 'Stock Splits and Reverse Splits'), b('Apa yang berubah dan tidak berubah saat saham dipecah atau digabung.', 'What changes, and what does not, when shares are split or merged.')],
  ['rups-untuk-pemegang-saham', b('RUPS untuk Pemegang Saham', 'Shareholder Meetings for Investors'), b('Hak pemegang saham dan cara mengikuti RUPS.', 'Shareholders’ rights and how to take part in a meeting.')],
  ['reksadana-pasar-uang', b('Reksadana Pasar Uang', 'Money Market Funds'), b('Tempat dana darurat dan tujuan jangka pendek.', 'A place for emergency money and short-term goals.')],
  ['membaca-fund-fact-sheet', b('Membaca Fund Fact Sheet', 'Reading a Fund Fact Sheet'), b('Kebijakan investasi, kinerja, dan risiko dalam satu halaman.', 'Policy, performance and risk on one page.')],
  ['sbn-ritel-untuk-pemula', b('SBN Ritel untuk Pemula', 'Retail Government Bonds for Beginners'), b('Kupon, tenor, dan jadwal penawaran SBN ritel.', 'Coupons, tenors and offer dates of retail government bonds.')],
  ['auto-order-brights', b('Auto Order di BRIGHTS', 'Auto Orders in BRIGHTS'), b('Memasang order otomatis berdasarkan harga.', 'Setting orders that trigger on a price.')],
  ['perencanaan-dana-pendidikan', b('Perencanaan Dana Pendidikan', 'Planning for Education Costs'), b('Menghitung dan menabung untuk biaya pendidikan anak.', 'Working out and saving for children’s education.')],
  ['investasi-saat-inflasi', b('Investasi Saat Inflasi', 'Investing When Prices Rise'), b('Menjaga daya beli portofolio (ilustrasi).', 'Keeping a portfolio’s buying power (illustration).')],
  ['pajak-investasi', b('Pajak atas Investasi', 'Taxes on Investments'), b('Gambaran umum pajak saham, reksadana, dan obligasi.', 'An overview of taxes on stocks, funds and bonds.')],
];

EVENTS.push(
  ...PAST_TOPICS.map(([slug, title, summary], i): EventSeed => ({
    slug: `webinar-${slug}`, format: i % 3 === 2 ? 'onsite' : 'online', day: -190 - i * 30, hour: 19, hours: 2, quota: 200 + i * 25, taken: 150 + i * 20,
    title: b(`Webinar: ${title.id}`, `Webinar: ${title.en}`), summary,
    venue: i % 3 === 2 ? JAKARTA : ONLINE, speakers: [i % 2 ? educator('Sari Sampel') : analyst('Rina Contoh')],
    agenda: agenda(19, [title, b('Studi kasus (ilustrasi)', 'Case study (illustration)'), b('Langkah berikutnya', 'Next steps')]),
    topics: [title],
  })),
);
