import { addCatalog } from '@brids/i18n';
import { en } from './en.ts';
import { id } from './id.ts';

/** The research remote's i18next namespace, added to the page's one instance. */
export const NS = 'research';
addCatalog(NS, { id, en });
