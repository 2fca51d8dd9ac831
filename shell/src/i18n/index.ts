import { addCatalog } from '@brids/i18n';
import { en } from './en.ts';
import { id } from './id.ts';

/** The shell's own i18next namespace (header, footer, floating buttons, login). */
export const NS = 'shell';
addCatalog(NS, { id, en });
