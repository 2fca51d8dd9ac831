import { defineCatalog } from '@brids/i18n/catalog';

/** The research remote's i18next namespace. */
export const NS = 'research';

/** The research words, one chunk per language: every page lists it (`definePage`), so a visitor loads only their own language's. */
export const researchCatalog = defineCatalog(NS, {
  id: () => import('./id.ts').then((m) => m.id),
  en: () => import('./en.ts').then((m) => m.en),
});
