import type { Locale } from '@brids/contracts';

/**
 * The labels of the kinds' document fields on the site's preview page, in both languages. Field names are the
 * documents' own (snake_case, as the API names them); English is the name made readable unless written here,
 * Indonesian is written here for every field of every kind (test/editorial/preview-links.test.ts fails on a
 * field without one, so a new kind brings its words).
 */
const INDONESIAN: Record<string, string> = {
  about: 'Tentang', action: 'Aksi', activity: 'Kegiatan', address: 'Alamat', agenda: 'Agenda', allotment_date: 'Tanggal penjatahan',
  alt: 'Teks alternatif', amount_per_share: 'Jumlah per saham', analyst: 'Analis', analysts: 'Analis', answer: 'Jawaban', answers: 'Jawaban',
  attachments: 'Lampiran', attributes: 'Atribut', author: 'Penulis', awards: 'Penghargaan', benefits: 'Manfaat', bio: 'Biografi', body: 'Isi',
  book_building_end: 'Akhir book building', book_building_start: 'Awal book building', book_value: 'Nilai buku', calendar: 'Kalender',
  category: 'Kategori', change_percent: 'Perubahan (%)', characteristics: 'Karakteristik', close: 'Penutupan', company: 'Perusahaan',
  content: 'Konten', contract_months: 'Jangka kontrak (bulan)', country: 'Negara', coupon_rate: 'Tingkat kupon', cover_url: 'Gambar sampul',
  cta: 'Ajakan bertindak', ctas: 'Ajakan bertindak', cum_date_cash: 'Cum date pasar tunai', cum_date_regular: 'Cum date pasar reguler',
  current_assets: 'Aset lancar', current_liabilities: 'Liabilitas jangka pendek', current_ratio: 'Rasio lancar', date: 'Tanggal',
  debt_to_equity: 'Rasio utang terhadap ekuitas', description: 'Deskripsi', detail: 'Detail', disclaimer: 'Penafian',
  distribution_date: 'Tanggal distribusi', dividend_type: 'Jenis dividen', dividend_yield: 'Imbal hasil dividen', documents: 'Dokumen',
  duration_seconds: 'Durasi (detik)', edition_date: 'Tanggal edisi', email: 'Email', ending_cash: 'Kas akhir', ends_at: 'Berakhir pada',
  ends_on: 'Berakhir tanggal', entry_high: 'Batas atas harga masuk', entry_low: 'Batas bawah harga masuk', eps: 'EPS', event: 'Acara',
  ex_date_cash: 'Ex date pasar tunai', ex_date_regular: 'Ex date pasar reguler', fax: 'Faks', fees: 'Biaya', field: 'Kolom', file: 'Berkas',
  files: 'Berkas', final_price: 'Harga final', financing_cash_flow: 'Arus kas pendanaan', first_trading_new_nominal: 'Perdagangan pertama nominal baru',
  fiscal_year: 'Tahun fiskal', forecast: 'Proyeksi', form_url: 'Formulir', format: 'Format', from: 'Dari', global_markets: 'Pasar global',
  gross_profit: 'Laba kotor', headline: 'Judul utama', hint: 'Petunjuk', icon: 'Ikon', image_url: 'Gambar', images: 'Gambar',
  index_change: 'Perubahan indeks', index_change_percent: 'Perubahan indeks (%)', index_close: 'Penutupan indeks',
  investing_cash_flow: 'Arus kas investasi', is_cancelled: 'Dibatalkan', is_featured: 'Unggulan', issuer: 'Penerbit', key: 'Kunci',
  key_points: 'Poin utama', kind: 'Jenis', label: 'Label', last_trading_old_nominal: 'Perdagangan terakhir nominal lama', level: 'Tingkat',
  licences: 'Izin', listing_date: 'Tanggal pencatatan', management: 'Manajemen', market_summary: 'Ringkasan pasar', max: 'Maksimum',
  max_score: 'Skor maksimum', meeting_time: 'Waktu rapat', meeting_type: 'Jenis rapat', menus: 'Menu', min_asset_holding: 'Kepemilikan aset minimum',
  min_score: 'Skor minimum', min_total_assets: 'Total aset minimum', minimum_subscription: 'Pembelian minimum', missions: 'Misi', name: 'Nama',
  net_income: 'Laba bersih', net_margin: 'Margin bersih', new_nominal: 'Nominal baru', note: 'Catatan', offer_end: 'Akhir penawaran',
  offer_start: 'Awal penawaran', offering_end: 'Akhir penawaran', offering_slug: 'Produk', offering_start: 'Awal penawaran', offices: 'Kantor',
  old_nominal: 'Nominal lama', open_account: 'Pembukaan rekening', operating_cash_flow: 'Arus kas operasi', operating_profit: 'Laba usaha',
  order: 'Urutan', other_information: 'Informasi lain', ownership_percent: 'Kepemilikan (%)', parent: 'Induk', payment_date: 'Tanggal pembayaran',
  pbv: 'PBV', per: 'PER', percent: 'Persen', period: 'Periode', period_end: 'Akhir periode', period_type: 'Jenis periode', phone: 'Telepon',
  photo_url: 'Foto', picks: 'Pilihan saham', place: 'Tempat', points: 'Poin', position: 'Posisi', previous: 'Sebelumnya',
  previous_target_price: 'Target harga sebelumnya', price_at_publication: 'Harga saat terbit', price_high: 'Harga tertinggi',
  price_low: 'Harga terendah', products: 'Produk', program: 'Program', prospectus_url: 'Prospektus', provider: 'Penyedia',
  provider_video_id: 'ID video di penyedia', published_at: 'Waktu terbit', question: 'Pertanyaan', quick_links: 'Tautan cepat', quota: 'Kuota',
  quota_remaining: 'Sisa kuota', rating: 'Peringkat', ratio: 'Rasio', reading_minutes: 'Waktu baca (menit)', recording_date: 'Tanggal pencatatan pemegang saham',
  registration_closes_at: 'Pendaftaran ditutup', registration_opens_at: 'Pendaftaran dibuka', report_slug: 'Laporan', requirements: 'Persyaratan',
  revenue: 'Pendapatan', risk_level: 'Tingkat risiko', risks: 'Risiko', roa: 'ROA', roe: 'ROE', role: 'Peran', route: 'Rute', samples: 'Contoh',
  searchable: 'Dapat dicari', sector: 'Sektor', series: 'Seri', shares: 'Saham', shares_offered: 'Saham yang ditawarkan', size: 'Ukuran',
  slides: 'Slide', slug: 'Slug', sort_order: 'Urutan', speakers: 'Pembicara', starts_at: 'Dimulai pada', starts_on: 'Dimulai tanggal',
  status: 'Status', steps: 'Langkah', stock_history: 'Riwayat saham', stockholders: 'Pemegang saham', stop_loss: 'Stop loss',
  subsidiaries: 'Anak perusahaan', summary: 'Ringkasan', tagline: 'Slogan', target_price: 'Target harga', tenor_months: 'Tenor (bulan)',
  terms: 'Syarat dan ketentuan', text: 'Teks', thumbnail_url: 'Gambar mini', ticker: 'Kode saham', time: 'Waktu', title: 'Judul', to: 'Ke',
  topic: 'Topik', total_assets: 'Total aset', total_equity: 'Total ekuitas', total_liabilities: 'Total liabilitas', total_shares: 'Jumlah saham',
  translations: 'Terjemahan', type: 'Jenis', underwriters: 'Penjamin emisi', unit: 'Satuan', url: 'Alamat', valid_from: 'Berlaku dari',
  valid_until: 'Berlaku hingga', value: 'Nilai', variants: 'Varian', venue: 'Lokasi', vision: 'Visi', website: 'Situs web',
  what_it_is: 'Apa itu', who_it_is_for: 'Untuk siapa', year: 'Tahun',
};

/** English labels that the readable field name would get wrong (abbreviations, URL fields named by what they show). */
const ENGLISH: Record<string, string> = {
  alt: 'Alternative text', change_percent: 'Change (%)', contract_months: 'Contract (months)', cover_url: 'Cover image', cta: 'Call to action',
  ctas: 'Calls to action', cum_date_cash: 'Cum date (cash market)', cum_date_regular: 'Cum date (regular market)', duration_seconds: 'Duration (seconds)',
  eps: 'EPS', ex_date_cash: 'Ex date (cash market)', ex_date_regular: 'Ex date (regular market)', form_url: 'Form', image_url: 'Image',
  index_change_percent: 'Index change (%)', is_cancelled: 'Cancelled', is_featured: 'Featured', offering_slug: 'Product',
  ownership_percent: 'Ownership (%)', pbv: 'PBV', per: 'PER', photo_url: 'Photo', prospectus_url: 'Prospectus',
  provider_video_id: "Provider's video ID", reading_minutes: 'Reading time (minutes)', report_slug: 'Report', roa: 'ROA', roe: 'ROE',
  tenor_months: 'Tenor (months)', thumbnail_url: 'Thumbnail', url: 'Address',
};

/** `published_at` → 'Published at', `keyPoints` → 'Key points'. */
export function readableName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether the field has its Indonesian label (the test of every kind's fields). */
export const hasIndonesianLabel = (name: string): boolean => Object.hasOwn(INDONESIAN, name);

/** The label of a document field in `locale`. */
export function fieldLabel(name: string, locale: Locale): string {
  if (locale === 'id' && Object.hasOwn(INDONESIAN, name)) return INDONESIAN[name]!;
  return Object.hasOwn(ENGLISH, name) ? ENGLISH[name]! : readableName(name);
}
