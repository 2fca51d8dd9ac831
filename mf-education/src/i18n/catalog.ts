import { defineCatalog } from '@brids/i18n/catalog';
import { en } from './en.ts';
import { id } from './id.ts';

/** The education remote's i18next namespace. */
export const NS = 'education';

/** The education pages' words (every page of this remote lists it in `definePage({ catalogs })`). */
export const educationCatalog = defineCatalog(NS, { id, en });
