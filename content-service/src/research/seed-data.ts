import type { Sector } from '@brids/contracts/research';

/**
 * The research sample content, generated from small tables with a seeded random source so every run
 * produces the same rows. Every issuer is fictitious (PT Demo … Tbk, DM.. tickers), every figure
 * illustrative, every rating a sample of the format: none of it is an opinion on a real security.
 */

export type Bi = { id: string; en: string };
const b = (id: string, en: string): Bi => ({ id, en });

/** mulberry32 over a hash of `key`: the same key always gives the same sequence. */
export function randomOf(key: string): () => number {
  let h = 1779033703 ^ key.length;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
/** A share price on the exchange's tick sizes (Rp1 under 200, Rp5 under 5,000, Rp25 above). */
export function tick(price: number): number {
  const step = price < 200 ? 1 : price < 500 ? 2 : price < 2000 ? 5 : price < 5000 ? 10 : 25;
  return Math.max(step, Math.round(price / step) * step);
}
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const SAMPLE_NOTE = b(
  'Konten contoh: emiten fiktif, angka ilustratif, bukan rekomendasi investasi.',
  'Sample content: fictitious issuers, illustrative figures, not investment advice.',
);

interface CompanyRow {
  ticker: string;
  slug: string;
  words: string;
  sector: Sector;
  what: Bi;
  listed: string;
  price: number;
  revenue: number;
  products: Bi[];
}

const P = (id: string, en: string) => b(id, en);
const COMPANY_ROWS: [string, string, string, Sector, Bi, string, number, number, Bi[]][] = [
  ['DMEN', 'demo-energi-nusantara', 'Energi Nusantara', 'energy', b('produsen energi terbarukan', 'a renewable energy producer'), '2010-05-12', 1450, 9_800_000, [P('Listrik tenaga surya', 'Solar power'), P('Listrik tenaga air', 'Hydro power'), P('Jasa operasi pembangkit', 'Power plant operations')]],
  ['DMBP', 'demo-bank-persada', 'Bank Persada', 'financials', b('bank umum', 'a commercial bank'), '2003-11-10', 4820, 41_500_000, [P('Tabungan dan deposito', 'Savings and deposits'), P('Kredit korporasi', 'Corporate loans'), P('Perbankan digital', 'Digital banking')]],
  ['DMTR', 'demo-telekomunikasi-raya', 'Telekomunikasi Raya', 'infrastructure', b('penyedia jaringan telekomunikasi', 'a telecom network provider'), '1995-07-03', 3150, 52_000_000, [P('Layanan seluler', 'Mobile services'), P('Internet fiber', 'Fibre internet'), P('Sewa menara', 'Tower leasing')]],
  ['DMPS', 'demo-pangan-sejahtera', 'Pangan Sejahtera', 'consumer-non-cyclicals', b('produsen makanan kemasan', 'a packaged food maker'), '2015-02-18', 2260, 18_200_000, [P('Mi instan', 'Instant noodles'), P('Makanan ringan', 'Snacks'), P('Bumbu masak', 'Cooking seasonings')]],
  ['DMBA', 'demo-baja-andalas', 'Baja Andalas', 'basic-materials', b('produsen baja lembaran', 'a steel sheet maker'), '2012-08-20', 640, 7_400_000, [P('Baja canai panas', 'Hot-rolled steel'), P('Baja lapis seng', 'Galvanised steel')]],
  ['DMKS', 'demo-kimia-samudra', 'Kimia Samudra', 'basic-materials', b('produsen bahan kimia industri', 'an industrial chemicals maker'), '2018-03-14', 885, 5_100_000, [P('Soda kaustik', 'Caustic soda'), P('Resin', 'Resins')]],
  ['DMMI', 'demo-mesin-indah', 'Mesin Indah', 'industrials', b('produsen alat berat', 'a heavy equipment maker'), '2008-09-02', 6975, 24_800_000, [P('Ekskavator', 'Excavators'), P('Suku cadang', 'Spare parts'), P('Jasa perawatan', 'Maintenance services')]],
  ['DMGL', 'demo-graha-lestari', 'Graha Lestari', 'properties', b('pengembang kawasan hunian', 'a residential developer'), '2011-06-27', 378, 4_300_000, [P('Rumah tapak', 'Landed houses'), P('Kaveling komersial', 'Commercial lots')]],
  ['DMRS', 'demo-rumah-sakit-sehat', 'Rumah Sakit Sehat', 'healthcare', b('operator rumah sakit', 'a hospital operator'), '2016-12-05', 2840, 6_900_000, [P('Rawat inap', 'Inpatient care'), P('Rawat jalan', 'Outpatient care'), P('Laboratorium', 'Laboratory services')]],
  ['DMFA', 'demo-farmasi-abadi', 'Farmasi Abadi', 'healthcare', b('produsen obat generik', 'a generic drug maker'), '2001-04-19', 1630, 11_200_000, [P('Obat generik', 'Generic drugs'), P('Vitamin', 'Vitamins')]],
  ['DMTK', 'demo-teknologi-kreasi', 'Teknologi Kreasi', 'technology', b('penyedia platform pembayaran digital', 'a digital payments platform'), '2021-07-08', 196, 2_600_000, [P('Dompet digital', 'E-wallet'), P('Gerbang pembayaran', 'Payment gateway')]],
  ['DMDI', 'demo-data-integra', 'Data Integra', 'technology', b('penyedia pusat data', 'a data centre provider'), '2020-10-13', 3420, 3_100_000, [P('Kolokasi', 'Colocation'), P('Layanan awan', 'Cloud services')]],
  ['DMLA', 'demo-logistik-andal', 'Logistik Andal', 'transportation', b('penyedia jasa logistik', 'a logistics provider'), '2014-01-22', 525, 3_700_000, [P('Pengiriman paket', 'Parcel delivery'), P('Pergudangan', 'Warehousing')]],
  ['DMPE', 'demo-pelayaran-ekspres', 'Pelayaran Ekspres', 'transportation', b('operator kapal kargo', 'a cargo shipping operator'), '2009-11-30', 1210, 4_900_000, [P('Angkutan curah', 'Bulk shipping'), P('Kapal tanker', 'Tankers')]],
  ['DMRT', 'demo-ritel-terpadu', 'Ritel Terpadu', 'consumer-cyclicals', b('jaringan toko ritel', 'a retail store chain'), '2007-05-16', 1745, 21_300_000, [P('Minimarket', 'Convenience stores'), P('Belanja daring', 'Online shopping')]],
  ['DMOT', 'demo-otomotif-tangguh', 'Otomotif Tangguh', 'consumer-cyclicals', b('distributor kendaraan', 'a vehicle distributor'), '1999-02-25', 5350, 63_000_000, [P('Mobil penumpang', 'Passenger cars'), P('Sepeda motor', 'Motorcycles'), P('Pembiayaan kendaraan', 'Vehicle financing')]],
  ['DMMB', 'demo-minuman-bersama', 'Minuman Bersama', 'consumer-non-cyclicals', b('produsen minuman', 'a beverage maker'), '2013-09-09', 930, 8_600_000, [P('Air minum kemasan', 'Bottled water'), P('Minuman teh', 'Tea drinks')]],
  ['DMAR', 'demo-asuransi-raharja', 'Asuransi Raharja', 'financials', b('perusahaan asuransi umum', 'a general insurer'), '2005-03-03', 710, 6_200_000, [P('Asuransi kendaraan', 'Motor insurance'), P('Asuransi properti', 'Property insurance')]],
  ['DMMF', 'demo-multifinance', 'Multifinance', 'financials', b('perusahaan pembiayaan konsumen', 'a consumer finance company'), '2017-06-12', 455, 3_900_000, [P('Pembiayaan motor', 'Motorcycle financing'), P('Pembiayaan multiguna', 'Multipurpose financing')]],
  ['DMBB', 'demo-batubara-borneo', 'Batubara Borneo', 'energy', b('penambang batu bara', 'a coal miner'), '2006-10-10', 2730, 29_000_000, [P('Batu bara termal', 'Thermal coal'), P('Jasa pertambangan', 'Mining services')]],
  ['DMJT', 'demo-jalan-tol', 'Jalan Tol', 'infrastructure', b('operator jalan tol', 'a toll road operator'), '2010-12-01', 4110, 12_600_000, [P('Ruas tol antarkota', 'Intercity toll roads'), P('Rest area', 'Rest areas')]],
  ['DMSB', 'demo-semen-bangun', 'Semen Bangun', 'basic-materials', b('produsen semen', 'a cement maker'), '2002-07-07', 3890, 16_800_000, [P('Semen curah', 'Bulk cement'), P('Beton siap pakai', 'Ready-mix concrete')]],
  ['DMPK', 'demo-properti-kota', 'Properti Kota', 'properties', b('pengembang gedung perkantoran', 'an office developer'), '2019-04-04', 148, 1_900_000, [P('Sewa perkantoran', 'Office leasing'), P('Pusat belanja', 'Shopping centres')]],
  ['DMHI', 'demo-hotel-indah', 'Hotel Indah', 'consumer-cyclicals', b('operator hotel', 'a hotel operator'), '2022-08-18', 268, 1_400_000, [P('Hotel bisnis', 'Business hotels'), P('Resor', 'Resorts')]],
];

export const COMPANY_BASE: CompanyRow[] = COMPANY_ROWS.map(([ticker, slug, words, sector, what, listed, price, revenue, products]) => ({
  ticker, slug, words, sector, what, listed, price, revenue, products,
}));

const FIRST = ['Raka', 'Nadia', 'Galih', 'Sekar', 'Bayu', 'Larasati', 'Fajar', 'Intan', 'Yoga', 'Ayu', 'Dimas', 'Kirana', 'Reza', 'Maya', 'Hendra', 'Putri'];
const LAST = ['Adiwinata', 'Prameswari', 'Pratama', 'Ayuningtyas', 'Wicaksana', 'Kusumadewi', 'Nugraha', 'Permatasari', 'Saputra', 'Handayani', 'Wirawan', 'Anggraeni'];
const person = (rand: () => number) => `${FIRST[Math.floor(rand() * FIRST.length)]} ${LAST[Math.floor(rand() * LAST.length)]}`;

export const ANALYSTS = [
  { name: 'Raka Adiwinata', role: b('Analis Riset Ekuitas (contoh)', 'Equity Research Analyst (sample)') },
  { name: 'Nadia Prameswari', role: b('Kepala Riset (contoh)', 'Head of Research (sample)') },
  { name: 'Galih Pratama', role: b('Analis Teknikal (contoh)', 'Technical Analyst (sample)') },
  { name: 'Sekar Ayuningtyas', role: b('Ekonom (contoh)', 'Economist (sample)') },
  { name: 'Bayu Wicaksana', role: b('Analis Pendapatan Tetap (contoh)', 'Fixed Income Analyst (sample)') },
];

export const SECTOR_NAMES: Record<Sector, Bi> = {
  energy: b('Energi', 'Energy'),
  'basic-materials': b('Barang Baku', 'Basic Materials'),
  industrials: b('Perindustrian', 'Industrials'),
  'consumer-non-cyclicals': b('Barang Konsumen Primer', 'Consumer Non-Cyclicals'),
  'consumer-cyclicals': b('Barang Konsumen Non-Primer', 'Consumer Cyclicals'),
  healthcare: b('Kesehatan', 'Healthcare'),
  financials: b('Keuangan', 'Financials'),
  properties: b('Properti dan Real Estat', 'Properties and Real Estate'),
  technology: b('Teknologi', 'Technology'),
  infrastructure: b('Infrastruktur', 'Infrastructure'),
  transportation: b('Transportasi dan Logistik', 'Transportation and Logistics'),
};

// ---------------------------------------------------------------- companies

export interface CompanySeed {
  slug: string;
  ticker: string;
  name: string;
  sector: Sector;
  listing_date: string;
  phone: string;
  fax: string | null;
  email: string;
  website: string;
  summary: Bi;
  about: Bi;
  address: Bi;
  management: { id: unknown[]; en: unknown[] };
  subsidiaries: { id: unknown[]; en: unknown[] };
  stockholders: { id: unknown[]; en: unknown[] };
  stock_history: { id: unknown[]; en: unknown[] };
  products: { id: string[]; en: string[] };
  other_information: { id: unknown[]; en: unknown[] };
  /** Shares outstanding in millions. */
  shares: number;
}

const both = <T>(make: (l: 'id' | 'en') => T) => ({ id: make('id'), en: make('en') });

export function companySeeds(): CompanySeed[] {
  return COMPANY_BASE.map((c, index) => {
    const rand = randomOf(c.ticker);
    const name = `PT Demo ${c.words} Tbk`;
    const shares = round(((c.revenue * 0.06) / c.price) * (0.8 + rand() * 0.6), 0) * 10; // millions of shares
    const parent = round(52 + rand() * 14, 2);
    const fund = round(4 + rand() * 4, 2);
    const publicPercent = round(100 - parent - fund, 2);
    const managers = Array.from({ length: 7 }, () => person(rand));
    const year = c.listed.slice(0, 4);
    const splitYear = Number(year) + 3 + Math.floor(rand() * 5);
    const rightsYear = splitYear + 2;
    const split = splitYear < 2026;
    const rights = rightsYear < 2026;
    // The history ends at today's shares outstanding: listing, then a 1:2 split, then a rights issue of 20%.
    const listedShares = round((rights ? shares * 0.8 : shares) / (split ? 2 : 1), 0);
    const history = (l: 'id' | 'en') => {
      const rows = [
        { date: c.listed, kind: 'listing', shares: listedShares, total_shares: listedShares, note: l === 'id' ? 'Pencatatan perdana di Papan Utama' : 'Initial listing on the Main Board' },
      ];
      if (split) rows.push({ date: `${splitYear}-06-15`, kind: 'stock-split', shares: listedShares, total_shares: listedShares * 2, note: l === 'id' ? 'Pemecahan saham 1:2' : '1:2 stock split' });
      if (rights) {
        const before = rows.at(-1)!.total_shares;
        rows.push({ date: `${rightsYear}-09-20`, kind: 'rights-issue', shares: shares - before, total_shares: shares, note: l === 'id' ? 'Penawaran umum terbatas (HMETD)' : 'Rights issue' });
      }
      return rows;
    };
    return {
      slug: c.slug,
      ticker: c.ticker,
      name,
      sector: c.sector,
      listing_date: c.listed,
      phone: `+62 21 5550 ${String(1000 + index * 37).padStart(4, '0')}`,
      fax: index % 3 === 0 ? null : `+62 21 5551 ${String(2000 + index * 41).padStart(4, '0')}`,
      email: `corsec@${c.slug}.example`,
      website: `https://www.${c.slug}.example`,
      summary: b(`Perusahaan fiktif: ${c.what.id}.`, `A fictitious company: ${c.what.en}.`),
      about: b(
        `${name} adalah ${c.what.id} fiktif yang tercatat di bursa sejak ${year}. Perusahaan ini dibuat untuk contoh tampilan informasi emiten; seluruh data bersifat ilustratif.`,
        `${name} is a fictitious ${c.what.en.replace(/^an? /, '')} listed on the exchange since ${year}. It exists to show how issuer information is presented; every figure is illustrative.`,
      ),
      address: b(
        `Gedung Demo ${c.words}, Jl. Contoh Raya No. ${10 + index}, Jakarta ${12900 + index}`,
        `Demo ${c.words} Building, Jl. Contoh Raya No. ${10 + index}, Jakarta ${12900 + index}`,
      ),
      management: both((l) => [
        { role: 'commissioner', position: l === 'id' ? 'Komisaris Utama' : 'President Commissioner', name: managers[0] },
        { role: 'commissioner', position: l === 'id' ? 'Komisaris Independen' : 'Independent Commissioner', name: managers[1] },
        { role: 'director', position: l === 'id' ? 'Direktur Utama' : 'President Director', name: managers[2] },
        { role: 'director', position: l === 'id' ? 'Direktur Keuangan' : 'Finance Director', name: managers[3] },
        { role: 'director', position: l === 'id' ? 'Direktur Operasional' : 'Operations Director', name: managers[4] },
        { role: 'person-responsible', position: l === 'id' ? 'Sekretaris Perusahaan' : 'Corporate Secretary', name: managers[5] },
        { role: 'registrar', position: l === 'id' ? 'Biro Administrasi Efek' : 'Share Registrar', name: 'PT Demo Registrasi Efek' },
      ]),
      subsidiaries: both((l) =>
        c.products.slice(0, 2 + (index % 2)).map((p, i) => ({
          name: `PT Demo ${c.words.split(' ')[0]} ${['Utama', 'Mandiri', 'Jaya'][i]}`,
          activity: p[l],
          ownership_percent: round(99.99 - i * 15 - rand() * 10, 2),
        })),
      ),
      stockholders: both((l) => [
        { name: `PT Demo Induk ${c.words.split(' ')[1] ?? c.words}`, shares: round((shares * parent) / 100, 0), percent: parent },
        { name: l === 'id' ? 'Dana Pensiun Contoh' : 'Sample Pension Fund', shares: round((shares * fund) / 100, 0), percent: fund },
        { name: l === 'id' ? 'Masyarakat (di bawah 5%)' : 'Public (below 5%)', shares: round((shares * publicPercent) / 100, 0), percent: publicPercent },
      ]),
      stock_history: both(history),
      products: both((l) => c.products.map((p) => p[l])),
      other_information: both((l) => [
        { label: l === 'id' ? 'Papan pencatatan' : 'Listing board', value: l === 'id' ? 'Papan Utama' : 'Main Board' },
        { label: l === 'id' ? 'Jumlah saham beredar' : 'Shares outstanding', value: l === 'id' ? `${shares.toLocaleString('id-ID')} juta lembar` : `${shares.toLocaleString('en-US')} million shares` },
        { label: l === 'id' ? 'Kantor akuntan publik' : 'Auditor', value: 'KAP Contoh & Rekan' },
        { label: l === 'id' ? 'Akhir tahun buku' : 'Fiscal year end', value: l === 'id' ? '31 Desember' : 'December 31' },
      ]),
      shares,
    };
  });
}

// ---------------------------------------------------------------- financial statements

export interface FinancialSeed {
  ticker: string;
  period_type: 'annual' | 'quarterly';
  period: string;
  period_end: string;
  [value: string]: string | number;
}

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];

export function financialSeeds(companies: CompanySeed[]): FinancialSeed[] {
  const rows: FinancialSeed[] = [];
  for (const company of companies) {
    const base = COMPANY_BASE.find((c) => c.ticker === company.ticker)!;
    const rand = randomOf(`${company.ticker}-fin`);
    const growth = 1.04 + rand() * 0.1;
    const grossMargin = 0.22 + rand() * 0.25;
    const operatingMargin = grossMargin * (0.45 + rand() * 0.2);
    const netMargin = operatingMargin * (0.6 + rand() * 0.15);
    const assetTurn = base.sector === 'financials' ? 0.12 + rand() * 0.05 : 0.6 + rand() * 0.6;
    const equityShare = base.sector === 'financials' ? 0.14 + rand() * 0.04 : 0.4 + rand() * 0.25;
    const make = (periodType: 'annual' | 'quarterly', period: string, periodEnd: string, revenue: number, fraction: number) => {
      const noise = 0.93 + rand() * 0.14;
      const rev = round(revenue * noise);
      const gross = round(rev * grossMargin);
      const operating = round(rev * operatingMargin * (0.95 + rand() * 0.1));
      const net = round(operating * (netMargin / operatingMargin));
      const assets = round((revenue / fraction / assetTurn) * (0.97 + rand() * 0.06));
      const equity = round(assets * equityShare);
      const liabilities = assets - equity;
      const currentAssets = round(assets * (0.3 + rand() * 0.2));
      const currentLiabilities = round(liabilities * (0.45 + rand() * 0.2));
      const eps = round(net / company.shares, 2);
      const bookValue = round(equity / company.shares, 2);
      const yearlyEps = eps / fraction;
      const price = base.price * (0.85 + rand() * 0.3);
      rows.push({
        ticker: company.ticker,
        period_type: periodType,
        period,
        period_end: periodEnd,
        total_assets: assets,
        current_assets: currentAssets,
        total_liabilities: liabilities,
        current_liabilities: currentLiabilities,
        total_equity: equity,
        revenue: rev,
        gross_profit: gross,
        operating_profit: operating,
        net_income: net,
        eps,
        operating_cash_flow: round(net * (1.1 + rand() * 0.4)),
        investing_cash_flow: -round(rev * (0.05 + rand() * 0.08)),
        financing_cash_flow: -round(net * (0.2 + rand() * 0.5)),
        ending_cash: round(assets * (0.05 + rand() * 0.06)),
        book_value: bookValue,
        roe: round(((net / fraction) / equity) * 100, 2),
        roa: round(((net / fraction) / assets) * 100, 2),
        net_margin: round((net / rev) * 100, 2),
        debt_to_equity: round(liabilities / equity, 2),
        current_ratio: round(currentAssets / currentLiabilities, 2),
        per: round(price / yearlyEps, 2),
        pbv: round(price / bookValue, 2),
      });
    };
    for (let year = 2021; year <= 2025; year++) {
      make('annual', String(year), `${year}-12-31`, base.revenue * growth ** (year - 2025), 1);
    }
    // Eight quarters: 2024-Q4 to 2026-Q3.
    for (let i = 0; i < 8; i++) {
      const year = 2024 + Math.floor((i + 3) / 4);
      const quarter = ((i + 3) % 4) + 1;
      const revenue = (base.revenue * growth ** (year - 2025 + quarter / 4 - 0.5)) / 4;
      make('quarterly', `${year}-Q${quarter}`, `${year}-${QUARTER_ENDS[quarter - 1]}`, revenue, 0.25);
    }
  }
  return rows;
}

// ---------------------------------------------------------------- company news

export interface NewsSeed {
  ticker: string;
  slug: string;
  date: string;
  title: Bi;
  summary: Bi;
  body: Bi;
}

const NEWS_TOPICS: { slug: string; title: Bi; summary: Bi }[] = [
  { slug: 'laporan-keuangan-kuartal-iii', title: b('{t} Rilis Laporan Keuangan Kuartal III', '{t} Releases Q3 Financial Statements'), summary: b('Pendapatan sembilan bulan tumbuh dibanding periode yang sama (angka ilustratif).', 'Nine-month revenue grows year on year (illustrative figures).') },
  { slug: 'jadwal-paparan-publik', title: b('Jadwal Paparan Publik {t}', '{t} Public Expose Schedule'), summary: b('Paparan publik tahunan digelar secara daring.', 'The annual public expose is held online.') },
  { slug: 'rups-tahunan', title: b('Hasil RUPS Tahunan {t}', '{t} Annual Shareholder Meeting Results'), summary: b('RUPS menyetujui seluruh agenda, termasuk penggunaan laba.', 'The meeting approves every agenda item, including the use of profit.') },
  { slug: 'ekspansi-usaha', title: b('{t} Menambah Kapasitas Usaha', '{t} Adds Business Capacity'), summary: b('Belanja modal dialokasikan untuk perluasan usaha (ilustratif).', 'Capital spending goes to expansion (illustrative).') },
];

export function newsSeeds(): NewsSeed[] {
  const rows: NewsSeed[] = [];
  COMPANY_BASE.forEach((c, index) => {
    const count = index < 8 ? 4 : 2;
    for (let i = 0; i < count; i++) {
      const topic = NEWS_TOPICS[(i + index) % NEWS_TOPICS.length]!;
      const date = addDays('2026-11-20', -(index * 3 + i * 23));
      const fill = (s: string) => s.replaceAll('{t}', c.ticker);
      rows.push({
        ticker: c.ticker,
        slug: topic.slug,
        date,
        title: b(fill(topic.title.id), fill(topic.title.en)),
        summary: topic.summary,
        body: b(
          `<p>${topic.summary.id}</p><p>PT Demo ${c.words} Tbk adalah perusahaan fiktif; berita ini contoh format keterbukaan informasi.</p>`,
          `<p>${topic.summary.en}</p><p>PT Demo ${c.words} Tbk is a fictitious company; this news shows the format of a disclosure.</p>`,
        ),
      });
    }
  });
  return rows;
}

// ---------------------------------------------------------------- research reports

export interface ReportSeed {
  slug: string;
  category: string;
  sector: Sector | null;
  ticker: string | null;
  rating: 'BUY' | 'HOLD' | 'SELL' | null;
  target_price: number | null;
  previous_target_price: number | null;
  price_at_publication: number | null;
  analysts: { name: string; role_id: string; role_en: string }[];
  published_at: string;
  title: Bi;
  summary: Bi;
  key_points: { id: string[]; en: string[] };
  body: Bi;
}

const CATEGORY_CYCLE = ['company', 'morning', 'sector', 'company', 'macro', 'company', 'fixed-income', 'strategy', 'company', 'morning', 'sector', 'company'];
const COMPANY_TOPICS: [Bi, Bi][] = [
  [b('Kinerja Kuartalan Sesuai Perkiraan', 'Quarterly Results in Line'), b('Pendapatan dan laba sejalan dengan perkiraan ilustratif kami.', 'Revenue and profit are in line with our illustrative estimates.')],
  [b('Ekspansi Kapasitas Mendorong Pertumbuhan', 'Capacity Expansion Drives Growth'), b('Tambahan kapasitas diperkirakan menopang volume penjualan.', 'Added capacity is expected to support sales volume.')],
  [b('Margin Tertekan Biaya Bahan Baku', 'Margins Squeezed by Input Costs'), b('Kenaikan biaya bahan baku menekan margin kotor.', 'Higher input costs weigh on the gross margin.')],
  [b('Permintaan Domestik Tetap Solid', 'Domestic Demand Holds Up'), b('Penjualan domestik stabil di tengah pasar ekspor yang melemah.', 'Domestic sales are steady while export markets soften.')],
  [b('Pembaruan Valuasi', 'Valuation Update'), b('Kami memperbarui asumsi model dan target harga ilustratif.', 'We update the model assumptions and the illustrative target price.')],
];
const MONTHS_ID = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return b(`${d} ${MONTHS_ID[m - 1]} ${y}`, `${MONTHS_EN[m - 1]} ${d}, ${y}`);
};
const MACRO_TOPICS: [Bi, Bi][] = [
  [b('Inflasi dan Arah Suku Bunga', 'Inflation and the Path of Rates'), b('Skenario ilustratif inflasi inti dan kebijakan suku bunga.', 'An illustrative scenario for core inflation and policy rates.')],
  [b('Neraca Perdagangan dan Rupiah', 'Trade Balance and the Rupiah'), b('Cara membaca neraca perdagangan dan dampaknya pada nilai tukar.', 'How to read the trade balance and its effect on the exchange rate.')],
  [b('Pertumbuhan Ekonomi Kuartalan', 'Quarterly Economic Growth'), b('Komponen PDB yang biasa diperhatikan investor.', 'The GDP components investors usually watch.')],
];
const BOND_TOPICS: [Bi, Bi][] = [
  [b('Obligasi Pemerintah: Kurva Imbal Hasil', 'Government Bonds: The Yield Curve'), b('Pergerakan kurva imbal hasil dalam skenario ilustratif.', 'Moves of the yield curve in an illustrative scenario.')],
  [b('Obligasi Korporasi: Jadwal Jatuh Tempo', 'Corporate Bonds: Maturity Schedule'), b('Ringkasan jatuh tempo obligasi emiten fiktif.', 'A summary of maturities of fictitious issuers’ bonds.')],
];

export function reportSeeds(): ReportSeed[] {
  const rows: ReportSeed[] = [];
  const lastPrice = new Map<string, number>();
  const lastTarget = new Map<string, number>();
  const count = 52;
  // Oldest first, so each company report's previous target is the one of its report before.
  for (let i = count - 1; i >= 0; i--) {
    const rand = randomOf(`report-${i}`);
    const date = addDays('2026-11-23', -Math.round((i * 200) / count));
    const category = CATEGORY_CYCLE[i % CATEGORY_CYCLE.length]!;
    const when = longDate(date);
    const analyst = (k: number) => ({ name: ANALYSTS[k]!.name, role_id: ANALYSTS[k]!.role.id, role_en: ANALYSTS[k]!.role.en });
    const month = Number(date.slice(5, 7)) - 1;
    let row: ReportSeed;
    if (category === 'company') {
      const company = COMPANY_BASE[(i * 7) % COMPANY_BASE.length]!;
      const [topicTitle, topicSummary] = COMPANY_TOPICS[i % COMPANY_TOPICS.length]!;
      const price = tick((lastPrice.get(company.ticker) ?? company.price) * (0.9 + rand() * 0.2));
      const roll = rand();
      const rating = roll < 0.55 ? 'BUY' : roll < 0.85 ? 'HOLD' : 'SELL';
      const upside = rating === 'BUY' ? 0.15 + rand() * 0.15 : rating === 'HOLD' ? -0.03 + rand() * 0.1 : -0.1 - rand() * 0.1;
      const target = tick(price * (1 + upside));
      const previous = lastTarget.get(company.ticker) ?? tick(target * (0.9 + rand() * 0.15));
      rows.unshift({
        slug: `${company.ticker.toLowerCase()}-${topicTitle.en.toLowerCase().replace(/[^a-z]+/g, '-').replace(/-$/, '')}-${date}`,
        category,
        sector: company.sector,
        ticker: company.ticker,
        rating,
        target_price: target,
        previous_target_price: previous,
        price_at_publication: price,
        analysts: [analyst(0), ...(i % 3 === 0 ? [analyst(1)] : [])],
        published_at: `${date}T00:30:00.000Z`,
        title: b(`${company.ticker}: ${topicTitle.id} (Contoh)`, `${company.ticker}: ${topicTitle.en} (Sample)`),
        summary: b(`PT Demo ${company.words} Tbk (fiktif). ${topicSummary.id}`, `PT Demo ${company.words} Tbk (fictitious). ${topicSummary.en}`),
        key_points: {
          id: [topicSummary.id, `Rekomendasi contoh ${rating} dengan target harga ilustratif Rp${target.toLocaleString('id-ID')}.`, 'Risiko utama: permintaan, biaya bahan baku, dan nilai tukar.'],
          en: [topicSummary.en, `Sample rating ${rating} with an illustrative target price of Rp${target.toLocaleString('en-US')}.`, 'Key risks: demand, input costs and the exchange rate.'],
        },
        body: b(
          `<h2>Kinerja</h2><p>Pertumbuhan pendapatan, margin, dan arus kas dibahas dengan angka ilustratif dari laporan keuangan emiten fiktif ini.</p><h2>Valuasi</h2><p>Target harga ilustratif diturunkan dari model arus kas terdiskonto contoh.</p>`,
          `<h2>Performance</h2><p>Revenue growth, margins and cash flow are discussed with illustrative figures from this fictitious issuer’s statements.</p><h2>Valuation</h2><p>The illustrative target price comes from a sample discounted cash flow model.</p>`,
        ),
      });
      lastPrice.set(company.ticker, price);
      lastTarget.set(company.ticker, target);
      continue;
    }
    if (category === 'sector') {
      const sector = COMPANY_BASE[(i * 5) % COMPANY_BASE.length]!.sector;
      const name = SECTOR_NAMES[sector];
      row = {
        slug: `sektor-${sector}-${date}`, category, sector, ticker: null, rating: null, target_price: null, previous_target_price: null, price_at_publication: null,
        analysts: [analyst(0)], published_at: `${date}T01:00:00.000Z`,
        title: b(`Sektor ${name.id}: Prospek Berikutnya (Contoh)`, `${name.en} Sector: The Road Ahead (Sample)`),
        summary: b(`Ringkasan kinerja emiten fiktif sektor ${name.id.toLowerCase()} dengan angka ilustratif.`, `A summary of fictitious ${name.en.toLowerCase()} issuers with illustrative figures.`),
        key_points: { id: ['Pertumbuhan pendapatan sektor ilustratif.', 'Emiten fiktif dengan margin tertinggi.', 'Faktor risiko sektor.'], en: ['Illustrative sector revenue growth.', 'The fictitious issuers with the best margins.', 'Sector risk factors.'] },
        body: b(`<p>Laporan sektor ${name.id} ini menunjukkan format, bukan pendapat investasi.</p>`, `<p>This ${name.en} sector report shows the format, not an investment opinion.</p>`),
      };
    } else if (category === 'morning') {
      row = {
        slug: `kabar-pagi-${date}`, category, sector: null, ticker: null, rating: null, target_price: null, previous_target_price: null, price_at_publication: null,
        analysts: [analyst(2)], published_at: `${date}T00:15:00.000Z`,
        title: b(`Kabar Pagi ${when.id} (Contoh)`, `Morning Brief ${when.en} (Sample)`),
        summary: b('Rangkuman pergerakan pasar dan agenda hari ini, dengan angka ilustratif.', 'The market’s moves and today’s agenda, with illustrative figures.'),
        key_points: { id: ['Indeks ditutup bervariasi (ilustrasi).', 'Agenda data ekonomi hari ini.', 'Saham fiktif yang diamati.'], en: ['The index closed mixed (illustration).', 'Today’s economic data.', 'Fictitious stocks to watch.'] },
        body: b('<p>Kabar pagi berisi ringkasan pasar sebelum pembukaan perdagangan.</p>', '<p>The morning brief sums up the market before the open.</p>'),
      };
    } else if (category === 'macro') {
      const [t, s] = MACRO_TOPICS[i % MACRO_TOPICS.length]!;
      row = {
        slug: `makro-${t.en.toLowerCase().replace(/[^a-z]+/g, '-')}${date}`, category, sector: null, ticker: null, rating: null, target_price: null, previous_target_price: null, price_at_publication: null,
        analysts: [analyst(3)], published_at: `${date}T02:00:00.000Z`,
        title: b(`Makro: ${t.id} (Contoh)`, `Macro: ${t.en} (Sample)`), summary: s,
        key_points: { id: [s.id, 'Angka dalam laporan ini ilustratif.'], en: [s.en, 'Figures in this report are illustrative.'] },
        body: b(`<p>${s.id}</p>`, `<p>${s.en}</p>`),
      };
    } else if (category === 'fixed-income') {
      const [t, s] = BOND_TOPICS[i % BOND_TOPICS.length]!;
      row = {
        slug: `obligasi-${t.en.toLowerCase().replace(/[^a-z]+/g, '-')}${date}`, category, sector: null, ticker: null, rating: null, target_price: null, previous_target_price: null, price_at_publication: null,
        analysts: [analyst(4)], published_at: `${date}T02:30:00.000Z`,
        title: b(`${t.id} (Contoh)`, `${t.en} (Sample)`), summary: s,
        key_points: { id: [s.id, 'Bukan penawaran untuk membeli atau menjual efek.'], en: [s.en, 'Not an offer to buy or sell securities.'] },
        body: b(`<p>${s.id}</p>`, `<p>${s.en}</p>`),
      };
    } else {
      row = {
        slug: `strategi-${date}`, category, sector: null, ticker: null, rating: null, target_price: null, previous_target_price: null, price_at_publication: null,
        analysts: [analyst(1), analyst(3)], published_at: `${date}T03:00:00.000Z`,
        title: b(`Strategi Bulanan ${MONTHS_ID[month]} (Contoh)`, `Monthly Strategy ${MONTHS_EN[month]} (Sample)`),
        summary: b('Kerangka alokasi aset ilustratif untuk bulan ini.', 'An illustrative asset allocation framework for the month.'),
        key_points: { id: ['Skenario dasar, optimistis, dan pesimistis.', 'Sektor fiktif yang diamati.'], en: ['Base, bull and bear scenarios.', 'Fictitious sectors to watch.'] },
        body: b('<p>Strategi ini contoh format; bukan saran alokasi untuk Anda.</p>', '<p>This strategy shows the format; it is not allocation advice for you.</p>'),
      };
    }
    rows.unshift(row);
  }
  return rows.sort((x, y) => (x.published_at < y.published_at ? 1 : -1));
}

// ---------------------------------------------------------------- sapa mentari

export interface EditionSeed {
  slug: string;
  edition_date: string;
  index_close: number;
  index_change: number;
  index_change_percent: number;
  global_markets: { name: string; close: number; change_percent: number }[];
  picks: { ticker: string; action: 'BUY' | 'SELL' | 'HOLD'; entry_low: number; entry_high: number; target_price: number; stop_loss: number }[];
  title: Bi;
  headline: Bi;
  market_summary: Bi;
  calendar: { id: unknown[]; en: unknown[] };
}

const HEADLINES: Bi[] = [
  b('Bursa global bergerak beragam; investor menanti data ekonomi.', 'Global markets mixed as investors await economic data.'),
  b('Harga komoditas stabil; fokus pada musim laporan keuangan.', 'Commodity prices steady; focus on earnings season.'),
  b('Rupiah bergerak dalam rentang sempit.', 'The rupiah trades in a narrow range.'),
  b('Agenda RUPS dan pembagian dividen pekan ini.', 'This week’s shareholder meetings and dividends.'),
  b('Saham perbankan fiktif memimpin penguatan.', 'Fictitious bank stocks lead the gains.'),
];
const EVENTS: [string, Bi][] = [
  ['ID', b('Inflasi tahunan', 'Inflation, year on year')],
  ['ID', b('Neraca perdagangan', 'Trade balance')],
  ['US', b('Klaim tunjangan pengangguran', 'Initial jobless claims')],
  ['CN', b('Produksi industri', 'Industrial production')],
  ['EU', b('Indeks manajer pembelian', 'Purchasing managers’ index')],
];

export function editionSeeds(): EditionSeed[] {
  const rows: EditionSeed[] = [];
  let close = 7050;
  let date = '2026-08-31';
  while (date < '2026-11-24') {
    date = addDays(date, 1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const rand = randomOf(`mentari-${date}`);
    const change = round((rand() - 0.46) * 90, 2);
    const previous = close;
    close = round(close + change, 2);
    const picks = [0, 1, 2].map((k) => {
      const company = COMPANY_BASE[Math.floor(rand() * COMPANY_BASE.length)]!;
      const price = tick(company.price * (0.9 + rand() * 0.2));
      const action = k === 2 && rand() < 0.4 ? 'SELL' : 'BUY';
      const up = action === 'BUY' ? 1 : -1;
      return {
        ticker: company.ticker,
        action: action as 'BUY' | 'SELL',
        entry_low: tick(price * 0.99),
        entry_high: tick(price * 1.01),
        target_price: tick(price * (1 + up * 0.06)),
        stop_loss: tick(price * (1 - up * 0.04)),
      };
    });
    const headline = HEADLINES[rows.length % HEADLINES.length]!;
    const when = longDate(date);
    const events = [0, 1, 2].map((k) => EVENTS[(rows.length + k) % EVENTS.length]!);
    const times = ['09:00', '14:30', '19:30'];
    rows.push({
      slug: `sapa-mentari-${date}`,
      edition_date: date,
      index_close: close,
      index_change: round(close - previous, 2),
      index_change_percent: round(((close - previous) / previous) * 100, 2),
      global_markets: [
        ['Dow Jones', 42000], ['S&P 500', 5900], ['Nikkei 225', 38500], ['Hang Seng', 19800], ['FTSE 100', 8200],
      ].map(([name, level]) => ({ name: name as string, close: round((level as number) * (0.97 + rand() * 0.06), 2), change_percent: round((rand() - 0.5) * 2.4, 2) })),
      picks,
      title: b(`Sapa Mentari ${when.id}`, `Sapa Mentari ${when.en}`),
      headline: b(`${headline.id} (ilustrasi)`, `${headline.en} (illustration)`),
      market_summary: b(
        `Indeks Harga Saham Gabungan (ilustratif) ditutup di ${close.toLocaleString('id-ID')} (${close >= previous ? 'naik' : 'turun'} ${Math.abs(round(close - previous, 2)).toLocaleString('id-ID')} poin). ${headline.id}`,
        `The Composite Index (illustrative) closed at ${close.toLocaleString('en-US')} (${close >= previous ? 'up' : 'down'} ${Math.abs(round(close - previous, 2)).toLocaleString('en-US')} points). ${headline.en}`,
      ),
      calendar: both((l) =>
        events.map(([country, event], k) => ({
          time: times[k],
          country,
          event: event[l],
          forecast: k === 2 ? null : `${round(1 + rand() * 3, 1)}%`,
          previous: `${round(1 + rand() * 3, 1)}%`,
        })),
      ),
    });
  }
  return rows.reverse();
}

// ---------------------------------------------------------------- corporate actions

export type ActionSeed = Record<string, string | number | null> & {
  slug: string;
  kind: string;
  ticker: string;
  issuer: string;
  event_date: string;
  title_id: string;
  title_en: string;
  underwriters: string;
  agenda_id: string;
  agenda_en: string | null;
};

const IPO_ISSUERS = [
  ['DMNU', 'Nusa Utama'], ['DMSK', 'Sinar Kencana'], ['DMAG', 'Agro Gemilang'], ['DMKL', 'Kapal Lintas'],
  ['DMWS', 'Wisata Samudra'], ['DMEB', 'Energi Baru'], ['DMPM', 'Pangan Mulia'],
];

/** Corporate actions around `today` (YYYY-MM-DD): the seed keeps some upcoming and some past on any day. */
export function actionSeeds(today: string): ActionSeed[] {
  const rows: ActionSeed[] = [];
  const base = (kind: string, ticker: string, issuer: string, eventDate: string, title: Bi, extra: Record<string, string | number | null>, agenda: { id: string[]; en: string[] } = { id: [], en: [] }): ActionSeed => ({
    slug: `${ticker.toLowerCase()}-${kind}-${eventDate}`,
    kind, ticker, issuer, event_date: eventDate,
    title_id: title.id, title_en: title.en,
    underwriters: '[]',
    agenda_id: JSON.stringify(agenda.id), agenda_en: JSON.stringify(agenda.en),
    ...extra,
  });
  const issuer = (c: CompanyRow) => `PT Demo ${c.words} Tbk`;

  COMPANY_BASE.slice(0, 12).forEach((c, i) => {
    const rand = randomOf(`div-${c.ticker}`);
    const payment = addDays(today, -70 + i * 11);
    const cum = addDays(payment, -14);
    const amount = round(c.price * (0.015 + rand() * 0.03), 0);
    const type = i % 3 === 0 ? 'interim' : 'final';
    rows.push(base('dividend', c.ticker, issuer(c), payment, b(`${c.ticker}: Dividen Tunai ${type === 'interim' ? 'Interim' : 'Final'}`, `${c.ticker}: ${type === 'interim' ? 'Interim' : 'Final'} Cash Dividend`), {
      dividend_type: type, amount_per_share: amount, fiscal_year: type === 'interim' ? 2026 : 2025,
      cum_date_regular: cum, ex_date_regular: addDays(cum, 1), cum_date_cash: addDays(cum, 2), ex_date_cash: addDays(cum, 3),
      recording_date: addDays(cum, 2), payment_date: payment, dividend_yield: round((amount / c.price) * 100, 2),
    }));
  });

  const splits = [[4, '1:2'], [6, '1:5'], [14, '1:4'], [15, '1:2'], [20, '1:2'], [1, '1:5']] as const;
  splits.forEach(([k, ratio], i) => {
    const c = COMPANY_BASE[k]!;
    const date = addDays(today, -50 + i * 19);
    const parts = ratio.split(':').map(Number) as [number, number];
    const oldNominal = [100, 250, 500][i % 3]!;
    rows.push(base('stock-split', c.ticker, issuer(c), date, b(`${c.ticker}: Pemecahan Saham ${ratio}`, `${c.ticker}: ${ratio} Stock Split`), {
      ratio, old_nominal: oldNominal, new_nominal: round((oldNominal * parts[0]) / parts[1], 2),
      last_trading_old_nominal: addDays(date, -1), first_trading_new_nominal: date,
      recording_date: addDays(date, 2), distribution_date: addDays(date, 3),
    }));
  });

  const merges = [[7, '5:1'], [10, '10:1'], [22, '4:1'], [23, '5:1'], [12, '2:1']] as const;
  merges.forEach(([k, ratio], i) => {
    const c = COMPANY_BASE[k]!;
    const date = addDays(today, -40 + i * 21);
    const parts = ratio.split(':').map(Number) as [number, number];
    const oldNominal = [20, 25, 50][i % 3]!;
    rows.push(base('stock-merge', c.ticker, issuer(c), date, b(`${c.ticker}: Penggabungan Saham ${ratio}`, `${c.ticker}: ${ratio} Stock Merge`), {
      ratio, old_nominal: oldNominal, new_nominal: round((oldNominal * parts[0]) / parts[1], 2),
      last_trading_old_nominal: addDays(date, -1), first_trading_new_nominal: date,
      recording_date: addDays(date, 2), distribution_date: addDays(date, 3),
    }));
  });

  const bonuses = [[3, '10:1'], [9, '20:3'], [16, '5:1'], [18, '25:2'], [21, '10:1'], [11, '8:1']] as const;
  bonuses.forEach(([k, ratio], i) => {
    const c = COMPANY_BASE[k]!;
    const date = addDays(today, -45 + i * 17);
    const cum = addDays(date, -12);
    rows.push(base('bonus', c.ticker, issuer(c), date, b(`${c.ticker}: Saham Bonus ${ratio}`, `${c.ticker}: ${ratio} Bonus Shares`), {
      ratio, cum_date_regular: cum, ex_date_regular: addDays(cum, 1), cum_date_cash: addDays(cum, 2), ex_date_cash: addDays(cum, 3),
      recording_date: addDays(cum, 2), distribution_date: date,
    }));
  });

  IPO_ISSUERS.forEach(([ticker, words], i) => {
    const rand = randomOf(`ipo-${ticker}`);
    const listing = addDays(today, -60 + i * 16);
    const low = tick(100 + rand() * 400);
    const high = tick(low * 1.3);
    const final = tick(low + (high - low) * rand());
    const bookStart = addDays(listing, -21);
    rows.push(base('ipo', ticker!, `PT Demo ${words} Tbk`, listing, b(`${ticker}: Penawaran Umum Perdana Saham`, `${ticker}: Initial Public Offering`), {
      price_low: low, price_high: high, final_price: listing <= addDays(today, 7) ? final : null,
      shares_offered: round(200 + rand() * 1800, 0) * 1_000_000,
      book_building_start: bookStart, book_building_end: addDays(bookStart, 6), offering_start: addDays(bookStart, 11), offering_end: addDays(bookStart, 15),
      allotment_date: addDays(bookStart, 16), distribution_date: addDays(bookStart, 18), listing_date: listing,
      underwriters: JSON.stringify([`PT Demo Sekuritas ${['Utama', 'Prima', 'Mitra'][i % 3]}`, ...(i % 2 ? ['PT Contoh Sekuritas Indonesia'] : [])]),
      prospectus_url: `/files/research/prospektus-${ticker!.toLowerCase()}.pdf`,
    }));
  });

  COMPANY_BASE.slice(2, 12).forEach((c, i) => {
    const date = addDays(today, -55 + i * 12);
    const annual = i % 3 !== 0;
    rows.push(base('shareholder-meeting', c.ticker, issuer(c), date, b(
      `${c.ticker}: ${annual ? 'RUPS Tahunan' : 'RUPS Luar Biasa'}`,
      `${c.ticker}: ${annual ? 'Annual' : 'Extraordinary'} General Meeting of Shareholders`,
    ), {
      meeting_type: annual ? 'annual' : 'extraordinary', meeting_time: ['09:00', '10:00', '14:00'][i % 3]!,
      place: `Gedung Demo ${c.words}, Jakarta`, recording_date: addDays(date, -22),
    }, annual ? {
      id: ['Persetujuan laporan tahunan dan laporan keuangan', 'Penggunaan laba bersih', 'Penunjukan kantor akuntan publik'],
      en: ['Approval of the annual report and financial statements', 'Use of net profit', 'Appointment of the public accountant'],
    } : {
      id: ['Perubahan susunan pengurus', 'Perubahan anggaran dasar'],
      en: ['Changes to the board', 'Amendments to the articles of association'],
    }));
  });

  COMPANY_BASE.slice(0, 6).forEach((c) => {
    const rand = randomOf(`history-${c.ticker}`);
    for (let year = 2021; year <= 2025; year++) {
      const amount = round(c.price * (0.012 + rand() * 0.03) * (0.8 + (year - 2021) * 0.06), 0);
      const payment = `${year + 1}-0${5 + Math.floor(rand() * 3)}-${String(10 + Math.floor(rand() * 15)).padStart(2, '0')}`;
      const price = c.price * (0.8 + (year - 2021) * 0.05);
      rows.push(base('dividend-history', c.ticker, issuer(c), payment, b(`${c.ticker}: Dividen Tahun Buku ${year}`, `${c.ticker}: Dividend for Fiscal Year ${year}`), {
        dividend_type: 'final', amount_per_share: amount, fiscal_year: year, payment_date: payment,
        dividend_yield: round((amount / price) * 100, 2),
      }));
    }
  });
  return rows;
}

// ---------------------------------------------------------------- recommendations

export interface RecommendationSeed {
  slug: string;
  ticker: string;
  rating: 'BUY' | 'HOLD' | 'SELL';
  entry_low: number;
  entry_high: number;
  target_price: number;
  stop_loss: number;
  published_at: string;
  analyst: string;
  report_slug: string | null;
  note: Bi;
}

export function recommendationSeeds(reports: ReportSeed[]): RecommendationSeed[] {
  const rows: RecommendationSeed[] = [];
  for (const report of reports) {
    if (!report.ticker || !report.rating || !report.price_at_publication || !report.target_price) continue;
    const price = report.price_at_publication;
    const down = report.rating === 'SELL';
    rows.push({
      slug: `rekomendasi-${report.slug}`,
      ticker: report.ticker,
      rating: report.rating,
      entry_low: tick(price * 0.98),
      entry_high: tick(price * 1.01),
      target_price: report.target_price,
      stop_loss: tick(price * (down ? 1.06 : 0.93)),
      published_at: report.published_at,
      analyst: report.analysts[0]!.name,
      report_slug: report.slug,
      note: b(
        `Contoh catatan analis untuk emiten fiktif ${report.ticker}: ${report.summary.id.replace(/^[^.]*\.\s*/, '')} Level harga bersifat ilustratif.`,
        `A sample analyst note on the fictitious ${report.ticker}: ${report.summary.en.replace(/^[^.]*\.\s*/, '')} Price levels are illustrative.`,
      ),
    });
  }
  const technical = ['Pola pantulan dari area support (ilustratif).', 'Penembusan resistance dengan volume meningkat (ilustratif).', 'Tren turun jangka pendek berlanjut (ilustratif).'];
  const technicalEn = ['A bounce off the support area (illustrative).', 'A breakout above resistance on rising volume (illustrative).', 'The short-term downtrend continues (illustrative).'];
  for (let i = 0; i < 12; i++) {
    const c = COMPANY_BASE[(i * 5 + 3) % COMPANY_BASE.length]!;
    const rand = randomOf(`tech-${i}`);
    const price = tick(c.price * (0.9 + rand() * 0.2));
    const k = i % 3;
    const rating = k === 2 ? 'SELL' : 'BUY';
    const date = addDays('2026-11-23', -i * 9 - 1);
    rows.push({
      slug: `teknikal-${c.ticker.toLowerCase()}-${date}`,
      ticker: c.ticker,
      rating,
      entry_low: tick(price * 0.99),
      entry_high: tick(price * 1.01),
      target_price: tick(price * (rating === 'BUY' ? 1.08 : 0.92)),
      stop_loss: tick(price * (rating === 'BUY' ? 0.95 : 1.05)),
      published_at: `${date}T01:30:00.000Z`,
      analyst: ANALYSTS[2]!.name,
      report_slug: null,
      note: b(`${technical[k]} Contoh format ulasan teknikal harian.`, `${technicalEn[k]} A sample of the daily technical note format.`),
    });
  }
  return rows.sort((x, y) => (x.published_at < y.published_at ? 1 : -1));
}
