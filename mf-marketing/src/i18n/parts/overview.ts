import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The marketing namespace's 'overview' words in Indonesian (the default locale: they type the keys). */
export const id = {
  overview: {
    products: "Produk",
    services: "Layanan",
    more: "Selengkapnya"
  }
};
const en: typeof id = {
  overview: {
    products: "Products",
    services: "Services",
    more: "Learn more"
  }
};
/** The 'overview' part of the marketing namespace, listed in `catalogs` by every page that shows its words. */
export const overviewCatalog = defineCatalog(NS, { id, en });
