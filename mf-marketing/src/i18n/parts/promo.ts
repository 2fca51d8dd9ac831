import { addCatalog } from '@brids/i18n';
import { NS } from '../ns.ts';

export { NS };

/** The marketing namespace's 'promo' keys, added when a page that uses them loads (a first view carries only its own words). */
const id = {
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
addCatalog(NS, { id, en });
