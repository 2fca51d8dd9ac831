/** The shell's own catalog, Indonesian (the default locale: keys are typed from it). */
export const id = {
  header: {
    search: 'Cari',
    searchLabel: 'Cari di situs',
    searchPlaceholder: 'Cari produk, riset, edukasi…',
    supportLinks: 'Tautan bantuan',
    joinNow: 'Gabung Sekarang',
    login: 'Login',
    openAccount: 'Buka Rekening',
    microsites: 'Situs lainnya',
    openSubmenu: 'Buka submenu {{title}}',
  },
  footer: {
    address: 'Alamat',
    phone: 'Telepon',
    email: 'Email',
    followUs: 'Ikuti kami',
    partners: 'Terdaftar dan diawasi',
    menu: 'Menu footer',
    social: {
      instagram: 'Instagram',
      youtube: 'YouTube',
      telegram: 'Telegram',
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
      tiktok: 'TikTok',
    },
  },
  progress: {
    loading: 'Memuat halaman',
  },
  auth: {
    logout: 'Keluar',
    signedInAs: 'Masuk sebagai {{name}}',
  },
};
export type ShellCatalog = typeof id;
