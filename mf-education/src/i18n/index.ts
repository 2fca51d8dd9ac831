import { addCatalog } from '@brids/i18n';
import { en } from './en.ts';
import { id } from './id.ts';

/** The education remote's i18next namespace, added to the page's one instance. */
export const NS = 'education';
addCatalog(NS, { id, en });
