import { type Locale, lazySchema } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { Paging } from '@brids/platform/list';

/** GET /api/sapa-mentari: a page of editions (of one month, or all), with each month's count. */
export const sapaMentariEditions = defineGet({
  path: () => '/sapa-mentari',
  schema: lazySchema(() => Promise.all([import('@brids/contracts/research/common'), import('@brids/contracts/research/sapa-mentari')]).then(([c, m]) => c.researchList(m.sapaMentariSummary))),
  query: (args: Paging & { locale: Locale; month?: string | undefined }) => ({
    locale: args.locale,
    'filter[month]': args.month,
    'page[number]': args['page[number]'],
    'page[size]': args['page[size]'],
  }),
});
