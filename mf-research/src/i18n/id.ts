/** The research squad's catalog, Indonesian (keys are typed from it). */
export const id = {
  company: {
    ticker: 'Kode saham',
    sector: 'Sektor',
    listingDate: 'Tanggal pencatatan',
    profile: 'Profil perusahaan',
    latestNews: 'Berita terkini',
    allNews: 'Semua berita {{company}}',
    noNews: 'Belum ada berita.',
  },
  disclaimer: 'Konten contoh untuk ilustrasi; bukan rekomendasi investasi.',
};
export type ResearchCatalog = typeof id;
