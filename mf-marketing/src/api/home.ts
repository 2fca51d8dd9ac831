import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { Paging } from '@brids/platform/list';

/** The home page's teasers (research, promos, announcements, articles): the first three of each list. */
export const HOME_TEASER_PAGE: Paging = { 'page[number]': 1, 'page[size]': 3 };

/** GET /api/home: the hero's slides and the quick links. */
export const homeCall = defineGet({
  path: () => '/home',
  schema: lazySchemaOf(() => import('@brids/contracts/marketing/home'), (m, s) => s.single(m.homeContent)),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});
