import { b, type Bilingual } from '../../lib/bilingual.ts';
import type { RouteName } from '../site-paths.ts';
import { SITE_ROUTES } from '../site-paths.ts';
import { sampleMedia } from '../../media/sample.ts';

export interface PageSeed {
  slug: string;
  kind: 'landing' | 'app' | 'static';
  title: Bilingual;
  summary: Bilingual;
  body: Bilingual;
  image?: string;
  searchable?: boolean;
}

const p = (
  slug: RouteName,
  summary: Bilingual,
  body: Bilingual,
  extra: Partial<PageSeed> = {},
): PageSeed => ({ slug, kind: 'landing', title: SITE_ROUTES[slug].title, summary, body, ...extra });


/** Every page of the site (route names of spec §2), the app page and the static pages. */
export const PAGES: PageSeed[] = [
  p('home', b('Investasi saham, reksadana, dan surat berharga dalam satu tempat.', 'Stocks, mutual funds and securities in one place.'),
    b('<p>Selamat datang di BRIDS. Temukan produk investasi, riset, dan edukasi untuk membantu keputusan investasi Anda.</p>',
      '<p>Welcome to BRIDS. Find investment products, research and education to support your investment decisions.</p>'),
    { image: sampleMedia('/images/hero/home-hero.jpg') }),
  p('about-us', b('Perusahaan efek yang melayani investor ritel dan institusi.', 'A securities company serving retail and institutional investors.'),
    b('<p>BRIDS (nama contoh) berdiri sebagai perusahaan efek yang melayani investor ritel dan institusi. Berawal dari layanan perantara perdagangan efek, kami tumbuh menyediakan riset, penjaminan emisi, dan edukasi pasar modal, serta menjadi bagian dari grup perbankan terbesar di Indonesia.</p><p>Kini nasabah bertransaksi melalui aplikasi BRIGHTS dan jaringan cabang serta bank mitra di seluruh Indonesia. (Kisah contoh.)</p>',
      '<p>BRIDS (sample name) was founded as a securities company serving retail and institutional investors. Starting as a broker, we grew to offer research, underwriting and capital-market education, and became part of one of Indonesia’s largest banking groups.</p><p>Today clients trade through the BRIGHTS app and through branches and partner banks across Indonesia. (Sample story.)</p>')),
  p('announcement', b('Pengumuman resmi perusahaan dan jadwal perdagangan.', 'Official company announcements and trading schedules.'),
    b('<p>Informasi terbaru mengenai layanan, jadwal perdagangan, dan pemeliharaan sistem.</p>', '<p>The latest news on services, trading schedules and system maintenance.</p>')),
  p('blog', b('Artikel ringan seputar investasi dan keuangan pribadi.', 'Light reading on investing and personal finance.'),
    b('<p>Tulisan tim kami tentang pasar, perencanaan keuangan, dan gaya hidup investor.</p>', '<p>Our team writes about markets, financial planning and the investor lifestyle.</p>')),
  p('blog-editor-board', b('Tim redaksi yang menyusun konten blog.', 'The editorial team behind the blog.'),
    b('<ul><li>Pemimpin Redaksi: Nama Contoh</li><li>Editor: Nama Contoh</li><li>Penulis: Tim Riset BRIDS</li></ul>',
      '<ul><li>Editor in chief: Sample Name</li><li>Editor: Sample Name</li><li>Writers: BRIDS Research Team</li></ul>')),
  p('contact-us', b('Hubungi layanan nasabah kami.', 'Get in touch with our client service.'),
    b('<p>Kirim pesan melalui formulir ini. Tim kami akan menghubungi Anda pada hari kerja.</p>', '<p>Send us a message with this form. Our team will reply on business days.</p>')),
  p('faq', b('Pertanyaan yang sering diajukan.', 'Frequently asked questions.'),
    b('<p>Jawaban atas pertanyaan umum tentang rekening, transaksi, dan aplikasi BRIGHTS.</p>', '<p>Answers to common questions about accounts, trading and the BRIGHTS app.</p>')),
  p('products-and-services', b('Produk investasi dan layanan pendukung untuk setiap kebutuhan.', 'Investment products and services for every need.'),
    b('<h2 id="produk">Produk</h2><p>Saham, EBA Ritel, reksadana, dan surat berharga.</p><h2 id="layanan">Layanan</h2><p>Fasilitas digital, asuransi kerugian, MPPE, gerbang nasabah prioritas, gadai efek, dan rekening saham.</p>',
      '<h2 id="produk">Products</h2><p>Stocks, retail asset-backed securities, mutual funds and securities.</p><h2 id="layanan">Services</h2><p>Digital facility, loss insurance, MPPE, priority customer gate, securities pawn and stock accounts.</p>')),
  p('promo', b('Promo yang sedang berlangsung.', 'Current promotions.'),
    b('<p>Nikmati promo pembukaan rekening dan biaya transaksi. Syarat dan ketentuan berlaku.</p>', '<p>Enjoy account-opening and trading-fee promotions. Terms and conditions apply.</p>')),
  p('recommendation', b('Ulasan saham harian dari tim riset (contoh format).', 'Daily stock notes from the research team (sample format).'),
    b('<p>Halaman ini menampilkan contoh format ulasan saham. Isinya bukan rekomendasi investasi.</p>', '<p>This page shows the format of our stock notes. Its content is not investment advice.</p>')),
  p('search-result', b('Hasil pencarian di seluruh situs.', 'Search results across the site.'),
    b('<p>Masukkan kata kunci untuk mencari artikel, riset, dan halaman.</p>', '<p>Enter keywords to search articles, research and pages.</p>'), { searchable: false }),
  p('education', b('Belajar investasi melalui artikel, video, dan webinar.', 'Learn to invest with articles, videos and webinars.'),
    b('<p>Mulai dari dasar pasar modal hingga strategi investasi, semua tersedia gratis.</p>', '<p>From capital-market basics to investment strategies, all free of charge.</p>')),
  p('brids-eduvest', b('Webinar dan kelas investasi BRIDS Eduvest.', 'BRIDS Eduvest webinars and investment classes.'),
    b('<p>Daftar ke kelas Eduvest. Nasabah cukup memasukkan 7 digit terakhir kode nasabah; non-nasabah mengisi data diri.</p>',
      '<p>Register for an Eduvest class. Clients enter the last 7 digits of their client code; non-clients fill in their personal details.</p>')),
  p('educational-videos', b('Video singkat tentang dasar-dasar investasi.', 'Short videos on investing basics.'),
    b('<p>Tonton video edukasi tentang saham, reksadana, dan penggunaan aplikasi.</p>', '<p>Watch videos about stocks, mutual funds and using the app.</p>')),
  p('company-information-list', b('Profil dan data emiten (contoh).', 'Profiles and data of listed companies (sample).'),
    b('<p>Informasi perusahaan tercatat: profil, manajemen, pemegang saham, dan berita terkini. Data pada situs ini fiktif.</p>',
      '<p>Listed company information: profile, management, shareholders and latest news. The data on this site is fictitious.</p>')),
  p('corporate-action', b('Jadwal aksi korporasi emiten.', 'Corporate action schedule of listed companies.'),
    b('<p>Bonus, dividen, IPO, RUPS, penggabungan saham, pemecahan saham, dan riwayat dividen.</p>',
      '<p>Bonus, dividends, IPOs, shareholder meetings, stock merges, stock splits and dividend history.</p>')),
  p('research-report', b('Laporan riset perusahaan, sektor, dan makro (contoh).', 'Company, sector and macro research reports (sample).'),
    b('<p>Laporan pada situs ini adalah contoh format dan tidak memuat pendapat investasi.</p>', '<p>The reports on this site show the format only and contain no investment opinion.</p>')),
  p('sapa-mentari', b('Buletin pagi sebelum pasar dibuka.', 'The morning newsletter before the market opens.'),
    b('<p>Sapa Mentari merangkum pergerakan pasar global dan agenda hari ini setiap pagi hari bursa.</p>', '<p>Sapa Mentari sums up global markets and the day’s agenda every trading morning.</p>')),
  p('stock', b('Berinvestasi saham di Bursa Efek Indonesia.', 'Invest in stocks on the Indonesia Stock Exchange.'),
    b('<p>Beli dan jual saham secara daring melalui BRIGHTS, dengan data pasar waktu nyata.</p>', '<p>Buy and sell stocks online with BRIGHTS and real-time market data.</p>')),
  p('eba-retail', b('Efek Beragun Aset untuk investor ritel.', 'Asset-backed securities for retail investors.'),
    b('<p>EBA Ritel memberi akses ke kumpulan aset keuangan dengan imbal hasil berkala.</p>', '<p>Retail asset-backed securities give access to pools of financial assets with periodic returns.</p>')),
  p('mutual-fund', b('Reksadana pilihan dari manajer investasi terdaftar.', 'Mutual funds from registered investment managers.'),
    b('<p>Pilih reksadana pasar uang, pendapatan tetap, campuran, atau saham sesuai profil risiko Anda.</p>', '<p>Choose money-market, fixed-income, balanced or equity funds to match your risk profile.</p>')),
  p('securities', b('Obligasi dan surat berharga negara.', 'Bonds and government securities.'),
    b('<p>Investasi pada obligasi korporasi dan surat berharga negara dengan kupon tetap.</p>', '<p>Invest in corporate bonds and government securities with fixed coupons.</p>')),
  p('digital-facility', b('Aplikasi dan layanan daring untuk bertransaksi.', 'Apps and online services for trading.'),
    b('<p>Transaksi, pantau portofolio, dan unduh laporan kapan saja melalui fasilitas digital kami.</p>', '<p>Trade, watch your portfolio and download statements at any time with our digital facility.</p>')),
  p('loss-insurances', b('Asuransi kecelakaan diri gratis bagi nasabah.', 'Free personal accident insurance for clients.'),
    b('<p>Nasabah yang memenuhi syarat mendapatkan perlindungan asuransi kecelakaan diri tanpa biaya.</p>', '<p>Eligible clients get personal accident insurance cover at no cost.</p>')),
  p('mppe', b('Layanan sinergi dengan bank.', 'A bank-synergy service.'),
    b('<p>MPPE menghubungkan rekening bank dan rekening efek Anda untuk kemudahan transaksi.</p>', '<p>MPPE links your bank account and securities account for easier transactions.</p>')),
  p('priority-customer-gate', b('Layanan eksklusif bagi nasabah prioritas.', 'Exclusive service for priority clients.'),
    b('<p>Gerbang Nasabah Prioritas tersedia bagi nasabah dengan total aset minimal <strong>Rp 500 juta</strong> selama periode program dan selama kuota tersedia.</p>',
      '<p>The Priority Customer Gate is open to clients with total assets of at least <strong>Rp 500 million</strong>, within the program period and while the quota lasts.</p>')),
  p('security-pawn', b('Pinjaman dengan jaminan efek.', 'Loans secured by your securities.'),
    b('<p>Dapatkan dana tunai dengan menjaminkan saham atau obligasi milik Anda tanpa harus menjualnya.</p>', '<p>Get cash by pledging your stocks or bonds without selling them.</p>')),
  p('stock-account', b('Rekening reguler, margin, dan syariah.', 'Regular, margin and sharia accounts.'),
    b('<ul><li><strong>Reguler</strong>: transaksi dengan dana sendiri.</li><li><strong>Margin</strong>: pembiayaan dari perusahaan melalui kontrak 1 tahun dengan jumlah aset tertentu.</li><li><strong>Syariah</strong>: transaksi sesuai prinsip syariah.</li></ul>',
      '<ul><li><strong>Regular</strong>: trade with your own funds.</li><li><strong>Margin</strong>: financing by the company through a 1-year contract with a given asset holding.</li><li><strong>Sharia</strong>: trade according to sharia principles.</li></ul>')),
  p('investment-calculator', b('Hitung target dana dengan strategi lumpsum, cicilan, atau campuran.', 'Plan a target fund with lumpsum, installment or mixed strategies.'),
    b('<p>Masukkan investasi awal, investasi bulanan, jangka waktu, dan imbal hasil yang diharapkan.</p>', '<p>Enter your initial and monthly investment, the duration and the expected return.</p>')),
  p('risk-profile', b('Kenali profil risiko investasi Anda.', 'Find out your investment risk profile.'),
    b('<p>Jawab beberapa pertanyaan singkat untuk mengetahui produk yang sesuai untuk Anda.</p>', '<p>Answer a few short questions to see which products suit you.</p>')),
  {
    slug: 'risk-profile-result', kind: 'landing', searchable: false,
    title: b('Hasil Profil Risiko', 'Risk Profile Result'),
    summary: b('Profil risiko, karakteristik, dan produk yang disarankan.', 'Your risk profile, its characteristics and suggested products.'),
    body: b('<p>Hasil ini bersifat indikatif. Konsultasikan dengan tenaga pemasar kami.</p>', '<p>This result is indicative. Talk to our sales team.</p>'),
  },
  {
    slug: 'eduvest-register', kind: 'landing', searchable: false,
    title: b('Pendaftaran Eduvest', 'Eduvest Registration'),
    summary: b('Daftar sebagai nasabah atau non-nasabah.', 'Register as a client or a non-client.'),
    body: b('<p>Nasabah: masukkan 7 digit terakhir kode nasabah. Non-nasabah: isi data diri termasuk nomor telepon seluler. Pastikan data sudah benar sebelum menekan Daftar.</p>',
      '<p>Clients: enter the last 7 digits of your client code. Non-clients: fill in your details including a mobile phone number. Make sure the data is right before pressing Register.</p>'),
  },
  {
    slug: 'eduvest-register-success', kind: 'landing', searchable: false,
    title: b('Pendaftaran Berhasil', 'Registration Successful'),
    summary: b('Terima kasih, pendaftaran Anda telah kami terima.', 'Thank you, we have received your registration.'),
    body: b('<p>Detail acara telah dikirim ke email Anda.</p>', '<p>The event details have been sent to your email.</p>'),
  },
  {
    slug: 'eduvest-register-failed', kind: 'landing', searchable: false,
    title: b('Pendaftaran Gagal', 'Registration Failed'),
    summary: b('Pendaftaran belum berhasil.', 'The registration did not go through.'),
    body: b('<p>Silakan coba lagi atau hubungi layanan nasabah.</p>', '<p>Please try again or contact client service.</p>'),
  },
  {
    slug: 'brights', kind: 'app', title: b('BRIGHTS', 'BRIGHTS'),
    summary: b('Aplikasi trading saham BRIDS untuk ponsel.', 'The BRIDS stock trading app for your phone.'),
    body: b('<p>Pantau pasar, bertransaksi, dan kelola portofolio dari ponsel Anda. Unduh di App Store atau Google Play.</p>',
      '<p>Follow the market, trade and manage your portfolio from your phone. Download it on the App Store or Google Play.</p>'),
    image: sampleMedia('/images/app/brights.png'),
  },
  {
    slug: 'privacy-policy', kind: 'static', title: SITE_ROUTES['privacy-policy'].title,
    summary: b('Cara kami mengelola data pribadi Anda.', 'How we handle your personal data.'),
    body: b('<p>Kami mengumpulkan dan memproses data pribadi hanya untuk keperluan layanan dan sesuai peraturan yang berlaku, termasuk Undang-Undang Pelindungan Data Pribadi (UU PDP).</p><h2>Data yang kami kumpulkan</h2><ul><li>Identitas dan kontak: nama, email, nomor telepon, domisili.</li><li>Data rekening dan transaksi bagi nasabah.</li><li>Data teknis: alamat IP dan jenis peramban, untuk keamanan situs.</li></ul><h2>Untuk apa kami menggunakannya</h2><ul><li>Menjawab pesan dan pendaftaran Anda.</li><li>Menjalankan rekening dan transaksi sesuai perjanjian.</li><li>Memenuhi kewajiban hukum dan pelaporan kepada regulator.</li></ul><h2>Berapa lama kami menyimpannya</h2><p>Pesan melalui formulir kontak disimpan paling lama 12 bulan (contoh), data nasabah selama diwajibkan peraturan.</p><h2>Hak Anda</h2><p>Anda dapat meminta akses, perbaikan, atau penghapusan data pribadi Anda melalui layanan nasabah.</p>',
      '<p>We collect and process personal data only to provide our services and as the law requires, including the Personal Data Protection Law (UU PDP).</p><h2>What we collect</h2><ul><li>Identity and contact details: name, email, phone number, domicile.</li><li>Account and transaction data of clients.</li><li>Technical data: IP address and browser type, for the site’s security.</li></ul><h2>What we use it for</h2><ul><li>Answering your messages and registrations.</li><li>Running accounts and trades under our agreements.</li><li>Meeting legal duties and reporting to regulators.</li></ul><h2>How long we keep it</h2><p>Contact-form messages are kept at most 12 months (sample), client data as long as the rules require.</p><h2>Your rights</h2><p>You can ask to see, correct or delete your personal data through client service.</p>'),
  },
  {
    slug: 'terms-and-conditions', kind: 'static', title: SITE_ROUTES['terms-and-conditions'].title,
    summary: b('Ketentuan penggunaan situs ini.', 'The terms of use of this site.'),
    body: b('<p>Dengan menggunakan situs ini Anda menyetujui syarat dan ketentuan berikut.</p><h2>Penggunaan situs</h2><ul><li>Isi situs hanya untuk informasi dan tidak boleh disalin untuk tujuan komersial tanpa izin tertulis.</li><li>Anda tidak boleh mengganggu keamanan atau ketersediaan situs.</li></ul><h2>Tautan ke situs lain</h2><p>Kami tidak bertanggung jawab atas isi situs pihak ketiga yang ditautkan.</p><h2>Perubahan</h2><p>Syarat ini dapat berubah sewaktu-waktu; versi terbaru selalu ada di halaman ini.</p><h2>Hukum yang berlaku</h2><p>Syarat ini tunduk pada hukum Republik Indonesia.</p>',
      '<p>By using this site you agree to the following terms and conditions.</p><h2>Use of the site</h2><ul><li>The content is for information only and may not be copied for commercial purposes without written consent.</li><li>You may not disrupt the security or availability of the site.</li></ul><h2>Links to other sites</h2><p>We are not responsible for the content of linked third-party sites.</p><h2>Changes</h2><p>These terms may change at any time; the latest version is always on this page.</p><h2>Governing law</h2><p>These terms are governed by the laws of the Republic of Indonesia.</p>'),
  },
  {
    slug: 'disclaimer', kind: 'static', title: SITE_ROUTES.disclaimer.title,
    summary: b('Batasan tanggung jawab atas informasi di situs ini.', 'Limits of liability for the information on this site.'),
    body: b('<p>Informasi di situs ini bukan ajakan untuk membeli atau menjual efek. Kinerja masa lalu tidak menjamin kinerja masa depan.</p><h2>Risiko investasi</h2><p>Investasi di pasar modal mengandung risiko, termasuk kehilangan sebagian atau seluruh modal. Pelajari prospektus dan dokumen produk sebelum berinvestasi.</p><h2>Riset dan konten contoh</h2><p>Riset, angka, dan perusahaan pada situs ini adalah contoh format dan fiktif; tidak memuat pendapat atau rekomendasi investasi.</p><h2>Pengawasan</h2><p>BRIDS (nama contoh) berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK).</p>',
      '<p>The information on this site is not an offer to buy or sell securities. Past performance does not guarantee future results.</p><h2>Investment risk</h2><p>Investing in the capital market carries risk, including the loss of part or all of your capital. Read the prospectus and product documents before you invest.</p><h2>Research and sample content</h2><p>The research, figures and companies on this site are sample formats and fictitious; they contain no investment opinion or recommendation.</p><h2>Supervision</h2><p>BRIDS (sample name) is licensed and supervised by the Financial Services Authority (OJK).</p>'),
  },
];
