import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The marketing namespace's 'promo' words in Indonesian (the default locale: they type the keys). */
export const id = {
  promo: {
    validity: "Berlaku {{from}} – {{until}}",
    status: {
      active: "Aktif",
      "ending-soon": "Segera berakhir",
      expired: "Berakhir"
    },
    terms: "Syarat dan ketentuan"
  }
};
const en: typeof id = {
  promo: {
    validity: "Valid {{from}} – {{until}}",
    status: {
      active: "Active",
      "ending-soon": "Ending soon",
      expired: "Expired"
    },
    terms: "Terms and conditions"
  }
};
/** The 'promo' part of the marketing namespace, listed in `catalogs` by every page that shows its words. */
export const promoCatalog = defineCatalog(NS, { id, en });
