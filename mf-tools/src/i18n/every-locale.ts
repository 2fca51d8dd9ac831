import { LOCALES } from '@brids/contracts';
import type { Catalog } from '@brids/i18n/catalog';

/**
 * Adds both locales' words of catalogs that come with a lazy chunk (not with a page): the words are
 * in that chunk anyway, and a switch of language then shows the chunk's part in the new language at once.
 */
export async function loadEveryLocale(catalogs: readonly Catalog[]): Promise<void> {
  await Promise.all(catalogs.flatMap((catalog) => LOCALES.map((locale) => catalog.load(locale))));
}
