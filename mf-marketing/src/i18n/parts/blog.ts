import { addCatalog } from '@brids/i18n';
import { NS } from '../ns.ts';

export { NS };

/** The marketing namespace's 'blog' keys, added when a page that uses them loads (a first view carries only its own words). */
const id = {
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
addCatalog(NS, { id, en });
