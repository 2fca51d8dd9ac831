import { pageCall } from '@brids/contracts/page-call';
import type { Page } from '@brids/contracts';
import { EVENT_PERIODS, type EventPeriod } from '@brids/contracts/education/constants';
import type { EduvestEventList } from '@brids/contracts/education';
import type { PageLoaderArgs } from '@brids/platform';
import { loadList, oneOfParam, paging, type Loaded } from '@brids/platform/list';
import { eventsCall } from '../../api/events.ts';

export const EVENTS_PER_PAGE = 12;

export interface EduvestListData {
  page: Page;
  period: EventPeriod;
  events: Loaded<EduvestEventList>;
}

/** The Eduvest page and the events of the URL's period (upcoming unless `?period=past`) and page. */
export async function loadEduvestList({ api, locale, url }: PageLoaderArgs): Promise<EduvestListData> {
  const period = oneOfParam(url, 'period', EVENT_PERIODS) ?? 'upcoming';
  const [page, events] = await Promise.all([
    pageCall(api, { slug: 'brids-eduvest', locale }),
    loadList(eventsCall(api, { locale, period, ...paging(url, EVENTS_PER_PAGE) })),
  ]);
  return { page: page.data, period, events };
}
