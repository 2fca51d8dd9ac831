// A subpath entry (`@brids/i18n/newest-words-win`) for the shell server only: no page bundles it.
import { i18n } from './instance.ts';

let winning = false;

/**
 * The shell server's instance outlives pins: the server builds of every version pinned in turn add their
 * words to it, so a version pinned later must replace the words of the one it follows (a changed label),
 * not merge under them as `addCatalog` does in the browser (one version of a remote per page, parts of a
 * namespace never overwriting each other). From this call on, every word added overwrites.
 */
export function newestWordsWin(): void {
  if (winning) return;
  winning = true;
  const add = i18n.addResourceBundle.bind(i18n);
  i18n.addResourceBundle = (lng, ns, resources, deep) => add(lng, ns, resources, deep, true);
}
