import { single, type Locale } from '@brids/contracts';
import { eduvestEvent, eduvestEventList, type EduvestEvent, type EduvestEventList, type EventPeriod } from '@brids/contracts/education';
import type { PageLoaderArgs } from '@brids/platform';

export type Api = PageLoaderArgs['api'];

/** GET /api/eduvest-events/{slug}: one event, its status and seats left computed by the service. */
export async function fetchEvent(api: Api, slug: string, locale: Locale): Promise<EduvestEvent> {
  return (await api.get(`/eduvest-events/${encodeURIComponent(slug)}`, single(eduvestEvent), { locale })).data;
}

/** GET /api/eduvest-events: one period's events (a page of them) and both periods' counts. */
export function fetchEvents(api: Api, query: { locale: Locale; period: EventPeriod; page?: number; perPage?: number }): Promise<EduvestEventList> {
  return api.get('/eduvest-events', eduvestEventList, {
    locale: query.locale,
    'filter[period]': query.period,
    'page[number]': query.page,
    'page[size]': query.perPage,
  });
}
