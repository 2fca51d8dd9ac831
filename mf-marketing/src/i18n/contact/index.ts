import { defineCatalog } from '@brids/i18n/catalog';
import { id } from './id.ts';

/** The contact page's own i18next namespace. */
export const NS = 'marketing-contact';

/** The contact page's words, listed in its `catalogs`: the Indonesian ones in the page's chunk, the English ones a chunk fetched only in English. */
export const contactCatalog = defineCatalog(NS, { id, en: () => import('./en.ts').then((m) => m.en) });
