import { addCatalog } from '@brids/i18n';
import { en } from './en.ts';
import { id } from './id.ts';

/** The Eduvest registration pages' own i18next namespace. */
export const NS = 'education-registration';
addCatalog(NS, { id, en });
