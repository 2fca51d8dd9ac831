import type { FlatNamespace } from 'i18next';
import type { Locale } from '@brids/contracts';
// A subpath entry (`@brids/i18n/catalog`), bundled into the pages that declare catalogs: it reaches the
// page's one instance through the shared singleton, never a copy of its own.
import { addCatalog } from '@brids/i18n';

/** A locale's words of a catalog: the object itself, or a loader of it (its own chunk, fetched only in that locale). */
export type WordsSource<W> = W | (() => Promise<W>);

/** A namespace's words, or a part of them, in every locale; a page lists the catalogs it shows (`definePage` loads them). */
export interface Catalog {
  readonly namespace: FlatNamespace;
  /** Adds the words of `locale` to the page's instance, once (later calls answer at once). */
  load(locale: Locale): Promise<void>;
}

/**
 * Declares a catalog of `namespace` (whole, or one part: parts are merged, and none overwrites another).
 * The English words must have the Indonesian ones' shape; a locale's loader runs on its first `load`.
 */
export function defineCatalog<W extends object>(namespace: FlatNamespace, words: { id: WordsSource<W>; en: WordsSource<NoInfer<W>> }): Catalog {
  const loads = new Map<Locale, Promise<void>>();
  const add = async (locale: Locale) => {
    const source = words[locale];
    addCatalog(namespace, { [locale]: typeof source === 'function' ? await source() : source });
  };
  return {
    namespace,
    load(locale) {
      let pending = loads.get(locale);
      if (!pending) {
        pending = add(locale).catch((error: unknown) => {
          loads.delete(locale);
          throw error;
        });
        loads.set(locale, pending);
      }
      return pending;
    },
  };
}

