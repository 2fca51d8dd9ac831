import { addCatalog } from '@brids/i18n';
import { NS } from '../ns.ts';

export { NS };

/** The marketing namespace's 'announcement' keys, added when a page that uses them loads (a first view carries only its own words). */
const id = {
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
addCatalog(NS, { id, en });
