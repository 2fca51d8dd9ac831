import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { Sector } from '@brids/contracts/research/constants';
import type { Paging } from '@brids/platform/list';

// One module per call of /api/companies: a page's chunk carries only the calls and schemas it makes.

/** GET /api/companies: a page of listed companies, by name or ticker and sector. */
export const companies = defineGet({
  path: () => '/companies',
  schema: lazySchemaOf(() => import('@brids/contracts/research/companies'), (m, s) => s.list(m.companySummary)),
  query: (args: Paging & { locale: Locale; q?: string | undefined; sector?: Sector | undefined }) => ({
    locale: args.locale,
    'filter[q]': args.q,
    'filter[sector]': args.sector,
    'page[number]': args['page[number]'],
    'page[size]': args['page[size]'],
  }),
});
