import type { PageLoaderArgs } from '@brids/platform';

/**
 * A page loader that loads its data for the server's render only, so the page's form is in the server's
 * HTML and can be filled in at the first paint. In the browser it loads nothing (null): there the
 * component's `useRemote` loads the data, with its loading line, its failure and its retry, as on every
 * page the browser renders. Null too when the content service did not answer the server: the browser
 * then asks it itself.
 */
export function serverLoader<T>(load: (args: PageLoaderArgs) => Promise<T>): (args: PageLoaderArgs) => Promise<T | null> {
  return async (args) => (typeof document === 'undefined' ? load(args).catch(() => null) : null);
}
