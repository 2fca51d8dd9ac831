import { b, type Bilingual } from '../lib/bilingual.ts';
import { sampleMedia } from '../media/sample.ts';

/** Sample content of the ten product and service pages (fictitious figures, marked as sample on the page). */
type List = { id: string[]; en: string[] };
type Fees = { id: { label: string; value: string }[]; en: { label: string; value: string }[] };

export interface OfferingSeed {
  slug: string;
  kind: 'product' | 'service';
  image: string;
  form?: string;
  openAccount?: boolean;
  title: Bilingual;
  tagline: Bilingual;
  what: Bilingual;
  who: Bilingual;
  benefits: List;
  steps: List;
  requirements: List;
  documents: List;
  fees: Fees;
  risks: List;
  variants?: {
    key: string;
    title: Bilingual;
    description: Bilingual;
    points: List;
    contractMonths?: number;
    minAssetHolding?: number;
  }[];
  samples?: {
    slug: string;
    type: string;
    risk: 'low' | 'moderate' | 'high';
    minimum: number;
    coupon?: number;
    tenor?: number;
    offer?: [string, string];
    name: Bilingual;
    terms: Bilingual;
  }[];
  program?: { minTotalAssets: number; startsOn: string; endsOn: string; quota: number; taken: number };
}

const l = (id: string[], en: string[]): List => ({ id, en });
const fees = (rows: [string, string, string, string][]): Fees => ({
  id: rows.map(([label, value]) => ({ label, value })),
  en: rows.map(([, , label, value]) => ({ label, value })),
});

const KTP = l(
  ['Warga negara Indonesia berusia minimal 17 tahun atau sudah menikah', 'Memiliki rekening bank atas nama sendiri', 'Memiliki alamat email dan nomor ponsel aktif'],
  ['An Indonesian citizen aged 17 or over, or married', 'A bank account in your own name', 'An active email address and mobile number'],
);
const KTP_DOCS = l(
  ['KTP elektronik', 'NPWP (jika ada)', 'Halaman depan buku tabungan atau rekening koran', 'Tanda tangan pada kertas putih (difoto)'],
  ['Electronic identity card (KTP)', 'Tax number (NPWP), if any', 'Front page of your bank book or a bank statement', 'Your signature on white paper (photographed)'],
);
const OPEN_STEPS = l(
  ['Unduh aplikasi BRIGHTS atau buka halaman pembukaan rekening daring', 'Isi data diri dan unggah dokumen', 'Lakukan verifikasi wajah dan tanda tangan elektronik', 'Setor dana ke Rekening Dana Nasabah (RDN) dan mulai bertransaksi'],
  ['Download the BRIGHTS app or open the online account-opening page', 'Fill in your details and upload your documents', 'Complete the face check and sign electronically', 'Fund your investor fund account (RDN) and start trading'],
);
const MARKET_RISK = b('Risiko pasar: harga dapat turun di bawah harga beli Anda.', 'Market risk: prices can fall below what you paid.');
const PAST = b('Kinerja masa lalu tidak menjamin kinerja masa depan.', 'Past performance does not guarantee future results.');
const OJK = b(
  'BRIDS (nama contoh) berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK). Investasi mengandung risiko; pelajari prospektus atau dokumen produk sebelum berinvestasi.',
  'BRIDS (sample name) is licensed and supervised by the Financial Services Authority (OJK). Investing carries risk; read the prospectus or product documents before you invest.',
);
const risks = (...items: Bilingual[]): List => l([...items, PAST, OJK].map((x) => x.id), [...items, PAST, OJK].map((x) => x.en));

export const OFFERINGS: OfferingSeed[] = [
  {
    slug: 'stock', kind: 'product', image: sampleMedia('/images/marketing/offerings/stock.jpg'), form: sampleMedia('/files/forms/form-individual.pdf'),
    title: b('Saham', 'Stock'),
    tagline: b('Miliki bagian dari perusahaan terbaik di Bursa Efek Indonesia.', 'Own a part of leading companies on the Indonesia Stock Exchange.'),
    what: b('Saham adalah bukti kepemilikan atas sebuah perusahaan tercatat. Pemegang saham dapat memperoleh keuntungan dari kenaikan harga (capital gain) dan pembagian dividen.',
      'A share is proof that you own part of a listed company. Shareholders can gain from rising prices (capital gain) and from dividends.'),
    who: b('Investor dengan horizon jangka menengah hingga panjang yang siap menerima naik-turunnya harga.', 'Investors with a medium to long horizon who accept that prices go up and down.'),
    benefits: l(['Potensi imbal hasil jangka panjang yang tinggi', 'Dividen dari laba perusahaan', 'Transaksi mulai 1 lot (100 lembar)', 'Data pasar waktu nyata dan riset di aplikasi BRIGHTS'],
      ['High long-term return potential', 'Dividends from company profits', 'Trade from 1 lot (100 shares)', 'Real-time market data and research in the BRIGHTS app']),
    steps: OPEN_STEPS, requirements: KTP, documents: KTP_DOCS,
    fees: fees([['Biaya beli', '0,15% dari nilai transaksi (contoh)', 'Buying fee', '0.15% of the trade value (sample)'], ['Biaya jual', '0,25% termasuk PPh final 0,1% (contoh)', 'Selling fee', '0.25% including 0.1% final tax (sample)'], ['Setoran awal', 'Rp 100.000 (contoh)', 'Initial deposit', 'Rp 100,000 (sample)']]),
    risks: risks(MARKET_RISK, b('Risiko likuiditas: saham tertentu sulit dijual cepat pada harga wajar.', 'Liquidity risk: some shares are hard to sell quickly at a fair price.'), b('Risiko kebangkrutan atau penghapusan pencatatan (delisting).', 'Risk of bankruptcy or delisting.')),
  },
  {
    slug: 'eba-retail', kind: 'product', image: sampleMedia('/images/marketing/offerings/eba-retail.jpg'), form: sampleMedia('/files/forms/form-individual.pdf'),
    title: b('EBA Ritel', 'Retail Asset-Backed Securities'),
    tagline: b('Imbal hasil berkala dari kumpulan aset keuangan yang terseleksi.', 'Periodic income from a selected pool of financial assets.'),
    what: b('Efek Beragun Aset (EBA) adalah efek yang diterbitkan dengan jaminan kumpulan piutang, misalnya kredit kepemilikan rumah. Seri ritel dapat dibeli dengan nominal kecil.',
      'Asset-backed securities (EBA) are securities backed by a pool of receivables such as home loans. Retail series can be bought in small amounts.'),
    who: b('Investor yang mencari pendapatan berkala dengan risiko lebih rendah dibanding saham.', 'Investors looking for regular income with lower risk than stocks.'),
    benefits: l(['Pembayaran pokok dan imbal hasil secara berkala', 'Nominal pembelian terjangkau', 'Diperingkat oleh lembaga pemeringkat'], ['Regular payments of principal and yield', 'Affordable minimum amount', 'Rated by a rating agency']),
    steps: l(['Buka rekening efek BRIDS', 'Pilih seri EBA yang sedang ditawarkan', 'Ajukan pemesanan pada masa penawaran', 'Terima penjatahan dan pembayaran berkala ke RDN'], ['Open a BRIDS securities account', 'Choose an EBA series on offer', 'Place your order during the offering period', 'Receive the allotment and regular payments into your RDN']),
    requirements: KTP, documents: KTP_DOCS,
    fees: fees([['Biaya pemesanan', 'Tanpa biaya (contoh)', 'Order fee', 'None (sample)'], ['Pajak atas imbal hasil', 'Sesuai ketentuan perpajakan', 'Tax on yield', 'As the tax rules say']]),
    risks: risks(b('Risiko gagal bayar debitur dalam kumpulan aset.', 'Default risk of the borrowers in the pool.'), b('Risiko pelunasan dipercepat yang mengubah imbal hasil.', 'Prepayment risk that changes the yield.'), b('Risiko likuiditas di pasar sekunder.', 'Liquidity risk in the secondary market.')),
    samples: [
      { slug: 'eba-contoh-kpr-2027', type: 'eba', risk: 'moderate', minimum: 1_000_000, coupon: 6.75, tenor: 60, offer: ['2026-11-02', '2026-12-18'],
        name: b('EBA Contoh KPR Seri A 2027', 'Sample Home-Loan EBA Series A 2027'), terms: b('Pembayaran pokok dan imbal hasil setiap 3 bulan; peringkat idAAA (contoh).', 'Principal and yield paid every 3 months; rated idAAA (sample).') },
      { slug: 'eba-contoh-kendaraan-2026', type: 'eba', risk: 'moderate', minimum: 5_000_000, coupon: 7.1, tenor: 36, offer: ['2026-08-03', '2026-08-21'],
        name: b('EBA Contoh Kredit Kendaraan 2026', 'Sample Vehicle-Loan EBA 2026'), terms: b('Pembayaran bulanan; masa penawaran telah berakhir (contoh).', 'Monthly payments; the offering period has ended (sample).') },
    ],
  },
  {
    slug: 'securities', kind: 'product', image: sampleMedia('/images/marketing/offerings/securities.jpg'), form: sampleMedia('/files/forms/form-individual.pdf'),
    title: b('Surat Berharga', 'Securities'),
    tagline: b('Obligasi dan surat berharga negara dengan kupon tetap.', 'Bonds and government securities with fixed coupons.'),
    what: b('Surat berharga (obligasi korporasi, SBN ritel seperti ORI dan sukuk ritel) adalah surat utang yang membayar kupon berkala dan mengembalikan pokok saat jatuh tempo.',
      'Securities (corporate bonds and retail government bonds such as ORI and retail sukuk) are debt that pays periodic coupons and repays the principal at maturity.'),
    who: b('Investor konservatif hingga moderat yang menginginkan arus kas terjadwal.', 'Conservative to moderate investors who want scheduled cash flows.'),
    benefits: l(['Kupon tetap atau mengambang yang dibayar berkala', 'SBN dijamin pembayarannya oleh negara', 'Dapat dijual di pasar sekunder sebelum jatuh tempo'], ['Fixed or floating coupons paid regularly', 'Government securities are guaranteed by the state', 'Can be sold in the secondary market before maturity']),
    steps: l(['Buka rekening efek dan SID', 'Pilih seri yang ditawarkan di halaman ini atau di BRIGHTS', 'Pesan pada masa penawaran dan bayar ke RDN', 'Terima kupon di RDN setiap periode'], ['Open a securities account and investor ID (SID)', 'Choose a series offered on this page or in BRIGHTS', 'Order during the offering period and pay into your RDN', 'Receive coupons in your RDN every period']),
    requirements: KTP, documents: KTP_DOCS,
    fees: fees([['Pemesanan SBN ritel', 'Tanpa biaya', 'Retail government bond order', 'No fee'], ['Transaksi pasar sekunder', 'Spread harga jual-beli (contoh 0,2%)', 'Secondary-market trade', 'Bid-ask spread (sample 0.2%)'], ['Pajak kupon', '10% final', 'Coupon tax', '10% final']]),
    risks: risks(b('Risiko suku bunga: harga obligasi turun ketika suku bunga naik.', 'Interest-rate risk: bond prices fall when rates rise.'), b('Risiko gagal bayar penerbit obligasi korporasi.', 'Default risk of a corporate issuer.'), b('Risiko likuiditas sebelum jatuh tempo.', 'Liquidity risk before maturity.')),
    samples: [
      { slug: 'ori-contoh-031', type: 'government-bond', risk: 'low', minimum: 1_000_000, coupon: 6.25, tenor: 36, offer: ['2026-10-05', '2026-12-04'],
        name: b('ORI Contoh 031', 'Sample ORI 031'), terms: b('Kupon tetap dibayar bulanan; dapat diperdagangkan (contoh).', 'Fixed coupon paid monthly; tradable (sample).') },
      { slug: 'sukuk-ritel-contoh-sr025', type: 'government-bond', risk: 'low', minimum: 1_000_000, coupon: 6.4, tenor: 36, offer: ['2027-02-01', '2027-03-05'],
        name: b('Sukuk Ritel Contoh SR025', 'Sample Retail Sukuk SR025'), terms: b('Imbalan tetap bulanan sesuai prinsip syariah (contoh).', 'Fixed monthly return under sharia principles (sample).') },
      { slug: 'obligasi-contoh-dmbp-2029', type: 'corporate-bond', risk: 'moderate', minimum: 5_000_000, coupon: 7.9, tenor: 36,
        name: b('Obligasi Contoh DMBP 2029', 'Sample DMBP Bond 2029'), terms: b('Kupon tiap 3 bulan; peringkat idA+ (contoh, penerbit fiktif).', 'Coupon every 3 months; rated idA+ (sample, fictitious issuer).') },
    ],
  },
  {
    slug: 'mutual-fund', kind: 'product', image: sampleMedia('/images/marketing/offerings/mutual-fund.jpg'), form: sampleMedia('/files/forms/form-individual.pdf'),
    title: b('Reksa Dana', 'Mutual Fund'),
    tagline: b('Investasi yang dikelola manajer investasi profesional, mulai Rp 10.000.', 'Investing managed by professional fund managers, from Rp 10,000.'),
    what: b('Reksa dana menghimpun dana banyak investor untuk diinvestasikan oleh manajer investasi pada saham, obligasi, atau pasar uang sesuai kebijakan investasinya.',
      'A mutual fund pools money from many investors for a fund manager to invest in stocks, bonds or the money market under its investment policy.'),
    who: b('Investor pemula hingga berpengalaman yang ingin diversifikasi tanpa memilih efek satu per satu.', 'Beginners to experienced investors who want diversification without picking securities one by one.'),
    benefits: l(['Dikelola manajer investasi berizin OJK', 'Diversifikasi dengan dana kecil', 'Pilihan pasar uang, pendapatan tetap, campuran, dan saham', 'Dapat dijual kembali (redeem) pada hari bursa'], ['Managed by OJK-licensed fund managers', 'Diversification with a small amount', 'Money-market, fixed-income, balanced and equity funds', 'Redeemable on any exchange day']),
    steps: l(['Isi profil risiko untuk mengetahui jenis reksa dana yang sesuai', 'Buka rekening reksa dana di BRIGHTS', 'Pilih reksa dana dan baca prospektusnya', 'Beli dengan nominal minimum dan pantau nilai aktiva bersih (NAB)'], ['Take the risk-profile quiz to see which funds suit you', 'Open a mutual-fund account in BRIGHTS', 'Choose a fund and read its prospectus', 'Subscribe with the minimum amount and follow its net asset value (NAV)']),
    requirements: KTP, documents: KTP_DOCS,
    fees: fees([['Biaya pembelian', '0% – 1% tergantung reksa dana (contoh)', 'Subscription fee', '0% – 1% depending on the fund (sample)'], ['Biaya penjualan kembali', '0% – 0,5% (contoh)', 'Redemption fee', '0% – 0.5% (sample)'], ['Biaya pengelolaan', 'Sudah termasuk dalam NAB', 'Management fee', 'Included in the NAV']]),
    risks: risks(b('Risiko penurunan nilai aktiva bersih.', 'Risk that the net asset value falls.'), b('Risiko pembubaran dan likuidasi reksa dana.', 'Risk that the fund is dissolved and liquidated.'), b('Reksa dana bukan produk bank dan tidak dijamin LPS.', 'Mutual funds are not bank products and are not covered by the deposit insurer (LPS).')),
    samples: [
      { slug: 'rd-contoh-pasar-uang', type: 'money-market', risk: 'low', minimum: 10_000, name: b('Reksa Dana Contoh Pasar Uang', 'Sample Money Market Fund'), terms: b('Tanpa biaya pembelian; dana cair T+1 (contoh).', 'No subscription fee; paid out T+1 (sample).') },
      { slug: 'rd-contoh-pendapatan-tetap', type: 'fixed-income', risk: 'moderate', minimum: 100_000, name: b('Reksa Dana Contoh Pendapatan Tetap', 'Sample Fixed Income Fund'), terms: b('Biaya penjualan kembali 0,25% di bawah 1 tahun (contoh).', '0.25% redemption fee within 1 year (sample).') },
      { slug: 'rd-contoh-campuran', type: 'balanced', risk: 'moderate', minimum: 100_000, name: b('Reksa Dana Contoh Campuran', 'Sample Balanced Fund'), terms: b('Portofolio saham dan obligasi 50:50 (contoh).', 'A 50:50 stock and bond portfolio (sample).') },
      { slug: 'rd-contoh-saham', type: 'equity', risk: 'high', minimum: 100_000, name: b('Reksa Dana Contoh Saham', 'Sample Equity Fund'), terms: b('Minimal 80% pada saham; horizon di atas 5 tahun (contoh).', 'At least 80% in stocks; horizon over 5 years (sample).') },
      { slug: 'rd-contoh-saham-syariah', type: 'equity', risk: 'high', minimum: 100_000, name: b('Reksa Dana Contoh Saham Syariah', 'Sample Sharia Equity Fund'), terms: b('Saham dalam Daftar Efek Syariah (contoh).', 'Stocks on the sharia securities list (sample).') },
    ],
  },
  {
    slug: 'digital-facility', kind: 'service', image: sampleMedia('/images/marketing/offerings/digital-facility.jpg'), form: sampleMedia('/files/forms/form-individual.pdf'),
    title: b('Fasilitas Digital', 'Digital Facility'),
    tagline: b('Bertransaksi dan memantau portofolio dari mana saja.', 'Trade and watch your portfolio from anywhere.'),
    what: b('Fasilitas digital BRIDS mencakup aplikasi BRIGHTS di ponsel dan web, laporan elektronik, serta notifikasi transaksi.',
      'BRIDS digital facilities include the BRIGHTS app on phone and web, e-statements and trade notifications.'),
    who: b('Seluruh nasabah yang ingin bertransaksi mandiri secara daring.', 'Every client who wants to trade online on their own.'),
    benefits: l(['Order saham, reksa dana, dan SBN dalam satu aplikasi', 'Grafik, riset, dan berita terintegrasi', 'Laporan portofolio dan konfirmasi transaksi elektronik', 'Keamanan PIN dan biometrik'], ['Stocks, funds and government bonds in one app', 'Built-in charts, research and news', 'Electronic portfolio reports and trade confirmations', 'PIN and biometric security']),
    steps: l(['Unduh BRIGHTS di App Store atau Google Play', 'Masuk dengan ID nasabah', 'Aktifkan PIN dan biometrik', 'Mulai bertransaksi'], ['Download BRIGHTS from the App Store or Google Play', 'Log in with your client ID', 'Set up your PIN and biometrics', 'Start trading']),
    requirements: l(['Memiliki rekening efek BRIDS', 'Ponsel Android 9 / iOS 15 atau lebih baru'], ['A BRIDS securities account', 'An Android 9 / iOS 15 phone or newer']),
    documents: l(['Tidak ada dokumen tambahan'], ['No further documents']),
    fees: fees([['Biaya aplikasi', 'Gratis', 'App fee', 'Free']]),
    risks: risks(b('Risiko gangguan sistem atau jaringan saat bertransaksi.', 'Risk of system or network outages while trading.'), b('Jaga kerahasiaan PIN; kami tidak pernah memintanya.', 'Keep your PIN secret; we never ask for it.')),
  },
  {
    slug: 'loss-insurances', kind: 'service', image: sampleMedia('/images/marketing/offerings/loss-insurances.jpg'), form: sampleMedia('/files/forms/form-individual.pdf'),
    title: b('Asuransi Kerugian', 'Personal Accident Loss Insurance'),
    tagline: b('Perlindungan kecelakaan diri gratis untuk nasabah yang memenuhi syarat.', 'Free personal accident cover for eligible clients.'),
    what: b('Nasabah yang memenuhi syarat mendapatkan asuransi kecelakaan diri tanpa biaya premi, bekerja sama dengan perusahaan asuransi mitra.',
      'Eligible clients get personal accident insurance with no premium, with a partner insurer.'),
    who: b('Nasabah perorangan aktif dengan saldo aset minimum yang ditentukan program.', 'Active individual clients with the minimum asset balance the program sets.'),
    benefits: l(['Santunan meninggal dunia akibat kecelakaan hingga Rp 25 juta (contoh)', 'Santunan cacat tetap (contoh)', 'Tanpa premi dan tanpa pemeriksaan kesehatan'], ['Accidental death benefit up to Rp 25 million (sample)', 'Permanent disability benefit (sample)', 'No premium and no medical check']),
    steps: l(['Pastikan rekening aktif dan memenuhi saldo minimum', 'Kepesertaan otomatis terdaftar setiap bulan', 'Ajukan klaim melalui layanan nasabah dengan dokumen pendukung'], ['Keep your account active and above the minimum balance', 'Cover is registered automatically each month', 'Claim through client service with supporting documents']),
    requirements: l(['Nasabah perorangan berusia 17–65 tahun', 'Saldo aset minimal Rp 10 juta (contoh)'], ['Individual clients aged 17–65', 'Asset balance of at least Rp 10 million (sample)']),
    documents: l(['Formulir klaim', 'Fotokopi KTP ahli waris', 'Surat keterangan dari pihak berwenang'], ['Claim form', 'Copy of the beneficiary’s identity card', 'A statement from the authorities']),
    fees: fees([['Premi', 'Gratis, ditanggung perusahaan', 'Premium', 'Free, paid by the company']]),
    risks: risks(b('Manfaat tunduk pada polis dan pengecualiannya.', 'Benefits follow the policy and its exclusions.'), b('Program dapat berubah atau dihentikan dengan pemberitahuan.', 'The program may change or end with notice.')),
  },
  {
    slug: 'mppe', kind: 'service', image: sampleMedia('/images/marketing/offerings/mppe.jpg'), form: sampleMedia('/files/forms/form-individual.pdf'),
    title: b('MPPE Sinergi Bank', 'MPPE Bank Synergy'),
    tagline: b('Buka rekening efek di kantor cabang bank mitra.', 'Open a securities account at partner bank branches.'),
    what: b('MPPE (Mitra Pemasaran Perusahaan Efek) memungkinkan calon nasabah membuka rekening efek BRIDS melalui jaringan cabang bank mitra dalam grup.',
      'MPPE (securities-company marketing partner) lets prospects open a BRIDS securities account through the branches of the group’s partner bank.'),
    who: b('Nasabah bank yang ingin mulai berinvestasi dengan bantuan petugas di cabang.', 'Bank customers who want to start investing with help from branch staff.'),
    benefits: l(['Dilayani langsung di ribuan cabang bank mitra', 'RDN otomatis di bank mitra', 'Pendampingan pembukaan rekening'], ['Served in person at thousands of partner branches', 'An RDN at the partner bank set up for you', 'Help with opening the account']),
    steps: l(['Datang ke cabang bank mitra dengan KTP', 'Sampaikan ingin membuka rekening efek BRIDS', 'Isi formulir dan tanda tangani bersama petugas', 'Terima notifikasi aktivasi melalui email'], ['Visit a partner bank branch with your identity card', 'Ask to open a BRIDS securities account', 'Fill in and sign the forms with the staff', 'Receive the activation notice by email']),
    requirements: KTP, documents: KTP_DOCS,
    fees: fees([['Pembukaan rekening', 'Gratis', 'Account opening', 'Free']]),
    risks: risks(MARKET_RISK, b('Petugas bank bukan penasihat investasi; keputusan investasi ada pada Anda.', 'Bank staff are not investment advisers; investment decisions are yours.')),
  },
  {
    slug: 'priority-customer-gate', kind: 'service', image: sampleMedia('/images/marketing/offerings/priority-customer-gate.jpg'), form: sampleMedia('/files/forms/form-individual.pdf'),
    title: b('Gerbang Nasabah Prioritas', 'Priority Customer Gate'),
    tagline: b('Layanan istimewa untuk nasabah dengan total aset minimal Rp 500 juta.', 'Exclusive service for clients with total assets of at least Rp 500 million.'),
    what: b('Program nasabah prioritas memberikan relationship manager khusus, riset eksklusif, dan acara investasi terbatas selama periode program, dengan kuota peserta terbatas.',
      'The priority program gives a dedicated relationship manager, exclusive research and limited investment events during the program period, with a limited quota.'),
    who: b('Nasabah dengan total aset (saham, reksa dana, obligasi, dan dana di RDN) minimal Rp 500 juta.', 'Clients whose total assets (stocks, funds, bonds and RDN cash) are at least Rp 500 million.'),
    benefits: l(['Relationship manager pribadi', 'Riset dan diskusi pasar eksklusif', 'Undangan acara dan webinar khusus', 'Prioritas layanan di kantor cabang'], ['A personal relationship manager', 'Exclusive research and market briefings', 'Invitations to private events and webinars', 'Priority service at branches']),
    steps: l(['Pastikan total aset Anda minimal Rp 500 juta', 'Daftar melalui relationship manager atau layanan nasabah selama periode program', 'Verifikasi aset dilakukan pada akhir bulan', 'Terima konfirmasi keanggotaan bila kuota masih tersedia'], ['Make sure your total assets are at least Rp 500 million', 'Register through a relationship manager or client service during the program period', 'Assets are checked at month end', 'Receive confirmation while quota remains']),
    requirements: l(['Nasabah BRIDS aktif', 'Total aset minimal Rp 500 juta', 'Mendaftar dalam periode program dan selama kuota tersedia'], ['An active BRIDS client', 'Total assets of at least Rp 500 million', 'Register within the program period while quota remains']),
    documents: l(['Formulir pendaftaran nasabah prioritas'], ['Priority client registration form']),
    fees: fees([['Biaya keanggotaan', 'Gratis', 'Membership fee', 'Free']]),
    risks: risks(b('Keanggotaan ditinjau bila total aset turun di bawah Rp 500 juta.', 'Membership is reviewed if total assets fall below Rp 500 million.'), MARKET_RISK),
    program: { minTotalAssets: 500_000_000, startsOn: '2026-07-01', endsOn: '2027-06-30', quota: 250, taken: 187 },
  },
  {
    slug: 'security-pawn', kind: 'service', image: sampleMedia('/images/marketing/offerings/security-pawn.jpg'), form: sampleMedia('/files/forms/form-margin.pdf'),
    title: b('Gadai Efek', 'Securities Pawn'),
    tagline: b('Dana tunai tanpa menjual portofolio Anda.', 'Cash without selling your portfolio.'),
    what: b('Gadai efek adalah pinjaman dengan jaminan saham atau obligasi milik Anda. Efek tetap milik Anda dan tetap memperoleh hak seperti dividen.',
      'A securities pawn is a loan secured by your stocks or bonds. The securities stay yours and keep their rights such as dividends.'),
    who: b('Nasabah yang membutuhkan likuiditas jangka pendek dan memiliki efek yang memenuhi syarat.', 'Clients who need short-term cash and hold eligible securities.'),
    benefits: l(['Pencairan cepat ke RDN', 'Nilai pinjaman hingga 50% dari nilai efek (contoh)', 'Portofolio tetap terjaga'], ['Fast payout into your RDN', 'Loan up to 50% of the securities’ value (sample)', 'Your portfolio stays invested']),
    steps: l(['Ajukan permohonan gadai melalui layanan nasabah', 'Pilih efek jaminan dari daftar efek yang disetujui', 'Tanda tangani perjanjian gadai', 'Dana dicairkan ke RDN'], ['Apply through client service', 'Pick collateral from the approved securities list', 'Sign the pawn agreement', 'Funds are paid into your RDN']),
    requirements: l(['Nasabah aktif minimal 3 bulan', 'Efek jaminan termasuk daftar efek yang disetujui'], ['An active client for at least 3 months', 'Collateral on the approved securities list']),
    documents: l(['Formulir permohonan gadai efek', 'Perjanjian gadai yang ditandatangani'], ['Securities pawn application form', 'Signed pawn agreement']),
    fees: fees([['Bunga', '12% per tahun (contoh)', 'Interest', '12% a year (sample)'], ['Biaya administrasi', 'Rp 250.000 per pengajuan (contoh)', 'Admin fee', 'Rp 250,000 per application (sample)']]),
    risks: risks(b('Bila nilai jaminan turun, Anda wajib menambah jaminan (margin call) atau efek dijual paksa.', 'If the collateral falls in value you must add collateral (margin call) or it is sold.'), MARKET_RISK),
  },
  {
    slug: 'stock-account', kind: 'service', image: sampleMedia('/images/marketing/offerings/stock-account.jpg'), form: sampleMedia('/files/forms/form-individual.pdf'),
    title: b('Rekening Saham', 'Stock Account'),
    tagline: b('Pilih rekening reguler, margin, atau syariah sesuai kebutuhan Anda.', 'Choose a regular, margin or sharia account to suit you.'),
    what: b('Rekening saham (rekening efek) adalah rekening untuk menyimpan dan memperdagangkan efek, terhubung dengan Rekening Dana Nasabah (RDN) di bank.',
      'A stock (securities) account holds and trades your securities and is linked to an investor fund account (RDN) at a bank.'),
    who: b('Siapa pun yang ingin berinvestasi di pasar modal Indonesia.', 'Anyone who wants to invest in the Indonesian capital market.'),
    benefits: l(['Satu rekening untuk saham, reksa dana, dan SBN', 'Dana aman di RDN atas nama Anda', 'Pembukaan rekening daring'], ['One account for stocks, funds and government bonds', 'Your cash is safe in an RDN in your name', 'Open it online']),
    steps: OPEN_STEPS, requirements: KTP, documents: KTP_DOCS,
    fees: fees([['Pembukaan rekening', 'Gratis', 'Account opening', 'Free'], ['Biaya tahunan', 'Tidak ada', 'Annual fee', 'None']]),
    risks: risks(MARKET_RISK, b('Rekening margin: kerugian dapat melebihi dana awal Anda.', 'Margin account: losses can exceed your own money.')),
    variants: [
      { key: 'regular', title: b('Reguler', 'Regular'), description: b('Rekening efek untuk bertransaksi dengan dana sendiri.', 'A securities account to trade with your own money.'),
        points: l(['Transaksi dengan dana tersedia di RDN', 'Cocok untuk pemula'], ['Trade with the cash in your RDN', 'Suits beginners']) },
      { key: 'margin', title: b('Margin', 'Margin'), contractMonths: 12, minAssetHolding: 200_000_000,
        description: b('Pembiayaan transaksi saham oleh BRIDS melalui kontrak 1 tahun, dengan jaminan portofolio Anda.', 'Financing of stock purchases by BRIDS under a 1-year contract, secured by your portfolio.'),
        points: l(['Kontrak pembiayaan 1 tahun, dapat diperpanjang', 'Wajib memiliki kepemilikan aset minimal Rp 200 juta (contoh)', 'Hanya saham dalam daftar efek marginable', 'Bunga pembiayaan harian (contoh 14% per tahun)'],
          ['A 1-year financing contract, renewable', 'Requires an asset holding of at least Rp 200 million (sample)', 'Only stocks on the marginable list', 'Daily financing interest (sample 14% a year)']) },
      { key: 'sharia', title: b('Syariah', 'Sharia'), description: b('Rekening efek syariah dengan sistem online trading syariah (SOTS).', 'A sharia securities account with a sharia online trading system (SOTS).'),
        points: l(['Hanya efek dalam Daftar Efek Syariah', 'Tanpa transaksi margin dan short selling', 'Diawasi Dewan Pengawas Syariah'], ['Only securities on the sharia list', 'No margin trading or short selling', 'Overseen by a sharia supervisory board']) },
    ],
  },
];
