/** The console's two languages: Indonesian (default) and English, for its own labels and react-admin's. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { consoleEn } from './en.ts';
import { consoleId, reactAdminId } from './id.ts';

export const LOCALES = ['id', 'en'] as const;
export type ConsoleLocale = (typeof LOCALES)[number];

/** Each language's messages: react-admin's and the console's own (field labels come with each kind: its `fieldLabels`). */
export const catalogues = {
  id: { ...reactAdminId, ...consoleId },
  en: { ...englishMessages, ...consoleEn },
};

export const i18nProvider = polyglotI18nProvider((locale) => catalogues[locale as ConsoleLocale] ?? catalogues.id, 'id', [
  { locale: 'id', name: 'Bahasa Indonesia' },
  { locale: 'en', name: 'English' },
], { allowMissing: true });
