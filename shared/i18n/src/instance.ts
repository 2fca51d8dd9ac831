import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '@brids/contracts';
import { en } from './catalogs/en.ts';
import { id } from './catalogs/id.ts';

export const COMMON_NAMESPACE = 'common';

/**
 * The one i18next instance of the page. This package is a Module Federation singleton,
 * so the shell and every remote get this same object; remotes add their own namespaces.
 * The locale comes from the path prefix: browser-language detection is off (spec §9).
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  resources: { id: { [COMMON_NAMESPACE]: id }, en: { [COMMON_NAMESPACE]: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/**
 * Adds words to a namespace, for the locales given. Pages declare theirs with `defineCatalog` (catalog.ts),
 * which calls this when the page loads; the shell adds its own at start.
 */
export function addCatalog<C extends object>(namespace: string, catalogs: Partial<Record<Locale, C>>): void {
  // Deep, without overwriting: a namespace may come in parts (one per page), and adding a part twice
  // (two pages of one remote) changes nothing.
  for (const locale of LOCALES) {
    const words = catalogs[locale];
    if (words) i18n.addResourceBundle(locale, namespace, words, true, false);
  }
}

const fixedInstances = new Map<Locale, I18n>();

/**
 * The page's i18next instance with its language fixed to `locale` (same catalogs, shared store). A
 * locale's routes render under it, so a page's texts always speak the language of its own path: while
 * a switch of language loads the new page, the old one keeps its language instead of showing the new
 * language's labels over the old locale's numbers and content.
 */
export function i18nOf(locale: Locale): I18n {
  let fixed = fixedInstances.get(locale);
  if (!fixed) {
    fixed = i18n.cloneInstance({ lng: locale, initAsync: false });
    fixedInstances.set(locale, fixed);
  }
  return fixed;
}

/** Switch the page's language; every `useTranslation` consumer, in any remote, re-renders. */
export async function setLocale(locale: Locale): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
