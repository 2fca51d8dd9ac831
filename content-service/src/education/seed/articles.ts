import type { ArticleTopic, Level } from '@brids/contracts/education';
import { b, type Bilingual } from '../../lib/bilingual.ts';

export interface ArticleSeed {
  slug: string;
  topic: ArticleTopic;
  level: Level;
  series?: { slug: string; order: number };
  /** Days before the seed's day it was published. */
  age: number;
  title: Bilingual;
  summary: Bilingual;
  /** Sections of the body: a heading (h2) and its paragraphs; `sub` adds an h3 with its paragraph. */
  sections: { heading: Bilingual; text: Bilingual; sub?: { heading: Bilingual; text: Bilingual } }[];
}

export const SERIES: Record<string, Bilingual> = {
  'saham-dari-nol': b('Saham dari Nol', 'Stocks from Zero'),
  'reksadana-101': b('Reksadana 101', 'Mutual Funds 101'),
  'analisis-teknikal-praktis': b('Analisis Teknikal Praktis', 'Practical Technical Analysis'),
};

const s = (hId: string, hEn: string, tId: string, tEn: string) => ({ heading: b(hId, hEn), text: b(tId, tEn) });

/** Sample learn-investment articles over every topic and level, three of them series. */
export const ARTICLES: ArticleSeed[] = [
  { slug: 'apa-itu-saham-dan-bursa', topic: 'stocks', level: 'beginner', series: { slug: 'saham-dari-nol', order: 1 }, age: 150,
    title: b('Apa Itu Saham dan Bursa Efek', 'What Stocks and the Exchange Are'), summary: b('Saham adalah bukti kepemilikan sebagian perusahaan; bursa mempertemukan penjual dan pembeli.', 'A stock is a share of a company; the exchange brings buyers and sellers together.'),
    sections: [
      s('Saham sebagai bukti kepemilikan', 'A stock is a share of ownership', 'Saat membeli saham, Anda memiliki sebagian kecil perusahaan dan berhak atas sebagian labanya, misalnya melalui dividen.', 'When you buy a stock you own a small part of a company and share in its profit, for example through dividends.'),
      s('Peran bursa efek', 'What the exchange does', 'Bursa efek menyediakan sistem perdagangan yang teratur dan transparan. Anggota bursa, seperti perusahaan sekuritas, meneruskan order nasabah ke bursa.', 'The stock exchange runs an orderly, transparent market. Exchange members such as brokerages route their clients’ orders to it.'),
      { ...s('Dari mana keuntungan berasal', 'Where returns come from', 'Keuntungan saham berasal dari kenaikan harga (capital gain) dan dividen. Harga juga bisa turun, jadi pahami risikonya.', 'Returns come from price gains and dividends. Prices can also fall, so understand the risk.'),
        sub: s('Contoh ilustratif', 'An illustrative example', 'Membeli 1 lot (100 lembar) seharga Rp1.000 per lembar berarti modal Rp100.000; angka ini hanya ilustrasi.', 'Buying 1 lot (100 shares) at Rp1,000 a share costs Rp100,000; the figures are only an illustration.') },
    ] },
  { slug: 'membuka-rekening-saham', topic: 'stocks', level: 'beginner', series: { slug: 'saham-dari-nol', order: 2 }, age: 140,
    title: b('Membuka Rekening Saham', 'Opening a Stock Account'), summary: b('Dokumen yang disiapkan, jenis rekening reguler, margin, dan syariah, serta RDN.', 'What to prepare, regular, margin and sharia accounts, and the investor fund account.'),
    sections: [
      s('Dokumen yang perlu disiapkan', 'What to prepare', 'Siapkan KTP, NPWP bila ada, dan rekening bank atas nama sendiri. Pembukaan rekening dapat dilakukan secara daring.', 'Have your ID card, tax number if you have one, and a bank account in your own name. You can open the account online.'),
      s('Memilih jenis rekening', 'Choosing the kind of account', 'Rekening reguler cocok untuk memulai. Rekening margin memberi pembiayaan melalui kontrak 1 tahun, sedangkan rekening syariah mengikuti prinsip syariah.', 'A regular account suits beginners. A margin account gives financing through a 1-year contract; a sharia account follows sharia principles.'),
      s('Rekening dana nasabah (RDN)', 'The investor fund account (RDN)', 'Dana untuk membeli saham disimpan di RDN atas nama Anda di bank pembayar, terpisah dari dana perusahaan sekuritas.', 'Money to buy stocks sits in an RDN in your name at a paying bank, separate from the brokerage’s own money.'),
    ] },
  { slug: 'membeli-saham-pertama', topic: 'stocks', level: 'beginner', series: { slug: 'saham-dari-nol', order: 3 }, age: 128,
    title: b('Membeli Saham Pertama Anda', 'Buying Your First Stock'), summary: b('Lot, fraksi harga, jenis order, dan biaya transaksi.', 'Lots, tick sizes, order types and trading fees.'),
    sections: [
      s('Lot dan fraksi harga', 'Lots and tick sizes', 'Saham diperdagangkan per lot berisi 100 lembar, dan harga bergerak mengikuti fraksi yang ditetapkan bursa.', 'Stocks trade in lots of 100 shares, and prices move in the tick sizes the exchange sets.'),
      s('Memasang order', 'Placing an order', 'Tentukan harga dan jumlah lot, lalu kirim order beli. Order masuk antrean dan tereksekusi bila ada penjual pada harga tersebut.', 'Set the price and number of lots and send a buy order. It queues and is filled when a seller meets that price.'),
      s('Biaya dan penyelesaian', 'Fees and settlement', 'Setiap transaksi dikenai biaya dan pajak. Penyelesaian transaksi terjadi dua hari bursa setelah transaksi (T+2).', 'Each trade carries fees and taxes. Trades settle two exchange days after the trade (T+2).'),
    ] },
  { slug: 'membaca-laporan-keuangan-emiten', topic: 'stocks', level: 'intermediate', series: { slug: 'saham-dari-nol', order: 4 }, age: 110,
    title: b('Membaca Laporan Keuangan Emiten', 'Reading a Listed Company’s Financial Statements'), summary: b('Neraca, laba rugi, arus kas, dan beberapa rasio dasar.', 'Balance sheet, profit and loss, cash flow and a few basic ratios.'),
    sections: [
      s('Neraca', 'The balance sheet', 'Neraca menunjukkan aset, liabilitas, dan ekuitas pada satu titik waktu. Nilai dalam laporan umumnya dalam jutaan rupiah.', 'The balance sheet shows assets, liabilities and equity at one point in time. Figures are usually in millions of rupiah.'),
      s('Laba rugi', 'Profit and loss', 'Laporan laba rugi merangkum pendapatan, beban, dan laba dalam satu periode, per tahun atau per tiga bulan.', 'The profit and loss statement sums up revenue, costs and profit over a period, a year or three months.'),
      { ...s('Arus kas dan rasio', 'Cash flow and ratios', 'Arus kas menunjukkan uang yang benar-benar masuk dan keluar. Rasio seperti ROE dan DER membantu membandingkan perusahaan.', 'Cash flow shows the money that actually comes in and goes out. Ratios such as ROE and DER help compare companies.'),
        sub: s('Laba per saham', 'Earnings per share', 'EPS adalah laba bersih dibagi jumlah saham beredar, dinyatakan dalam rupiah, bukan jutaan.', 'EPS is net profit divided by shares outstanding, in rupiah, not millions.') },
    ] },
  { slug: 'jenis-jenis-reksadana', topic: 'mutual-funds', level: 'beginner', series: { slug: 'reksadana-101', order: 1 }, age: 120,
    title: b('Jenis-Jenis Reksadana', 'Kinds of Mutual Funds'), summary: b('Pasar uang, pendapatan tetap, campuran, dan saham: risiko dan potensi masing-masing.', 'Money market, fixed income, balanced and equity funds: the risk and potential of each.'),
    sections: [
      s('Reksadana pasar uang', 'Money market funds', 'Berinvestasi pada deposito dan surat utang jangka pendek; risikonya paling rendah di antara jenis reksadana.', 'Invests in deposits and short-term debt; the lowest risk among fund kinds.'),
      s('Reksadana pendapatan tetap dan campuran', 'Fixed income and balanced funds', 'Reksadana pendapatan tetap berinvestasi pada obligasi; reksadana campuran menggabungkan saham dan obligasi.', 'Fixed income funds hold bonds; balanced funds mix stocks and bonds.'),
      s('Reksadana saham', 'Equity funds', 'Berinvestasi sebagian besar pada saham, dengan potensi dan risiko paling tinggi. Cocok untuk tujuan jangka panjang.', 'Invests mostly in stocks, with the highest potential and risk. Suited to long-term goals.'),
    ] },
  { slug: 'memilih-manajer-investasi', topic: 'mutual-funds', level: 'intermediate', series: { slug: 'reksadana-101', order: 2 }, age: 95,
    title: b('Memilih Reksadana dan Manajer Investasi', 'Choosing a Fund and Its Manager'), summary: b('Membaca fund fact sheet, kinerja historis, dan ukuran dana.', 'Reading the fund fact sheet, past performance and fund size.'),
    sections: [
      s('Fund fact sheet', 'The fund fact sheet', 'Fund fact sheet bulanan memuat kebijakan investasi, komposisi portofolio, dan kinerja dana.', 'The monthly fact sheet gives the investment policy, portfolio mix and performance.'),
      s('Kinerja bukan jaminan', 'Past performance is no promise', 'Bandingkan kinerja dengan tolok ukurnya dalam beberapa periode; kinerja masa lalu tidak menjamin hasil di masa depan.', 'Compare performance with the benchmark over several periods; the past does not promise the future.'),
      s('Ukuran dan biaya dana', 'Fund size and fees', 'Perhatikan dana kelolaan dan biaya pembelian, penjualan, serta pengelolaan.', 'Look at assets under management and the subscription, redemption and management fees.'),
    ] },
  { slug: 'biaya-dan-pajak-reksadana', topic: 'mutual-funds', level: 'intermediate', series: { slug: 'reksadana-101', order: 3 }, age: 80,
    title: b('Biaya dan Pajak Reksadana', 'Mutual Fund Fees and Taxes'), summary: b('Biaya yang dibayar investor dan perlakuan pajak keuntungan reksadana.', 'The fees investors pay and how fund returns are taxed.'),
    sections: [
      s('Biaya pembelian dan penjualan', 'Subscription and redemption fees', 'Sebagian reksadana mengenakan biaya saat membeli atau menjual unit; banyak yang kini tanpa biaya pembelian.', 'Some funds charge to buy or sell units; many now charge nothing to buy.'),
      s('Biaya pengelolaan', 'Management fees', 'Biaya pengelolaan sudah tercermin dalam nilai aktiva bersih per unit.', 'Management fees are already reflected in the net asset value per unit.'),
      s('Pajak', 'Taxes', 'Keuntungan dari pencairan unit reksadana bukan objek pajak bagi investor perorangan (ketentuan dapat berubah).', 'Gains on redeeming fund units are not taxed for individual investors (rules may change).'),
    ] },
  { slug: 'membaca-grafik-harga', topic: 'trading', level: 'intermediate', series: { slug: 'analisis-teknikal-praktis', order: 1 }, age: 75,
    title: b('Membaca Grafik Harga', 'Reading a Price Chart'), summary: b('Grafik garis dan candlestick, tren, support, dan resistance.', 'Line and candlestick charts, trends, support and resistance.'),
    sections: [
      s('Garis dan candlestick', 'Lines and candlesticks', 'Grafik candlestick menampilkan harga pembukaan, tertinggi, terendah, dan penutupan dalam satu periode.', 'A candlestick shows the open, high, low and close of a period.'),
      s('Tren', 'Trends', 'Tren naik ditandai puncak dan lembah yang makin tinggi; tren turun sebaliknya.', 'An uptrend makes higher highs and higher lows; a downtrend the opposite.'),
      s('Support dan resistance', 'Support and resistance', 'Support adalah area harga tempat penurunan cenderung tertahan; resistance tempat kenaikan cenderung tertahan.', 'Support is where falls tend to pause; resistance is where rises tend to pause.'),
    ] },
  { slug: 'indikator-momentum', topic: 'trading', level: 'advanced', series: { slug: 'analisis-teknikal-praktis', order: 2 }, age: 60,
    title: b('Indikator Momentum: RSI dan MACD', 'Momentum Indicators: RSI and MACD'), summary: b('Cara kerja dua indikator populer dan kapan keduanya menyesatkan.', 'How two popular indicators work and when they mislead.'),
    sections: [
      s('RSI', 'RSI', 'RSI mengukur kecepatan perubahan harga dalam skala 0 sampai 100; angka di atas 70 sering disebut jenuh beli.', 'RSI measures the speed of price changes on a 0 to 100 scale; above 70 is often called overbought.'),
      s('MACD', 'MACD', 'MACD membandingkan dua rata-rata bergerak eksponensial untuk melihat perubahan momentum.', 'MACD compares two exponential moving averages to show changes in momentum.'),
      s('Batasan indikator', 'The limits of indicators', 'Indikator dihitung dari harga masa lalu dan bisa memberi sinyal palsu; gunakan bersama manajemen risiko.', 'Indicators come from past prices and can give false signals; use them with risk management.'),
    ] },
  { slug: 'manajemen-risiko-trading', topic: 'trading', level: 'advanced', series: { slug: 'analisis-teknikal-praktis', order: 3 }, age: 45,
    title: b('Manajemen Risiko dalam Trading', 'Risk Management in Trading'), summary: b('Ukuran posisi, stop loss, dan rasio risiko terhadap hasil.', 'Position size, stop losses and the risk–reward ratio.'),
    sections: [
      s('Ukuran posisi', 'Position size', 'Batasi risiko setiap transaksi, misalnya sebagian kecil dari modal, agar satu kerugian tidak menghabiskan portofolio.', 'Cap the risk of each trade, say a small part of your capital, so one loss cannot sink the portfolio.'),
      s('Stop loss', 'Stop losses', 'Tentukan harga keluar sebelum masuk; fitur auto order dapat membantu menjalankannya.', 'Decide your exit before you enter; auto orders can help carry it out.'),
      s('Rasio risiko dan hasil', 'Risk and reward', 'Bandingkan potensi kerugian dengan potensi keuntungan sebelum bertransaksi. Angka contoh bersifat ilustratif.', 'Compare the possible loss with the possible gain before trading. Example figures are illustrative.'),
    ] },
  { slug: 'mengenal-rekening-margin', topic: 'trading', level: 'intermediate', age: 50,
    title: b('Mengenal Rekening Margin', 'Understanding Margin Accounts'), summary: b('Pembiayaan transaksi melalui kontrak 1 tahun dengan jumlah aset tertentu.', 'Trade financing through a 1-year contract with a given asset holding.'),
    sections: [
      s('Apa itu rekening margin', 'What a margin account is', 'Rekening margin memberikan pembiayaan dari perusahaan melalui kontrak 1 tahun dengan jumlah aset tertentu.', 'A margin account gives financing by the company through a 1-year contract with a given asset holding.'),
      s('Risiko margin call', 'The risk of a margin call', 'Bila nilai jaminan turun di bawah batas, nasabah harus menambah dana atau posisinya dijual paksa.', 'If the collateral falls below the limit, the client must add money or positions are sold.'),
      s('Sebelum menggunakan', 'Before you use it', 'Pahami bunga, batas pembiayaan, dan daftar efek yang dapat ditransaksikan secara margin.', 'Understand the interest, the financing limit and the list of marginable securities.'),
    ] },
  { slug: 'langkah-awal-berinvestasi', topic: 'investing-basics', level: 'beginner', age: 160,
    title: b('Langkah Awal Berinvestasi', 'First Steps in Investing'), summary: b('Tentukan tujuan, kenali profil risiko, lalu pilih produk.', 'Set goals, know your risk profile, then choose products.'),
    sections: [
      s('Tentukan tujuan', 'Set your goals', 'Tuliskan tujuan keuangan beserta jangka waktunya: dana pendidikan, rumah, atau pensiun.', 'Write down your financial goals and when you need them: education, a home or retirement.'),
      s('Kenali profil risiko', 'Know your risk profile', 'Kuesioner profil risiko membantu memahami seberapa besar naik turun nilai investasi yang dapat Anda terima.', 'The risk profile quiz helps you see how much up and down in value you can accept.'),
      s('Pilih produk', 'Choose products', 'Cocokkan tujuan dan profil risiko dengan produk: reksadana, obligasi, atau saham.', 'Match goals and risk profile with products: funds, bonds or stocks.'),
    ] },
  { slug: 'inflasi-dan-nilai-uang', topic: 'investing-basics', level: 'beginner', age: 100,
    title: b('Inflasi dan Nilai Uang', 'Inflation and the Value of Money'), summary: b('Mengapa uang yang diam kehilangan daya beli.', 'Why idle money loses buying power.'),
    sections: [
      s('Apa itu inflasi', 'What inflation is', 'Inflasi adalah kenaikan harga barang dan jasa secara umum, sehingga uang yang sama membeli lebih sedikit.', 'Inflation is a general rise in prices, so the same money buys less.'),
      s('Dampaknya pada tabungan', 'What it does to savings', 'Bila bunga tabungan lebih rendah dari inflasi, daya beli tabungan menurun.', 'If savings interest is below inflation, savings lose buying power.'),
      s('Investasi sebagai penyeimbang', 'Investing to keep up', 'Investasi jangka panjang bertujuan tumbuh di atas inflasi, dengan risiko yang perlu dipahami.', 'Long-term investing aims to grow faster than inflation, with risks to understand.'),
    ] },
  { slug: 'diversifikasi-portofolio', topic: 'investing-basics', level: 'intermediate', age: 85,
    title: b('Diversifikasi Portofolio', 'Portfolio Diversification'), summary: b('Jangan menaruh semua telur dalam satu keranjang.', 'Don’t put all your eggs in one basket.'),
    sections: [
      s('Mengapa diversifikasi', 'Why diversify', 'Menyebar investasi pada beberapa aset mengurangi dampak kerugian dari satu aset.', 'Spreading money over several assets softens the loss of any one of them.'),
      s('Antarkelas aset', 'Across asset classes', 'Kombinasikan saham, obligasi, dan pasar uang sesuai profil risiko.', 'Combine stocks, bonds and money market instruments to fit your risk profile.'),
      s('Antarsektor', 'Across sectors', 'Dalam saham, sebarkan pada beberapa sektor agar tidak bergantung pada satu industri.', 'Within stocks, spread over sectors so you do not depend on one industry.'),
    ] },
  { slug: 'investasi-untuk-pensiun', topic: 'investing-basics', level: 'intermediate', age: 30,
    title: b('Investasi untuk Pensiun', 'Investing for Retirement'), summary: b('Hitung kebutuhan dana pensiun dengan kalkulator investasi.', 'Estimate your retirement fund with the investment calculator.'),
    sections: [
      s('Menghitung kebutuhan', 'Working out what you need', 'Perhitungkan biaya hidup bulanan, inflasi tahunan, dan usia pensiun. Angka pada contoh bersifat ilustratif.', 'Take monthly living costs, yearly inflation and retirement age into account. Example figures are illustrative.'),
      s('Lumpsum, cicilan, atau campuran', 'Lump sum, instalments or both', 'Kalkulator investasi membandingkan strategi lumpsum, cicilan, dan campuran.', 'The investment calculator compares lump sum, instalment and mixed strategies.'),
      s('Meninjau secara berkala', 'Reviewing regularly', 'Tinjau rencana setiap tahun dan sesuaikan bila pendapatan atau tujuan berubah.', 'Review the plan every year and adjust it when income or goals change.'),
    ] },
  { slug: 'obligasi-ritel-negara', topic: 'bonds', level: 'beginner', age: 65,
    title: b('Mengenal Obligasi Ritel Negara', 'Retail Government Bonds'), summary: b('Kupon, tenor, dan cara membeli obligasi ritel.', 'Coupons, tenors and how to buy retail bonds.'),
    sections: [
      s('Apa itu obligasi', 'What a bond is', 'Obligasi adalah surat utang: investor meminjamkan dana dan menerima kupon sampai jatuh tempo.', 'A bond is a loan: investors lend money and receive coupons until it matures.'),
      s('Kupon dan tenor', 'Coupons and tenor', 'Kupon dibayar berkala, tetap atau mengambang; tenor adalah jangka waktu sampai jatuh tempo.', 'Coupons are paid regularly, fixed or floating; the tenor is the time to maturity.'),
      s('Cara membeli', 'How to buy', 'Obligasi ritel dapat dipesan pada masa penawaran melalui mitra distribusi, dengan pemesanan minimum yang kecil.', 'Retail bonds are ordered during the offer period through distribution partners, with a small minimum.'),
    ] },
  { slug: 'sukuk-dan-obligasi-syariah', topic: 'bonds', level: 'intermediate', age: 35,
    title: b('Sukuk dan Obligasi Syariah', 'Sukuk and Sharia Bonds'), summary: b('Bagaimana sukuk berbeda dari obligasi konvensional.', 'How sukuk differ from conventional bonds.'),
    sections: [
      s('Prinsip sukuk', 'How sukuk work', 'Sukuk didasarkan pada aset dan akad syariah; imbal hasilnya berupa bagi hasil, sewa, atau margin.', 'Sukuk rest on assets and sharia contracts; returns come as profit sharing, rent or margin.'),
      s('Sukuk ritel', 'Retail sukuk', 'Pemerintah menerbitkan sukuk ritel dan sukuk tabungan untuk investor perorangan.', 'The government issues retail and savings sukuk for individual investors.'),
      s('Risiko', 'Risks', 'Sukuk tetap memiliki risiko pasar dan likuiditas, seperti obligasi lainnya.', 'Sukuk still carry market and liquidity risk, like other bonds.'),
    ] },
  { slug: 'membaca-yield-obligasi', topic: 'bonds', level: 'advanced', age: 10,
    title: b('Membaca Yield dan Durasi Obligasi', 'Reading Bond Yield and Duration'), summary: b('Hubungan harga, yield, dan sensitivitas terhadap suku bunga.', 'How price, yield and interest-rate sensitivity relate.'),
    sections: [
      s('Harga dan yield', 'Price and yield', 'Harga obligasi bergerak berlawanan dengan yield: saat suku bunga naik, harga obligasi cenderung turun.', 'Bond prices move opposite to yields: when rates rise, prices tend to fall.'),
      s('Durasi', 'Duration', 'Durasi mengukur sensitivitas harga obligasi terhadap perubahan suku bunga; makin panjang, makin sensitif.', 'Duration measures how sensitive a bond’s price is to rates; the longer, the more sensitive.'),
      s('Yield to maturity', 'Yield to maturity', 'YTM adalah imbal hasil tahunan bila obligasi dipegang sampai jatuh tempo. Angka contoh bersifat ilustratif.', 'YTM is the yearly return if the bond is held to maturity. Example figures are illustrative.'),
    ] },
];
