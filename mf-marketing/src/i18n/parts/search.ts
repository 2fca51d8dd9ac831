import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The marketing namespace's 'search' words in Indonesian (the default locale: they type the keys). */
export const id = {
  search: {
    label: "Cari di situs",
    placeholder: "Ketik kata kunci, mis. reksa dana",
    submit: "Cari",
    resultsFor: "{{count}} hasil untuk “{{q}}”",
    tooShort: "Masukkan minimal 2 karakter.",
    prompt: "Ketik kata kunci untuk mencari produk, berita, riset dan edukasi.",
    tabs: "Jenis hasil",
    all: "Semua",
    kinds: {
      product: "Produk",
      service: "Layanan",
      page: "Halaman",
      blog: "Blog",
      announcement: "Pengumuman",
      promo: "Promo",
      faq: "FAQ",
      "research-report": "Laporan Riset",
      "sapa-mentari": "Sapa Mentari",
      company: "Perusahaan",
      "company-news": "Berita Emiten",
      "corporate-action": "Aksi Korporasi",
      recommendation: "Rekomendasi",
      "educational-video": "Video Edukasi",
      "learn-investment": "Artikel Investasi",
      "eduvest-event": "Eduvest"
    }
  }
};
const en: typeof id = {
  search: {
    label: "Search the site",
    placeholder: "Type a keyword, e.g. mutual fund",
    submit: "Search",
    resultsFor: "{{count}} results for “{{q}}”",
    tooShort: "Enter at least 2 characters.",
    prompt: "Type a keyword to search products, news, research and education.",
    tabs: "Kinds of result",
    all: "All",
    kinds: {
      product: "Products",
      service: "Services",
      page: "Pages",
      blog: "Blog",
      announcement: "Announcements",
      promo: "Promos",
      faq: "FAQ",
      "research-report": "Research reports",
      "sapa-mentari": "Sapa Mentari",
      company: "Companies",
      "company-news": "Company news",
      "corporate-action": "Corporate actions",
      recommendation: "Recommendations",
      "educational-video": "Educational videos",
      "learn-investment": "Investment articles",
      "eduvest-event": "Eduvest"
    }
  }
};
/** The 'search' part of the marketing namespace, listed in `catalogs` by every page that shows its words. */
export const searchCatalog = defineCatalog(NS, { id, en });
