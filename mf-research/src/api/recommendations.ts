import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { Paging } from '@brids/platform/list';

/** GET /api/recommendations: a page of stock recommendations, newest first. */
export const recommendations = defineGet({
  path: () => '/recommendations',
  schema: lazySchemaOf(() => import('@brids/contracts/research/recommendations'), (m, s) => s.list(m.recommendation)),
  query: (args: Paging & { locale: Locale }) => ({ locale: args.locale, 'page[number]': args['page[number]'], 'page[size]': args['page[size]'] }),
});
