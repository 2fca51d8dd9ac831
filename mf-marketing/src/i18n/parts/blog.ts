import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The marketing namespace's 'blog' words in Indonesian (the default locale: they type the keys). */
export const id = {
  blog: {
    categories: "Kategori",
    all: "Semua",
    by: "Oleh {{name}}",
    minutes: "{{count}} menit baca",
    share: "Bagikan",
    shareOn: "Bagikan ke {{network}}",
    copyLink: "Salin tautan",
    copied: "Tautan disalin",
    related: "Artikel terkait",
    editorBoard: "Dewan Redaksi",
    editors: "Tim redaksi"
  }
};
const en: typeof id = {
  blog: {
    categories: "Categories",
    all: "All",
    by: "By {{name}}",
    minutes: "{{count}} min read",
    share: "Share",
    shareOn: "Share on {{network}}",
    copyLink: "Copy link",
    copied: "Link copied",
    related: "Related articles",
    editorBoard: "Editorial Board",
    editors: "Editorial team"
  }
};
/** The 'blog' part of the marketing namespace, listed in `catalogs` by every page that shows its words. */
export const blogCatalog = defineCatalog(NS, { id, en });
