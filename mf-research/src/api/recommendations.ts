import { list, type Locale, lazySchema } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { Paging } from '@brids/platform/list';

/** GET /api/recommendations: a page of stock recommendations, newest first. */
export const recommendations = defineGet({
  path: () => '/recommendations',
  schema: lazySchema(() => import('@brids/contracts/research/recommendations').then((m) => list(m.recommendation))),
  query: (args: Paging & { locale: Locale }) => ({ locale: args.locale, 'page[number]': args['page[number]'], 'page[size]': args['page[size]'] }),
});
