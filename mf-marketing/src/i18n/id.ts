/** The marketing squad's catalog, Indonesian (keys are typed from it). */
export const id = {
  search: {
    label: 'Cari di situs',
    placeholder: 'Ketik kata kunci, mis. reksa dana',
    submit: 'Cari',
    resultsFor: '{{count}} hasil untuk “{{q}}”',
    tooShort: 'Masukkan minimal 2 karakter.',
    prompt: 'Ketik kata kunci untuk mencari produk, berita, riset dan edukasi.',
  },
  app: {
    badge: 'Aplikasi trading',
  },
  home: {
    latestPromos: 'Promo terbaru',
    latestBlogs: 'Artikel terbaru',
    seeAll: 'Lihat semua',
  },
};
export type MarketingCatalog = typeof id;
