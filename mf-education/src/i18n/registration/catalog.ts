import { defineCatalog } from '@brids/i18n/catalog';
import { en } from './en.ts';
import { id } from './id.ts';

/** The Eduvest registration pages' own i18next namespace. */
export const NS = 'education-registration';

/** The registration steps' words. */
export const registrationCatalog = defineCatalog(NS, { id, en });
