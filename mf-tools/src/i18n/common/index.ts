import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';
import { id } from './id.ts';

/** The words every page of the remote shows (states, units): listed by each page. */
export const commonCatalog = defineCatalog(NS, { id, en: () => import('./en.ts').then((m) => m.en) });
