import { b, type Bilingual } from '../lib/bilingual.ts';
import { sampleMedia, sampleMediaSize } from '../media/sample.ts';

/** Sample FAQs, blog posts, editors, announcements, promos and the home page's slides and quick links. */

export const FAQ_CATEGORIES = [
  { slug: 'account', name: b('Rekening', 'Account') },
  { slug: 'trading', name: b('Transaksi', 'Trading') },
  { slug: 'products', name: b('Produk', 'Products') },
  { slug: 'brights', name: b('Aplikasi BRIGHTS', 'BRIGHTS app') },
];

export interface FaqSeed { slug: string; category: string; offering?: string; question: Bilingual; answer: Bilingual }
export const FAQS: FaqSeed[] = [
  { slug: 'cara-membuka-rekening-saham', category: 'account', offering: 'stock-account', question: b('Bagaimana cara membuka rekening saham?', 'How do I open a stock account?'), answer: b('<p>Unduh aplikasi BRIGHTS, isi data diri, unggah KTP dan NPWP, lalu lakukan verifikasi wajah. Rekening aktif dalam 1–2 hari kerja.</p>', '<p>Download the BRIGHTS app, fill in your details, upload your KTP and NPWP, then complete the face check. The account is active within 1–2 business days.</p>') },
  { slug: 'berapa-lama-aktivasi-rekening', category: 'account', offering: 'stock-account', question: b('Berapa lama aktivasi rekening?', 'How long does activation take?'), answer: b('<p>Umumnya 1–2 hari kerja setelah dokumen lengkap dan terverifikasi.</p>', '<p>Usually 1–2 business days after your documents are complete and verified.</p>') },
  { slug: 'apa-itu-rdn', category: 'account', offering: 'stock-account', question: b('Apa itu Rekening Dana Nasabah (RDN)?', 'What is an investor fund account (RDN)?'), answer: b('<p>RDN adalah rekening bank atas nama Anda untuk menampung dana transaksi efek. Dana tidak tercampur dengan dana perusahaan.</p>', '<p>An RDN is a bank account in your name that holds the cash for your securities trades, kept apart from the company’s money.</p>') },
  { slug: 'syarat-rekening-margin', category: 'account', offering: 'stock-account', question: b('Apa syarat rekening margin?', 'What does a margin account require?'), answer: b('<p>Rekening margin memerlukan kontrak pembiayaan 1 tahun dan kepemilikan aset minimal sesuai ketentuan (contoh Rp 200 juta).</p>', '<p>A margin account needs a 1-year financing contract and the required asset holding (sample: Rp 200 million).</p>') },
  { slug: 'minimal-pembelian-saham', category: 'trading', offering: 'stock', question: b('Berapa minimal pembelian saham?', 'What is the minimum stock purchase?'), answer: b('<p>Minimal 1 lot atau 100 lembar saham.</p>', '<p>One lot, which is 100 shares.</p>') },
  { slug: 'jam-perdagangan-bursa', category: 'trading', offering: 'stock', question: b('Kapan jam perdagangan bursa?', 'When is the exchange open?'), answer: b('<p>Senin–Jumat, sesi I 09.00–12.00 WIB dan sesi II 13.30–15.49 WIB (jadwal contoh; ikuti pengumuman bursa).</p>', '<p>Monday to Friday, session I 09:00–12:00 WIB and session II 13:30–15:49 WIB (sample schedule; follow the exchange’s notices).</p>') },
  { slug: 'kapan-dana-penjualan-masuk', category: 'trading', offering: 'stock', question: b('Kapan dana hasil penjualan saham masuk?', 'When does the money from a sale arrive?'), answer: b('<p>Penyelesaian transaksi saham adalah T+2 hari bursa.</p>', '<p>Stock trades settle on T+2 exchange days.</p>') },
  { slug: 'biaya-transaksi-saham', category: 'trading', offering: 'stock', question: b('Berapa biaya transaksi saham?', 'What are the stock trading fees?'), answer: b('<p>Lihat rincian biaya pada halaman produk saham. Angka di situs ini adalah contoh.</p>', '<p>See the fees on the stock product page. The figures on this site are samples.</p>') },
  { slug: 'minimal-investasi-reksa-dana', category: 'products', offering: 'mutual-fund', question: b('Berapa minimal investasi reksa dana?', 'What is the minimum mutual-fund investment?'), answer: b('<p>Mulai Rp 10.000 untuk reksa dana pasar uang tertentu.</p>', '<p>From Rp 10,000 for some money-market funds.</p>') },
  { slug: 'kapan-redeem-reksa-dana-cair', category: 'products', offering: 'mutual-fund', question: b('Kapan dana penjualan kembali reksa dana cair?', 'When is a redemption paid out?'), answer: b('<p>Paling lambat 7 hari bursa sesuai ketentuan, umumnya T+1 hingga T+3.</p>', '<p>Within 7 exchange days by rule, usually T+1 to T+3.</p>') },
  { slug: 'apakah-reksa-dana-dijamin', category: 'products', offering: 'mutual-fund', question: b('Apakah reksa dana dijamin?', 'Are mutual funds guaranteed?'), answer: b('<p>Tidak. Reksa dana bukan produk bank dan tidak dijamin LPS.</p>', '<p>No. Mutual funds are not bank products and are not covered by the deposit insurer.</p>') },
  { slug: 'cara-membeli-sbn-ritel', category: 'products', offering: 'securities', question: b('Bagaimana cara membeli SBN ritel?', 'How do I buy retail government bonds?'), answer: b('<p>Pesan melalui BRIGHTS pada masa penawaran dengan SID dan RDN aktif.</p>', '<p>Order in BRIGHTS during the offering period with an active SID and RDN.</p>') },
  { slug: 'kapan-kupon-dibayar', category: 'products', offering: 'securities', question: b('Kapan kupon obligasi dibayar?', 'When are bond coupons paid?'), answer: b('<p>Sesuai jadwal setiap seri: bulanan untuk SBN ritel, umumnya triwulanan untuk obligasi korporasi.</p>', '<p>On each series’ schedule: monthly for retail government bonds, usually quarterly for corporate bonds.</p>') },
  { slug: 'apa-itu-eba-ritel', category: 'products', offering: 'eba-retail', question: b('Apa bedanya EBA dengan obligasi?', 'How is an EBA different from a bond?'), answer: b('<p>EBA dijamin kumpulan piutang dan membayar pokok secara berangsur, sedangkan obligasi umumnya melunasi pokok saat jatuh tempo.</p>', '<p>An EBA is backed by a pool of receivables and repays principal in instalments; a bond usually repays it at maturity.</p>') },
  { slug: 'siapa-yang-bisa-menjadi-nasabah-prioritas', category: 'account', offering: 'priority-customer-gate', question: b('Siapa yang bisa menjadi nasabah prioritas?', 'Who can become a priority client?'), answer: b('<p>Nasabah dengan total aset minimal Rp 500 juta yang mendaftar dalam periode program selama kuota tersedia.</p>', '<p>Clients with total assets of at least Rp 500 million who register during the program period while quota remains.</p>') },
  { slug: 'bagaimana-klaim-asuransi', category: 'account', offering: 'loss-insurances', question: b('Bagaimana cara mengajukan klaim asuransi kecelakaan?', 'How do I claim the accident insurance?'), answer: b('<p>Hubungi layanan nasabah dalam 30 hari sejak kejadian dan kirimkan dokumen klaim.</p>', '<p>Contact client service within 30 days of the accident and send the claim documents.</p>') },
  { slug: 'efek-apa-yang-bisa-digadaikan', category: 'products', offering: 'security-pawn', question: b('Efek apa yang bisa digadaikan?', 'Which securities can be pawned?'), answer: b('<p>Saham dan obligasi yang termasuk daftar efek yang disetujui, diperbarui berkala.</p>', '<p>Stocks and bonds on the approved list, updated regularly.</p>') },
  { slug: 'cabang-mppe-mana-saja', category: 'account', offering: 'mppe', question: b('Di cabang mana saya bisa membuka rekening melalui MPPE?', 'Which branches open accounts through MPPE?'), answer: b('<p>Di cabang bank mitra yang melayani MPPE; tanyakan kepada petugas customer service.</p>', '<p>At partner bank branches that offer MPPE; ask the customer service desk.</p>') },
  { slug: 'lupa-pin-brights', category: 'brights', offering: 'digital-facility', question: b('Saya lupa PIN BRIGHTS, apa yang harus dilakukan?', 'I forgot my BRIGHTS PIN. What should I do?'), answer: b('<p>Pilih “Lupa PIN” di halaman masuk dan ikuti verifikasi melalui email dan SMS.</p>', '<p>Choose “Forgot PIN” on the login screen and follow the email and SMS check.</p>') },
  { slug: 'brights-di-perangkat-apa', category: 'brights', offering: 'digital-facility', question: b('BRIGHTS tersedia di perangkat apa?', 'Which devices run BRIGHTS?'), answer: b('<p>Android 9, iOS 15 atau lebih baru, dan peramban web modern.</p>', '<p>Android 9, iOS 15 or newer, and modern web browsers.</p>') },
  { slug: 'notifikasi-transaksi', category: 'brights', offering: 'digital-facility', question: b('Bagaimana mengaktifkan notifikasi transaksi?', 'How do I turn on trade notifications?'), answer: b('<p>Buka Pengaturan &gt; Notifikasi di aplikasi BRIGHTS.</p>', '<p>Open Settings &gt; Notifications in the BRIGHTS app.</p>') },
];

export const BLOG_CATEGORIES = [
  { slug: 'investing', name: b('Investasi', 'Investing') },
  { slug: 'personal-finance', name: b('Keuangan Pribadi', 'Personal Finance') },
  { slug: 'market-insight', name: b('Wawasan Pasar', 'Market Insight') },
  { slug: 'lifestyle', name: b('Gaya Hidup', 'Lifestyle') },
];

export const EDITORS = [
  { slug: 'rina-kusuma', name: 'Rina Kusuma', photo: sampleMedia('/images/marketing/editors/rina-kusuma.jpg'), role: b('Pemimpin Redaksi', 'Editor in Chief'), bio: b('Menulis tentang pasar modal sejak 2012 (profil contoh).', 'Has written about capital markets since 2012 (sample profile).') },
  { slug: 'andi-pratama', name: 'Andi Pratama', photo: sampleMedia('/images/marketing/editors/andi-pratama.jpg'), role: b('Editor Investasi', 'Investing Editor'), bio: b('Fokus pada reksa dana dan perencanaan keuangan (profil contoh).', 'Covers mutual funds and financial planning (sample profile).') },
  { slug: 'sari-wulandari', name: 'Sari Wulandari', photo: sampleMedia('/images/marketing/editors/sari-wulandari.jpg'), role: b('Penulis', 'Writer'), bio: b('Menulis gaya hidup dan keuangan pribadi (profil contoh).', 'Writes on lifestyle and personal finance (sample profile).') },
  { slug: 'budi-santoso', name: 'Budi Santoso', photo: sampleMedia('/images/marketing/editors/budi-santoso.jpg'), role: b('Analis Kontributor', 'Contributing Analyst'), bio: b('Menjelaskan data pasar dengan bahasa sederhana (profil contoh).', 'Explains market data in plain words (sample profile).') },
];

const TOPICS: { category: string; author: string; title: Bilingual; summary: Bilingual; body: Bilingual }[] = [
  { category: 'investing', author: 'andi-pratama', title: b('Mengenal Pasar Modal Indonesia', 'Getting to Know the Indonesian Capital Market'), summary: b('Apa itu bursa, emiten, dan perantara pedagang efek.', 'What an exchange, a listed company and a broker are.'), body: b('Pasar modal mempertemukan perusahaan yang membutuhkan dana dengan investor. Perantara pedagang efek menjembatani transaksi keduanya.', 'The capital market brings together companies that need funds and investors. Brokers handle the trades between them.') },
  { category: 'personal-finance', author: 'sari-wulandari', title: b('Tips Mengatur Keuangan Bulanan', 'Tips for Managing Your Monthly Budget'), summary: b('Sisihkan dana investasi sebelum berbelanja.', 'Set aside money to invest before you spend.'), body: b('Gunakan pola 50/30/20 sebagai titik awal: kebutuhan, keinginan, dan tabungan atau investasi.', 'Try the 50/30/20 rule as a start: needs, wants, and savings or investments.') },
  { category: 'investing', author: 'rina-kusuma', title: b('Investasi untuk Generasi Muda', 'Investing for the Young Generation'), summary: b('Mulai kecil, mulai sekarang, dan konsisten.', 'Start small, start now, stay consistent.'), body: b('Waktu adalah sekutu terbesar investor muda berkat efek bunga majemuk.', 'Time is a young investor’s best ally thanks to compounding.') },
  { category: 'lifestyle', author: 'sari-wulandari', title: b('Liburan Hemat tanpa Mengganggu Investasi', 'Budget Holidays That Leave Your Investments Alone'), summary: b('Rencanakan dana liburan terpisah dari dana investasi.', 'Keep a holiday fund apart from your investments.'), body: b('Buat pos tabungan liburan sejak jauh hari agar portofolio tetap utuh.', 'Save for holidays well ahead so your portfolio stays intact.') },
  { category: 'market-insight', author: 'budi-santoso', title: b('Membaca Laporan Keuangan dalam 10 Menit', 'Reading a Financial Statement in 10 Minutes'), summary: b('Tiga angka yang perlu Anda lihat pertama kali.', 'Three numbers to look at first.'), body: b('Mulailah dari pendapatan, laba bersih, dan arus kas operasi, lalu bandingkan dengan tahun sebelumnya.', 'Start with revenue, net profit and operating cash flow, then compare them with the year before.') },
  { category: 'investing', author: 'andi-pratama', title: b('Reksa Dana Pasar Uang untuk Dana Darurat', 'Money-Market Funds for an Emergency Fund'), summary: b('Likuid, risiko rendah, dan mudah dicairkan.', 'Liquid, low risk and easy to cash out.'), body: b('Reksa dana pasar uang cocok untuk menyimpan dana darurat karena fluktuasinya rendah.', 'Money-market funds suit an emergency fund because they fluctuate little.') },
  { category: 'market-insight', author: 'budi-santoso', title: b('Apa Arti Indeks Harga Saham Gabungan?', 'What Does the Composite Index Mean?'), summary: b('Cara membaca pergerakan IHSG.', 'How to read the composite index.'), body: b('IHSG mengukur pergerakan harga seluruh saham tercatat dan menjadi gambaran umum kondisi pasar.', 'The composite index tracks the prices of all listed shares and sums up the market.') },
  { category: 'personal-finance', author: 'rina-kusuma', title: b('Menyiapkan Dana Pensiun Sejak Dini', 'Planning for Retirement Early'), summary: b('Hitung kebutuhan dan mulai berinvestasi rutin.', 'Work out what you need and invest regularly.'), body: b('Gunakan kalkulator investasi untuk memperkirakan dana yang dibutuhkan saat pensiun.', 'Use the investment calculator to estimate the fund you need at retirement.') },
  { category: 'lifestyle', author: 'sari-wulandari', title: b('Belanja Cerdas di Akhir Tahun', 'Smart Year-End Shopping'), summary: b('Manfaatkan diskon tanpa mengorbankan tujuan keuangan.', 'Enjoy the sales without giving up your goals.'), body: b('Buat daftar belanja dan anggaran sebelum musim diskon dimulai.', 'Make a shopping list and a budget before the sales start.') },
  { category: 'investing', author: 'andi-pratama', title: b('Diversifikasi: Jangan Taruh Telur dalam Satu Keranjang', 'Diversification: Don’t Put All Your Eggs in One Basket'), summary: b('Sebar risiko di berbagai aset.', 'Spread risk across assets.'), body: b('Kombinasi saham, obligasi, dan reksa dana membantu meredam gejolak portofolio.', 'Combining stocks, bonds and funds helps smooth a portfolio’s swings.') },
  { category: 'market-insight', author: 'budi-santoso', title: b('Memahami Dividen dan Jadwalnya', 'Understanding Dividends and Their Dates'), summary: b('Cum date, ex date, recording date, dan payment date.', 'Cum date, ex date, recording date and payment date.'), body: b('Untuk berhak atas dividen, Anda harus memiliki saham sebelum ex date.', 'To receive a dividend you must hold the shares before the ex date.') },
  { category: 'personal-finance', author: 'sari-wulandari', title: b('Mengelola Utang Konsumtif', 'Managing Consumer Debt'), summary: b('Lunasi utang berbunga tinggi lebih dulu.', 'Pay off high-interest debt first.'), body: b('Utang kartu kredit dengan bunga tinggi sebaiknya dilunasi sebelum mulai berinvestasi agresif.', 'High-interest credit-card debt is best repaid before investing aggressively.') },
];

export interface BlogSeed { slug: string; category: string; author: string; date: string; cover: string; minutes: number; title: Bilingual; summary: Bilingual; body: Bilingual }

const slugify = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const COVERS = ['market', 'growth', 'coins', 'calendar', 'chart', 'city'];

/** 36 posts over 12 months: every topic in three editions (part 1–3), newest first by date. */
export const BLOG_POSTS: BlogSeed[] = Array.from({ length: 36 }, (_, i) => {
  const topic = TOPICS[i % TOPICS.length]!;
  const part = Math.floor(i / TOPICS.length) + 1;
  const month = 10 - Math.floor(i / 3);
  const year = month >= 0 ? 2026 : 2025;
  const m = ((month % 12) + 12) % 12 + 1;
  const day = 3 + ((i * 7) % 24);
  const title = part === 1 ? topic.title : b(`${topic.title.id} (Bagian ${part})`, `${topic.title.en} (Part ${part})`);
  return {
    slug: slugify(title.id),
    category: topic.category,
    author: topic.author,
    date: `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    cover: sampleMedia(`/images/marketing/blog/${COVERS[i % COVERS.length]}.jpg`),
    minutes: 3 + (i % 6),
    title,
    summary: topic.summary,
    body: b(
      `<p>${topic.body.id}</p><h2>Langkah praktis</h2><ul><li>Tetapkan tujuan keuangan yang jelas.</li><li>Pahami profil risiko Anda.</li><li>Mulai dengan nominal kecil dan rutin.</li></ul><p>Contoh angka dalam artikel ini bersifat ilustratif.</p>`,
      `<p>${topic.body.en}</p><h2>Practical steps</h2><ul><li>Set a clear financial goal.</li><li>Know your risk profile.</li><li>Start small and invest regularly.</li></ul><p>The figures in this article are illustrative.</p>`,
    ),
  };
});

export interface AnnouncementSeed { slug: string; date: string; title: Bilingual; summary: Bilingual; body: Bilingual; attachments: { name: string; url: string; size: number }[] }

const ANNOUNCEMENT_TOPICS: { title: Bilingual; summary: Bilingual; pdf?: string }[] = [
  { title: b('Jadwal Libur Bursa', 'Exchange Holiday Schedule'), summary: b('Perdagangan ditiadakan pada hari libur bursa.', 'No trading on exchange holidays.'), pdf: 'jadwal-libur-bursa' },
  { title: b('Pemeliharaan Sistem BRIGHTS', 'BRIGHTS System Maintenance'), summary: b('Aplikasi tidak dapat diakses sementara.', 'The app is briefly unavailable.') },
  { title: b('Waspada Penipuan yang Mengatasnamakan Perusahaan', 'Beware of Scams Using Our Name'), summary: b('Kami tidak pernah meminta kata sandi atau PIN Anda.', 'We never ask for your password or PIN.') },
  { title: b('Perubahan Jam Layanan Cabang', 'Change of Branch Opening Hours'), summary: b('Jam layanan kantor cabang disesuaikan.', 'Branch opening hours are adjusted.'), pdf: 'jam-layanan-cabang' },
  { title: b('Pembaruan Syarat dan Ketentuan Rekening', 'Updated Account Terms and Conditions'), summary: b('Beberapa ketentuan rekening efek diperbarui.', 'Some securities-account terms are updated.'), pdf: 'syarat-ketentuan-rekening' },
  { title: b('Laporan Keuangan Perusahaan', 'Company Financial Statements'), summary: b('Publikasi laporan keuangan perusahaan (contoh).', 'Publication of the company’s financial statements (sample).'), pdf: 'laporan-keuangan' },
];

/** 30 announcements over 2024–2026 (so the year filter has three years), newest first. */
export const ANNOUNCEMENTS: AnnouncementSeed[] = Array.from({ length: 30 }, (_, i) => {
  const topic = ANNOUNCEMENT_TOPICS[i % ANNOUNCEMENT_TOPICS.length]!;
  const monthsAgo = i * 1;
  const date = new Date(Date.UTC(2026, 10 - monthsAgo, 5 + (i % 20)));
  const iso = date.toISOString().slice(0, 10);
  const label = b(` — ${iso}`, ` — ${iso}`);
  return {
    slug: `${slugify(topic.title.id)}-${iso}`,
    date: iso,
    title: b(topic.title.id + label.id, topic.title.en + label.en),
    summary: topic.summary,
    body: b(`<p>${topic.summary.id} Mohon perhatikan informasi berikut. (Tanggal dan isi contoh.)</p>`, `<p>${topic.summary.en} Please note the information below. (Sample dates and content.)</p>`),
    attachments: topic.pdf ? [{ name: `${topic.pdf}-${iso}.pdf`, url: sampleMedia(`/files/announcements/${topic.pdf}.pdf`), size: sampleMediaSize(`/files/announcements/${topic.pdf}.pdf`) }] : [],
  };
});

export interface PromoSeed { slug: string; image: string; from: string; until: string; title: Bilingual; summary: Bilingual; body: Bilingual; terms: { id: string[]; en: string[] } }

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const TERMS = {
  id: ['Berlaku untuk nasabah perorangan.', 'Satu nasabah hanya dapat mengikuti promo satu kali.', 'BRIDS berhak mengubah syarat promo dengan pemberitahuan.', 'Angka pada promo ini adalah contoh.'],
  en: ['For individual clients.', 'One entry per client.', 'BRIDS may change the terms with notice.', 'The figures in this promo are samples.'],
};

/** Promos with validity periods around the seed day: active, ending soon (within 7 days) and expired. */
export const PROMOS: PromoSeed[] = [
  { slug: 'gratis-biaya-beli-saham-pertama', image: sampleMedia('/images/marketing/promo/fee.jpg'), from: day(-20), until: day(60), title: b('Gratis Biaya Beli Saham Pertama', 'No Fee on Your First Stock Purchase'), summary: b('Transaksi beli pertama tanpa biaya untuk nasabah baru.', 'No fee on the first purchase for new clients.'), body: b('<p>Nasabah baru menikmati biaya beli 0% untuk transaksi pertama hingga Rp 10 juta (contoh).</p>', '<p>New clients pay 0% on their first purchase up to Rp 10 million (sample).</p>'), terms: TERMS },
  { slug: 'cashback-pembukaan-rekening', image: sampleMedia('/images/marketing/promo/cashback.jpg'), from: day(-25), until: day(3), title: b('Cashback Pembukaan Rekening', 'Account-Opening Cashback'), summary: b('Cashback Rp 50.000 setelah setoran awal.', 'Rp 50,000 cashback after your first deposit.'), body: b('<p>Buka rekening dan setor minimal Rp 1 juta untuk mendapatkan cashback (contoh).</p>', '<p>Open an account and deposit at least Rp 1 million to get the cashback (sample).</p>'), terms: TERMS },
  { slug: 'ajak-teman-berinvestasi', image: sampleMedia('/images/marketing/promo/referral.jpg'), from: day(-40), until: day(120), title: b('Ajak Teman Berinvestasi', 'Invite a Friend to Invest'), summary: b('Hadiah untuk setiap teman yang membuka rekening.', 'A reward for every friend who opens an account.'), body: b('<p>Bagikan kode referal Anda dan dapatkan saldo reksa dana (contoh).</p>', '<p>Share your referral code and get mutual-fund credit (sample).</p>'), terms: TERMS },
  { slug: 'diskon-biaya-reksa-dana', image: sampleMedia('/images/marketing/promo/fund.jpg'), from: day(-10), until: day(5), title: b('Diskon Biaya Pembelian Reksa Dana', 'Mutual-Fund Subscription Discount'), summary: b('Biaya pembelian 0% untuk reksa dana pilihan.', '0% subscription fee on selected funds.'), body: b('<p>Nikmati biaya pembelian 0% untuk reksa dana pilihan selama periode promo (contoh).</p>', '<p>Pay no subscription fee on selected funds during the promo (sample).</p>'), terms: TERMS },
  { slug: 'hadiah-setoran-sbn-ritel', image: sampleMedia('/images/marketing/promo/bond.jpg'), from: day(-5), until: day(40), title: b('Hadiah Pemesanan SBN Ritel', 'Retail Bond Order Reward'), summary: b('Voucher untuk pemesanan SBN ritel minimal Rp 5 juta.', 'A voucher for retail bond orders of Rp 5 million or more.'), body: b('<p>Pesan SBN ritel melalui BRIGHTS dan dapatkan voucher belanja (contoh).</p>', '<p>Order retail government bonds in BRIGHTS and get a shopping voucher (sample).</p>'), terms: TERMS },
  { slug: 'promo-kemerdekaan-2026', image: sampleMedia('/images/marketing/promo/fee.jpg'), from: '2026-08-01', until: '2026-08-31', title: b('Promo Kemerdekaan 2026', 'Independence Day Promo 2026'), summary: b('Biaya transaksi spesial bulan Agustus.', 'Special trading fees in August.'), body: b('<p>Biaya transaksi 0,17% sepanjang Agustus 2026 (contoh).</p>', '<p>0.17% trading fee through August 2026 (sample).</p>'), terms: TERMS },
  { slug: 'promo-ramadan-2026', image: sampleMedia('/images/marketing/promo/cashback.jpg'), from: '2026-02-18', until: '2026-03-19', title: b('Promo Ramadan 2026', 'Ramadan Promo 2026'), summary: b('Cashback untuk pembelian reksa dana syariah.', 'Cashback on sharia fund subscriptions.'), body: b('<p>Cashback 1% untuk pembelian reksa dana syariah (contoh).</p>', '<p>1% cashback on sharia fund subscriptions (sample).</p>'), terms: TERMS },
  { slug: 'promo-akhir-tahun-2025', image: sampleMedia('/images/marketing/promo/referral.jpg'), from: '2025-12-01', until: '2025-12-31', title: b('Promo Akhir Tahun 2025', 'Year-End Promo 2025'), summary: b('Hadiah untuk transaksi akhir tahun.', 'Rewards for year-end trading.'), body: b('<p>Dapatkan poin hadiah untuk setiap transaksi di bulan Desember (contoh).</p>', '<p>Earn reward points on every trade in December (sample).</p>'), terms: TERMS },
];

export const HOME_SLIDES = [
  { image: sampleMedia('/images/marketing/hero/slide-1.jpg'), title: b('Investasi saham, reksa dana, dan surat berharga dalam satu tempat.', 'Stocks, mutual funds and securities in one place.'), text: b('Buka rekening secara daring dan mulai berinvestasi bersama BRIDS.', 'Open an account online and start investing with BRIDS.'), cta: { label: b('Buka Rekening', 'Open Account'), url: b('https://open-account.example.com/', 'https://open-account.example.com/') } },
  { image: sampleMedia('/images/marketing/hero/slide-2.jpg'), title: b('Reksa dana mulai Rp 10.000', 'Mutual funds from Rp 10,000'), text: b('Pilih reksa dana sesuai profil risiko Anda.', 'Choose funds that match your risk profile.'), cta: { label: b('Lihat Reksa Dana', 'See Mutual Funds'), url: b('/id/produk-dan-layanan/produk/reksadana', '/en/mutual-fund') } },
  { image: sampleMedia('/images/marketing/hero/slide-3.jpg'), title: b('Gerbang Nasabah Prioritas', 'Priority Customer Gate'), text: b('Layanan istimewa untuk total aset minimal Rp 500 juta.', 'Exclusive service for total assets of Rp 500 million or more.'), cta: { label: b('Pelajari layanan prioritas', 'About the priority service'), url: b('/id/produk-dan-layanan/layanan/gerbang-nasabah-prioritas', '/en/priority-customer-gate') } },
];

export const QUICK_LINKS = [
  { route: 'stock-account', icon: 'account', label: b('Buka Rekening Saham', 'Open a Stock Account') },
  { route: 'stock', icon: 'stock', label: b('Saham', 'Stocks') },
  { route: 'mutual-fund', icon: 'fund', label: b('Reksa Dana', 'Mutual Funds') },
  { route: 'research-report', icon: 'research', label: b('Riset', 'Research') },
  { route: 'investment-calculator', icon: 'calculator', label: b('Kalkulator Investasi', 'Investment Calculator') },
  { route: 'education', icon: 'education', label: b('Edukasi', 'Education') },
];

export const ABOUT_ITEMS: { kind: string; key: string; year?: number; photo?: string; title: Bilingual; detail: Bilingual }[] = [
  { kind: 'vision', key: 'vision', title: b('Visi', 'Vision'), detail: b('Menjadi mitra investasi pilihan bagi masyarakat Indonesia.', 'To be the investment partner of choice for Indonesians.') },
  { kind: 'mission', key: 'mission-1', title: b('Misi 1', 'Mission 1'), detail: b('Menyediakan akses pasar modal yang mudah, aman, dan terjangkau.', 'Provide easy, safe and affordable access to the capital market.') },
  { kind: 'mission', key: 'mission-2', title: b('Misi 2', 'Mission 2'), detail: b('Menghadirkan riset dan edukasi yang membantu keputusan investasi.', 'Deliver research and education that support investment decisions.') },
  { kind: 'mission', key: 'mission-3', title: b('Misi 3', 'Mission 3'), detail: b('Menjalankan usaha dengan tata kelola yang baik dan patuh pada regulasi.', 'Run the business with good governance and in line with the rules.') },
  { kind: 'management', key: 'komisaris-utama', photo: sampleMedia('/images/marketing/management/komisaris-utama.jpg'), title: b('Hendra Wijaya (contoh)', 'Hendra Wijaya (sample)'), detail: b('Komisaris Utama', 'President Commissioner') },
  { kind: 'management', key: 'direktur-utama', photo: sampleMedia('/images/marketing/management/direktur-utama.jpg'), title: b('Dewi Lestari (contoh)', 'Dewi Lestari (sample)'), detail: b('Direktur Utama', 'President Director') },
  { kind: 'management', key: 'direktur-keuangan', photo: sampleMedia('/images/marketing/management/direktur-keuangan.jpg'), title: b('Agus Salim (contoh)', 'Agus Salim (sample)'), detail: b('Direktur Keuangan', 'Finance Director') },
  { kind: 'management', key: 'direktur-operasional', photo: sampleMedia('/images/marketing/management/direktur-operasional.jpg'), title: b('Maya Putri (contoh)', 'Maya Putri (sample)'), detail: b('Direktur Operasional', 'Operations Director') },
  { kind: 'licence', key: 'licence-pee', title: b('Izin Usaha Perantara Pedagang Efek', 'Broker-Dealer Business Licence'), detail: b('OJK, No. KEP-00/PM/1990 (nomor contoh)', 'OJK, No. KEP-00/PM/1990 (sample number)') },
  { kind: 'licence', key: 'licence-pe', title: b('Izin Usaha Penjamin Emisi Efek', 'Underwriter Business Licence'), detail: b('OJK, No. KEP-01/PM/1990 (nomor contoh)', 'OJK, No. KEP-01/PM/1990 (sample number)') },
  { kind: 'licence', key: 'licence-aperd', title: b('Agen Penjual Efek Reksa Dana', 'Mutual Fund Selling Agent'), detail: b('OJK, No. S-000/PM.21/2015 (nomor contoh)', 'OJK, No. S-000/PM.21/2015 (sample number)') },
  { kind: 'licence', key: 'licence-sots', title: b('Sistem Online Trading Syariah', 'Sharia Online Trading System'), detail: b('Fatwa DSN-MUI, 2018 (contoh)', 'DSN-MUI ruling, 2018 (sample)') },
  { kind: 'award', key: 'award-2025-digital', year: 2025, title: b('Aplikasi Trading Terbaik (contoh)', 'Best Trading App (sample)'), detail: b('Penghargaan fiktif untuk contoh tampilan.', 'A fictitious award, for the layout only.') },
  { kind: 'award', key: 'award-2024-research', year: 2024, title: b('Tim Riset Ritel Terbaik (contoh)', 'Best Retail Research Team (sample)'), detail: b('Penghargaan fiktif untuk contoh tampilan.', 'A fictitious award, for the layout only.') },
  { kind: 'award', key: 'award-2023-education', year: 2023, title: b('Program Edukasi Investor Terbaik (contoh)', 'Best Investor Education Program (sample)'), detail: b('Penghargaan fiktif untuk contoh tampilan.', 'A fictitious award, for the layout only.') },
  { kind: 'office', key: 'office-jakarta', title: b('Kantor Pusat Jakarta', 'Jakarta Head Office'), detail: b('Gedung Contoh Lt. 10, Jl. Contoh Raya No. 1, Jakarta Pusat 10110 (alamat contoh)', 'Contoh Building 10th Floor, Jl. Contoh Raya No. 1, Central Jakarta 10110 (sample address)') },
  { kind: 'office', key: 'office-surabaya', title: b('Kantor Cabang Surabaya', 'Surabaya Branch'), detail: b('Jl. Contoh Timur No. 8, Surabaya 60271 (alamat contoh)', 'Jl. Contoh Timur No. 8, Surabaya 60271 (sample address)') },
  { kind: 'office', key: 'office-medan', title: b('Kantor Cabang Medan', 'Medan Branch'), detail: b('Jl. Contoh Utara No. 21, Medan 20112 (alamat contoh)', 'Jl. Contoh Utara No. 21, Medan 20112 (sample address)') },
  { kind: 'office', key: 'office-makassar', title: b('Kantor Cabang Makassar', 'Makassar Branch'), detail: b('Jl. Contoh Selatan No. 5, Makassar 90111 (alamat contoh)', 'Jl. Contoh Selatan No. 5, Makassar 90111 (sample address)') },
];
