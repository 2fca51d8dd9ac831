import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The marketing namespace's 'about' words in Indonesian (the default locale: they type the keys). */
export const id = {
  about: {
    story: "Kisah kami",
    vision: "Visi",
    mission: "Misi",
    management: "Manajemen",
    licences: "Izin usaha",
    awards: "Penghargaan",
    offices: "Kantor"
  }
};
const en: typeof id = {
  about: {
    story: "Our story",
    vision: "Vision",
    mission: "Mission",
    management: "Management",
    licences: "Licences",
    awards: "Awards",
    offices: "Offices"
  }
};
/** The 'about' part of the marketing namespace, listed in `catalogs` by every page that shows its words. */
export const aboutCatalog = defineCatalog(NS, { id, en });
