import { definePage, type PageDefinition, type PageLoaderArgs } from '@brids/platform';
import { loadCatalog } from '../i18n/index.ts';

/** `definePage` for a research page: its loader also loads the research words of the visitor's language. */
export function researchPage<D>(page: PageDefinition<D> & { loader: (args: PageLoaderArgs) => Promise<D> }): PageDefinition<D> & { loader: (args: PageLoaderArgs) => Promise<D> } {
  return definePage<D>({
    ...page,
    loader: async (args) => (await Promise.all([page.loader(args), loadCatalog(args.locale)]))[0],
    prepare: loadCatalog,
  }) as PageDefinition<D> & { loader: (args: PageLoaderArgs) => Promise<D> };
}
