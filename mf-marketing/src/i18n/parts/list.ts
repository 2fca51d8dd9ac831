import { addCatalog } from '@brids/i18n';
import { NS } from '../ns.ts';

export { NS };

/** The marketing namespace's 'list' keys, added when a page that uses them loads (a first view carries only its own words). */
const id = {
  list: {
    loading: "Memuat…",
    error: "Data tidak dapat dimuat. Silakan coba lagi.",
    retry: "Coba lagi"
  }
};
const en: typeof id = {
  list: {
    loading: "Loading…",
    error: "The data could not be loaded. Please try again.",
    retry: "Try again"
  }
};
addCatalog(NS, { id, en });
