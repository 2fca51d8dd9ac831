import { lazySchema, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { Paging } from '@brids/platform/list';

/** Results on a page of the site search. */
export const SEARCH_PAGE_SIZE = 10;

/** GET /api/site-search: a page of ranked results of one kind (or all), and every kind's count. */
export const siteSearchCall = defineGet({
  path: () => '/site-search',
  schema: lazySchema(() => import('@brids/contracts/marketing/search').then((m) => m.searchResultList)),
  query: (args: { locale: Locale; q: string; kind?: string | undefined } & Paging) => ({
    locale: args.locale,
    'filter[q]': args.q,
    'filter[kind]': args.kind,
    'page[number]': args['page[number]'],
    'page[size]': args['page[size]'],
  }),
});
