import { addCatalog } from '@brids/i18n';
import { en } from './en.ts';
import { id } from './id.ts';

/** The marketing remote's i18next namespace, added to the page's one instance. */
export const NS = 'marketing';
addCatalog(NS, { id, en });
