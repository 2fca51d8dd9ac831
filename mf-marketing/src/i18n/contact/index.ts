import { addCatalog } from '@brids/i18n';
import { en } from './en.ts';
import { id } from './id.ts';

/** The contact page's own i18next namespace, added to the page's one instance by the page that shows it. */
export const NS = 'marketing-contact';
addCatalog(NS, { id, en });
