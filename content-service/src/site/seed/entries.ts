import type { Collection, Locale } from '@brids/contracts';
import { b, type Bilingual } from '../../lib/bilingual.ts';
import { sampleMedia } from '../../media/sample.ts';

export type Attribute = string | number | boolean | null;

export interface EntrySeed {
  collection: Collection;
  slug: string;
  category?: string;
  /** YYYY-MM-DD, stored as midnight UTC + 1h (08:00 WIB). */
  date: string;
  image?: string;
  attributes?: Record<string, Attribute>;
  /** Per-locale attribute values (a location's name...). */
  localized?: Partial<Record<Locale, Record<string, Attribute>>>;
  title: Bilingual;
  summary: Bilingual;
  body: Bilingual;
}


/** The collections' sample entries (blogs, announcements, promos, FAQs of spec §7's generic API). */
export const ENTRIES: EntrySeed[] = [
  // Blogs
  // A draft: scheduled far ahead, so only an editor's preview shows it.
  { collection: 'blogs', slug: 'draf-panduan-reksa-dana-syariah', category: 'investing', date: '2099-12-31', attributes: { author: 'Tim Redaksi', reading_minutes: 5 },
    title: b('Draf: Panduan Reksa Dana Syariah', 'Draft: A Guide to Sharia Mutual Funds'),
    summary: b('Draf artikel yang belum diterbitkan.', 'An article draft that is not published yet.'),
    body: b('<p>Draf ini hanya terlihat oleh editor melalui pratinjau.</p>', '<p>Only editors see this draft, through a preview.</p>') },
  { collection: 'blogs', slug: 'mengenal-pasar-modal-indonesia', category: 'investing', date: '2026-10-02', image: sampleMedia('/images/blog/pasar-modal.jpg'), attributes: { author: 'Tim Redaksi', reading_minutes: 5 },
    title: b('Mengenal Pasar Modal Indonesia', 'Getting to Know the Indonesian Capital Market'),
    summary: b('Apa itu bursa, emiten, dan perantara pedagang efek.', 'What an exchange, a listed company and a broker are.'),
    body: b('<p>Pasar modal mempertemukan perusahaan yang membutuhkan dana dengan investor. Perantara pedagang efek menjembatani transaksi keduanya.</p>', '<p>The capital market brings together companies that need funds and investors. Brokers handle the trades between them.</p>') },
  { collection: 'blogs', slug: 'tips-mengatur-keuangan-bulanan', category: 'personal-finance', date: '2026-10-16', image: sampleMedia('/images/blog/keuangan.jpg'), attributes: { author: 'Tim Redaksi', reading_minutes: 4 },
    title: b('Tips Mengatur Keuangan Bulanan', 'Tips for Managing Your Monthly Budget'),
    summary: b('Sisihkan dana investasi sebelum berbelanja.', 'Set aside money to invest before you spend.'),
    body: b('<p>Gunakan pola 50/30/20 sebagai titik awal: kebutuhan, keinginan, dan tabungan atau investasi.</p>', '<p>Try the 50/30/20 rule as a start: needs, wants, and savings or investments.</p>') },
  { collection: 'blogs', slug: 'investasi-untuk-generasi-muda', category: 'investing', date: '2026-11-03', image: sampleMedia('/images/blog/generasi-muda.jpg'), attributes: { author: 'Tim Redaksi', reading_minutes: 6 },
    title: b('Investasi untuk Generasi Muda', 'Investing for the Young Generation'),
    summary: b('Mulai kecil, mulai sekarang, dan konsisten.', 'Start small, start now, stay consistent.'),
    body: b('<p>Waktu adalah sekutu terbesar investor muda berkat efek bunga majemuk. Contoh angka dalam artikel ini bersifat ilustratif.</p>', '<p>Time is a young investor’s best ally thanks to compounding. The figures in this article are illustrative.</p>') },
  { collection: 'blogs', slug: 'liburan-hemat-tanpa-ganggu-investasi', category: 'lifestyle', date: '2026-11-12', attributes: { author: 'Tim Redaksi', reading_minutes: 3 },
    title: b('Liburan Hemat tanpa Mengganggu Investasi', 'Budget Holidays That Leave Your Investments Alone'),
    summary: b('Rencanakan dana liburan terpisah dari dana investasi.', 'Keep a holiday fund apart from your investments.'),
    body: b('<p>Buat pos tabungan liburan sejak jauh hari agar portofolio tetap utuh.</p>', '<p>Save for holidays well ahead so your portfolio stays intact.</p>') },

  // Announcements
  { collection: 'announcements', slug: 'jadwal-libur-bursa-akhir-tahun-2026', category: 'trading-schedule', date: '2026-11-10',
    title: b('Jadwal Libur Bursa Akhir Tahun 2026', 'Year-End 2026 Exchange Holiday Schedule'),
    summary: b('Perdagangan ditiadakan pada hari libur bursa akhir tahun.', 'No trading on the year-end exchange holidays.'),
    body: b('<p>Mohon perhatikan jadwal libur bursa dan penyelesaian transaksi di akhir tahun. (Tanggal contoh.)</p>', '<p>Please note the exchange holidays and settlement dates at year end. (Sample dates.)</p>') },
  { collection: 'announcements', slug: 'pemeliharaan-sistem-brights', category: 'maintenance', date: '2026-11-05',
    title: b('Pemeliharaan Sistem BRIGHTS', 'BRIGHTS System Maintenance'),
    summary: b('Aplikasi tidak dapat diakses sementara pada Minggu dini hari.', 'The app is briefly unavailable early on Sunday.'),
    body: b('<p>Pemeliharaan terjadwal Minggu pukul 00.00–04.00 WIB. (Jadwal contoh.)</p>', '<p>Scheduled maintenance on Sunday, 00:00–04:00 WIB. (Sample schedule.)</p>') },
  { collection: 'announcements', slug: 'waspada-penipuan-mengatasnamakan-perusahaan', category: 'corporate', date: '2026-09-21',
    title: b('Waspada Penipuan yang Mengatasnamakan Perusahaan', 'Beware of Scams Using Our Name'),
    summary: b('Kami tidak pernah meminta kata sandi atau PIN Anda.', 'We never ask for your password or PIN.'),
    body: b('<p>Pastikan Anda hanya bertransaksi melalui kanal resmi. Laporkan pesan mencurigakan ke layanan nasabah.</p>', '<p>Only trade through official channels. Report suspicious messages to client service.</p>') },
  { collection: 'announcements', slug: 'perubahan-jam-layanan-cabang', category: 'corporate', date: '2026-08-14',
    title: b('Perubahan Jam Layanan Kantor Cabang', 'New Branch Opening Hours'),
    summary: b('Kantor cabang buka pukul 08.30–16.00 WIB.', 'Branches open 08:30–16:00 WIB.'),
    body: b('<p>Mulai bulan depan, jam layanan kantor cabang menyesuaikan. (Informasi contoh.)</p>', '<p>From next month branch opening hours change. (Sample information.)</p>') },

  // Promos
  { collection: 'promos', slug: 'promo-buka-rekening-online', category: 'account-opening', date: '2026-10-01', image: sampleMedia('/images/promo/buka-rekening.jpg'), attributes: { valid_until: '2026-12-31' },
    title: b('Promo Buka Rekening Online', 'Online Account Opening Promo'),
    summary: b('Dapatkan saldo investasi awal untuk pembukaan rekening baru.', 'Get a starter balance when you open a new account.'),
    body: b('<p>Berlaku untuk nasabah baru hingga 31 Desember 2026. Nominal bersifat contoh. Syarat dan ketentuan berlaku.</p>', '<p>For new clients until 31 December 2026. Amounts are samples. Terms and conditions apply.</p>') },
  { collection: 'promos', slug: 'diskon-biaya-transaksi', category: 'trading-fee', date: '2026-11-01', image: sampleMedia('/images/promo/biaya-transaksi.jpg'), attributes: { valid_until: '2027-01-31' },
    title: b('Diskon Biaya Transaksi', 'Trading Fee Discount'),
    summary: b('Biaya transaksi lebih ringan selama periode promo.', 'Lower trading fees during the promo period.'),
    body: b('<p>Potongan biaya transaksi untuk pembelian saham melalui BRIGHTS. Besaran potongan bersifat ilustratif.</p>', '<p>A discount on fees for stock purchases with BRIGHTS. The discount shown is illustrative.</p>') },
  { collection: 'promos', slug: 'ajak-teman-berinvestasi', category: 'referral', date: '2026-09-15', attributes: { valid_until: '2026-11-30' },
    title: b('Ajak Teman Berinvestasi', 'Invite a Friend to Invest'),
    summary: b('Hadiah untuk Anda dan teman yang membuka rekening.', 'Rewards for you and the friend who opens an account.'),
    body: b('<p>Bagikan kode referral Anda. Hadiah diberikan setelah rekening teman aktif. (Program contoh.)</p>', '<p>Share your referral code. Rewards are given once your friend’s account is active. (Sample programme.)</p>') },

  // FAQs
  { collection: 'faqs', slug: 'cara-membuka-rekening-saham', category: 'account', date: '2026-06-01',
    title: b('Bagaimana cara membuka rekening saham?', 'How do I open a stock account?'),
    summary: b('Buka rekening secara daring dengan KTP dan NPWP.', 'Open an account online with your ID card and tax number.'),
    body: b('<p>Unduh BRIGHTS atau kunjungi halaman pembukaan rekening, siapkan KTP, NPWP, dan rekening bank atas nama sendiri.</p>', '<p>Download BRIGHTS or visit the account-opening page with your ID card, tax number and a bank account in your name.</p>') },
  { collection: 'faqs', slug: 'jenis-rekening-saham', category: 'account', date: '2026-06-01',
    title: b('Apa saja jenis rekening saham?', 'What kinds of stock accounts are there?'),
    summary: b('Reguler, margin, dan syariah.', 'Regular, margin and sharia.'),
    body: b('<p>Rekening margin adalah pembiayaan dari perusahaan melalui kontrak 1 tahun dengan jumlah aset tertentu.</p>', '<p>A margin account is financing by the company through a 1-year contract with a given asset holding.</p>') },
  { collection: 'faqs', slug: 'jam-perdagangan-bursa', category: 'trading', date: '2026-06-02',
    title: b('Kapan jam perdagangan bursa?', 'When is the exchange open?'),
    summary: b('Senin sampai Jumat, dalam dua sesi.', 'Monday to Friday, in two sessions.'),
    body: b('<p>Perdagangan berlangsung pada hari bursa dalam sesi pagi dan sesi siang. Lihat pengumuman untuk jadwal terbaru.</p>', '<p>Trading runs on exchange days in a morning and an afternoon session. See the announcements for the latest schedule.</p>') },
  { collection: 'faqs', slug: 'lupa-pin-brights', category: 'brights', date: '2026-06-03',
    title: b('Saya lupa PIN BRIGHTS, apa yang harus dilakukan?', 'I forgot my BRIGHTS PIN. What should I do?'),
    summary: b('Atur ulang PIN melalui menu Lupa PIN.', 'Reset it with the Forgot PIN menu.'),
    body: b('<p>Pilih <em>Lupa PIN</em> di halaman masuk dan ikuti petunjuk verifikasi.</p>', '<p>Choose <em>Forgot PIN</em> on the login screen and follow the verification steps.</p>') },
  { collection: 'faqs', slug: 'syarat-nasabah-prioritas', category: 'account', date: '2026-06-04',
    title: b('Apa syarat menjadi nasabah prioritas?', 'Who can become a priority client?'),
    summary: b('Total aset minimal Rp 500 juta.', 'Total assets of at least Rp 500 million.'),
    body: b('<p>Nasabah dengan total aset minimal Rp 500 juta dapat mengakses Gerbang Nasabah Prioritas selama periode program dan kuota tersedia.</p>', '<p>Clients with total assets of at least Rp 500 million can use the Priority Customer Gate within the program period and while the quota lasts.</p>') },
];
