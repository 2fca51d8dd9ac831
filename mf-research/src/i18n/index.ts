import type { Locale } from '@brids/contracts';
import { i18n } from '@brids/i18n';
import type { ResearchCatalog } from './id.ts';

/** The research remote's i18next namespace, added to the page's one instance. */
export const NS = 'research';

const CATALOGS: Record<Locale, () => Promise<ResearchCatalog>> = {
  id: () => import('./id.ts').then((m) => m.id),
  en: () => import('./en.ts').then((m) => m.en),
};

/**
 * Adds the research words of `locale` to the page's instance, once. Every research page's loader awaits it
 * (`researchPage`), so a visitor downloads the words of their own language only, beside the page's data.
 */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, NS)) return;
  i18n.addResourceBundle(locale, NS, await CATALOGS[locale](), true, false);
}
