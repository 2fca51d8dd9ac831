import { lazySchemaOf, lazySchema, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { EventPeriod } from '@brids/contracts/education/constants';
import type { Paging } from '@brids/platform/list';

/** GET /api/eduvest-events: one period's events (a page of them) and both periods' counts. */
export const eventsCall = defineGet({
  path: () => '/eduvest-events',
  schema: lazySchema(() => import('@brids/contracts/education').then((m) => m.eduvestEventList)),
  query: ({ locale, period, ...paging }: { locale: Locale; period: EventPeriod } & Paging) => ({ locale, 'filter[period]': period, ...paging }),
});

/** GET /api/eduvest-events/{slug}: one event, its status and seats left computed by the service. */
export const eventCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/eduvest-events/${encodeURIComponent(slug)}`,
  schema: lazySchemaOf(() => import('@brids/contracts/education'), (m, s) => s.single(m.eduvestEvent)),
  query: ({ locale }) => ({ locale }),
});
