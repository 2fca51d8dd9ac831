// Part of the shell's `shell` namespace. The preview page's words (its own chunk), loaded in the visitor's language by definePage.

export const id = {
  preview: {
    banner: 'Pratinjau draf: konten ini belum diterbitkan dan hanya terlihat oleh editor.',
    published: 'Konten ini sudah diterbitkan.',
  },
};

export const en: typeof id = {
  preview: {
    banner: 'Draft preview: this content is not published and only editors can see it.',
    published: 'This content is published.',
  },
};
