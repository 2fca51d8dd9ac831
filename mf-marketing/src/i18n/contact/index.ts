import { defineCatalog } from '@brids/i18n/catalog';
import { en } from './en.ts';
import { id } from './id.ts';

/** The contact page's own i18next namespace. */
export const NS = 'marketing-contact';

/** The contact page's words, listed in its `catalogs`. */
export const contactCatalog = defineCatalog(NS, { id, en });
