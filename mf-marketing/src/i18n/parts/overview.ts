import { addCatalog } from '@brids/i18n';
import { NS } from '../ns.ts';

export { NS };

/** The marketing namespace's 'overview' keys, added when a page that uses them loads (a first view carries only its own words). */
const id = {
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
addCatalog(NS, { id, en });
