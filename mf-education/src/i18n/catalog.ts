import { defineCatalog } from '@brids/i18n/catalog';

/** The education remote's i18next namespace. */
export const NS = 'education';

/**
 * The education pages' words (every page of this remote lists it in `definePage({ catalogs })`): each
 * language is a chunk of its own, loaded with the page's data, so a first view carries one language only.
 */
export const educationCatalog = defineCatalog(NS, {
  id: () => import('./id.ts').then((m) => m.id),
  en: () => import('./en.ts').then((m) => m.en),
});
