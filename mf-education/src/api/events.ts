import { single, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import { eduvestEvent, eduvestEventList, type EventPeriod } from '@brids/contracts/education';
import type { Paging } from '@brids/platform/list';

/** GET /api/eduvest-events: one period's events (a page of them) and both periods' counts. */
export const eventsCall = defineGet({
  path: () => '/eduvest-events',
  schema: eduvestEventList,
  query: ({ locale, period, ...paging }: { locale: Locale; period: EventPeriod } & Paging) => ({ locale, 'filter[period]': period, ...paging }),
});

/** GET /api/eduvest-events/{slug}: one event, its status and seats left computed by the service. */
export const eventCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/eduvest-events/${encodeURIComponent(slug)}`,
  schema: single(eduvestEvent),
  query: ({ locale }) => ({ locale }),
});
