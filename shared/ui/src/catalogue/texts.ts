import { addCatalog } from '@brids/i18n';

/** Namespace of the catalogue's own texts: dev builds only, so they stay out of the `common` catalog. */
export const CATALOGUE_NAMESPACE = 'ui-catalogue';

export const id = {
  title: 'Katalog komponen',
  intro: 'Setiap komponen @brids/ui dalam keadaannya, dalam kedua bahasa. Hanya di build pengembangan.',
  language: 'Bahasa Indonesia',
  section: {
    popup: 'Popup',
    tabs: 'Tab dengan penghitung',
    select: 'Panel pilihan',
    labels: 'Label status dan lencana sorotan',
    image: 'Gambar',
    container: 'Kontainer',
    breadcrumbs: 'Remah roti',
    pagination: 'Paginasi',
    empty: 'Keadaan kosong',
    facts: 'Fakta',
    richText: 'Teks kaya',
    status: 'Halaman status dan galat',
  },
  popup: {
    size: { small: 'Kecil', medium: 'Sedang', 'semi-large': 'Agak besar', large: 'Besar' },
    position: { center: 'tengah', top: 'atas', bottom: 'bawah' },
    floating: 'Tombol tutup mengambang',
    formTitle: 'Informasi Formulir Pembukaan Rekening',
    body: 'Unduh formulir di bawah ini, isi, lalu kirim ke kantor cabang terdekat. (Contoh.)',
    fileA: 'Formulir pembukaan rekening perorangan (PDF)',
    fileB: 'Formulir profil risiko (PDF)',
    done: 'Selesai',
  },
  tabs: { label: 'Kategori produk', all: 'Semua', stock: 'Saham', fund: 'Reksadana', bond: 'Obligasi', panel: 'Isi tab: {{tab}}' },
  select: { label: 'Sektor', energy: 'Energi', financials: 'Keuangan', infrastructure: 'Infrastruktur', consumer: 'Barang konsumen primer', chosen: 'Pilihan: {{value}}', hint: 'Klik atau tekan panah bawah untuk membuka panel (aktif).' },
  labels: {
    warning: 'Kuota hampir penuh',
    success: 'Terdaftar',
    danger: 'Kuota penuh',
    badgeWarning: 'Segera berakhir',
    badgeDanger: 'Ditutup',
    badgeSuccess: 'Selesai',
    badgeOnProcess: 'Dalam proses',
    badgeExpired: 'Kedaluwarsa',
    badgePrimary: 'Baru',
  },
  image: { hero: 'Gambar hero (1280 × 480, lazy)', card: 'Gambar kartu (400 × 225)', logos: 'Logo mitra (SVG, lebar 100 px)' },
  container: 'Lebar maksimum 960 px, 1280 px dari 75em.',
  sample: {
    research: 'Riset dan Berita',
    reports: 'Laporan Riset',
    ticker: 'Kode saham',
    sector: 'Sektor',
    listing: 'Tanggal pencatatan',
    richText: '<h3>Judul bagian</h3><p>Paragraf dengan <a href="#">tautan</a> dan <strong>teks tebal</strong>.</p><ul><li>Butir pertama</li><li>Butir kedua</li></ul>',
  },
};

export type CatalogueTexts = typeof id;

const en: CatalogueTexts = {
  title: 'Component catalogue',
  intro: 'Every @brids/ui component in its states, in both languages. Development builds only.',
  language: 'English',
  section: {
    popup: 'Popup',
    tabs: 'Tabs with counters',
    select: 'Select panel',
    labels: 'Status labels and highlight badges',
    image: 'Image',
    container: 'Container',
    breadcrumbs: 'Breadcrumbs',
    pagination: 'Pagination',
    empty: 'Empty states',
    facts: 'Facts',
    richText: 'Rich text',
    status: 'Status and error pages',
  },
  popup: {
    size: { small: 'Small', medium: 'Medium', 'semi-large': 'Semi-large', large: 'Large' },
    position: { center: 'center', top: 'top', bottom: 'bottom' },
    floating: 'Floating close button',
    formTitle: 'Open Account Form Information',
    body: 'Download the forms below, fill them in and bring them to the nearest branch. (Sample.)',
    fileA: 'Individual account opening form (PDF)',
    fileB: 'Risk profile form (PDF)',
    done: 'Done',
  },
  tabs: { label: 'Product category', all: 'All', stock: 'Stocks', fund: 'Mutual funds', bond: 'Bonds', panel: 'Tab content: {{tab}}' },
  select: { label: 'Sector', energy: 'Energy', financials: 'Financials', infrastructure: 'Infrastructure', consumer: 'Consumer non-cyclicals', chosen: 'Chosen: {{value}}', hint: 'Click or press arrow down to open the panel (active).' },
  labels: {
    warning: 'Almost full',
    success: 'Registered',
    danger: 'Full',
    badgeWarning: 'Ending soon',
    badgeDanger: 'Closed',
    badgeSuccess: 'Finished',
    badgeOnProcess: 'On process',
    badgeExpired: 'Expired',
    badgePrimary: 'New',
  },
  image: { hero: 'Hero image (1280 × 480, lazy)', card: 'Card image (400 × 225)', logos: 'Partner logos (SVG, 100 px wide)' },
  container: 'Maximum width 960 px, 1280 px from 75em.',
  sample: {
    research: 'Research and News',
    reports: 'Research Report',
    ticker: 'Ticker',
    sector: 'Sector',
    listing: 'Listing date',
    richText: '<h3>Section heading</h3><p>A paragraph with a <a href="#">link</a> and <strong>bold text</strong>.</p><ul><li>First item</li><li>Second item</li></ul>',
  },
};

addCatalog(CATALOGUE_NAMESPACE, { id, en });
