import { defineCatalog } from '@brids/i18n/catalog';

/** The Eduvest registration pages' own i18next namespace. */
export const NS = 'education-registration';

/** The registration steps' words, each language a chunk of its own (loaded with the step's data). */
export const registrationCatalog = defineCatalog(NS, {
  id: () => import('./id.ts').then((m) => m.id),
  en: () => import('./en.ts').then((m) => m.en),
});
