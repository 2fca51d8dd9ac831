import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The marketing namespace's 'faq' words in Indonesian (the default locale: they type the keys). */
export const id = {
  faq: {
    filter: "Cari pertanyaan",
    filterPlaceholder: "Ketik kata kunci, mis. PIN",
    permalink: "Tautan ke pertanyaan ini",
    back: "Kembali ke semua FAQ"
  }
};
const en: typeof id = {
  faq: {
    filter: "Search the questions",
    filterPlaceholder: "Type a keyword, e.g. PIN",
    permalink: "Link to this question",
    back: "Back to all FAQ"
  }
};
/** The 'faq' part of the marketing namespace, listed in `catalogs` by every page that shows its words. */
export const faqCatalog = defineCatalog(NS, { id, en });
