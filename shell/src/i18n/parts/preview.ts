// Part of the shell's `shell` namespace. The preview page's words (its own chunk), loaded in the visitor's language by definePage.

export const id = {
  preview: {
    banner: 'Pratinjau draf: ini belum tentu yang dilihat pengunjung situs. Hanya pemegang tautan ini yang dapat melihatnya.',
    expires: 'Tautan ini berlaku hingga {{date}} pukul {{time}} WIB.',
    newer: 'Sudah ada versi yang lebih baru ({{version}}). Buat tautan pratinjau baru di konsol untuk melihatnya.',
    loading: 'Memuat draf…',
    expiredTitle: 'Tautan pratinjau ini sudah kedaluwarsa atau tidak valid',
    expiredMessage: 'Tautan pratinjau berlaku 24 jam. Buat tautan baru di konsol dengan “Pratinjau draf di situs”.',
    failed: 'Draf tidak dapat dimuat. Silakan coba lagi.',
    retry: 'Coba lagi',
    openFile: 'Buka {{name}}',
    facts: {
      kind: 'Jenis konten',
      key: 'Kunci',
      version: 'Versi',
      status: 'Status',
      updated: 'Diubah',
    },
    status: {
      draft: 'Draf',
      'in-review': 'Ditinjau',
      published: 'Terbit',
      archived: 'Diarsipkan',
    },
  },
};

export const en: typeof id = {
  preview: {
    banner: 'Draft preview: this may not be what visitors of the site see. Only people with this link can see it.',
    expires: 'This link works until {{date}} at {{time}} WIB.',
    newer: 'A newer version ({{version}}) exists. Make a new preview link in the console to see it.',
    loading: 'Loading the draft…',
    expiredTitle: 'This preview link has expired or is not valid',
    expiredMessage: 'Preview links work for 24 hours. Make a new one in the console with “Preview the draft on the site”.',
    failed: 'The draft could not be loaded. Please try again.',
    retry: 'Try again',
    openFile: 'Open {{name}}',
    facts: {
      kind: 'Content kind',
      key: 'Key',
      version: 'Version',
      status: 'Status',
      updated: 'Changed',
    },
    status: {
      draft: 'Draft',
      'in-review': 'In review',
      published: 'Published',
      archived: 'Archived',
    },
  },
};
