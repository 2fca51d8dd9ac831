import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The marketing namespace's 'announcement' words in Indonesian (the default locale: they type the keys). */
export const id = {
  announcement: {
    year: "Tahun",
    allYears: "Semua tahun",
    filter: "Tampilkan",
    attachments: "Lampiran",
    attachmentCount: "{{count}} lampiran",
    download: "Unduh {{name}} (PDF, {{size}})"
  }
};
const en: typeof id = {
  announcement: {
    year: "Year",
    allYears: "All years",
    filter: "Show",
    attachments: "Attachments",
    attachmentCount: "{{count}} attachment(s)",
    download: "Download {{name}} (PDF, {{size}})"
  }
};
/** The 'announcement' part of the marketing namespace, listed in `catalogs` by every page that shows its words. */
export const announcementCatalog = defineCatalog(NS, { id, en });
