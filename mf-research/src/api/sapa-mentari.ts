import type { Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import { researchList, sapaMentariSummary } from '@brids/contracts/research';
import type { Paging } from '@brids/platform/list';

/** GET /api/sapa-mentari: a page of editions (of one month, or all), with each month's count. */
export const sapaMentariEditions = defineGet({
  path: () => '/sapa-mentari',
  schema: researchList(sapaMentariSummary),
  query: (args: Paging & { locale: Locale; month?: string | undefined }) => ({
    locale: args.locale,
    'filter[month]': args.month,
    'page[number]': args['page[number]'],
    'page[size]': args['page[size]'],
  }),
});
