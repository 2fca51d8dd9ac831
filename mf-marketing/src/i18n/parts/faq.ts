import { addCatalog } from '@brids/i18n';
import { NS } from '../ns.ts';

export { NS };

/** The marketing namespace's 'faq' keys, added when a page that uses them loads (a first view carries only its own words). */
const id = {
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
addCatalog(NS, { id, en });
