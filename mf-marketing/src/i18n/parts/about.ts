import { addCatalog } from '@brids/i18n';
import { NS } from '../ns.ts';

export { NS };

/** The marketing namespace's 'about' keys, added when a page that uses them loads (a first view carries only its own words). */
const id = {
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
addCatalog(NS, { id, en });
