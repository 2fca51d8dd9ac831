/** The shell's common catalog, Indonesian (the default locale: keys are typed from it). */
export const id = {
  site: {
    name: 'BRI Danareksa Sekuritas',
    tagline: 'Mitra investasi Anda',
    skipToContent: 'Lewati ke konten utama',
    sampleNotice: 'Konten contoh: angka hanya ilustrasi.',
  },
  nav: {
    home: 'Beranda',
    menu: 'Menu',
    closeMenu: 'Tutup menu',
    mainNavigation: 'Navigasi utama',
    switchLocale: 'English',
    switchLocaleLabel: 'Ganti bahasa ke English',
    breadcrumbs: 'Remah roti',
  },
  state: {
    loading: 'Memuat…',
    empty: 'Data tidak tersedia',
    noResult: 'Hasil tidak ditemukan',
    /** Spec §8 quotes it for announcements; shown verbatim in both locales (docs/decisions.md). */
    announcementsEmpty: 'Data tidak ditemukan',
    offline: 'Anda sedang luring. Beberapa konten mungkin tidak dapat dimuat.',
    retry: 'Coba lagi',
  },
  list: {
    readMore: 'Selengkapnya',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    page: 'Halaman {{page}}',
    pagination: 'Navigasi halaman',
  },
  error: {
    notFoundTitle: 'Halaman tidak ditemukan',
    notFoundMessage: 'This page could not be found',
    notFoundHint: 'Halaman yang Anda cari tidak tersedia atau telah dipindahkan.',
    serverErrorTitle: 'Terjadi kesalahan',
    serverErrorHint: 'Maaf, terjadi kesalahan pada server. Silakan coba beberapa saat lagi.',
    underRepairTitle: 'Halaman sedang dalam perbaikan',
    underRepairHint: 'Bagian situs ini sedang dalam perbaikan. Silakan coba lagi nanti; halaman lain tetap dapat digunakan.',
    contentUnavailableTitle: 'Konten tidak tersedia',
    pageUnavailableTitle: 'Halaman tidak tersedia',
    errorPageFailed: 'An error occurred while showing the error page',
    backHome: 'Kembali ke beranda',
    status: 'Kode {{status}}',
  },
  popup: {
    close: 'Tutup',
  },
  select: {
    placeholder: 'Pilih',
  },
  captcha: {
    testLabel: "Saya bukan robot (mode uji)",
  },
  footer: {
    copyright: '© {{year}} {{name}}. Hak cipta dilindungi.',
  },
};

/** The shape every catalog of this namespace must have. */
export type CommonCatalog = typeof id;
