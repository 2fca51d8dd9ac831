import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The marketing namespace's 'list' words in Indonesian (the default locale: they type the keys). */
export const id = {
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
/** The 'list' part of the marketing namespace, listed in `catalogs` by every page that shows its words. */
export const listCatalog = defineCatalog(NS, { id, en });
