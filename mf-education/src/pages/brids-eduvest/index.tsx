import { useTranslation } from 'react-i18next';
import type { Page } from '@brids/contracts';
import { EVENT_PERIODS, type EduvestEventList, type EventPeriod } from '@brids/contracts/education';
import { definePage } from '@brids/platform';
import { Container, PageHeader, crumbTo } from '@brids/ui';
import { fetchEvents } from '../../api/events.ts';
import { EventCard } from '../../components/event-card.tsx';
import { TabbedList } from '../../components/tabbed-list.tsx';
import { NS } from '../../i18n/index.ts';
import { PERIOD_LABEL } from '../../i18n/labels.ts';
import { loaded, oneOfParam, pageParam, type Loaded } from '../../lib/query.ts';
import '../../components/education.css';

export const EVENTS_PER_PAGE = 12;

export interface EduvestListData {
  page: Page;
  period: EventPeriod;
  events: Loaded<EduvestEventList>;
}

/** The Eduvest events: upcoming and past as tabs with counters (`?period=past`), each event with its status badge. */
export default definePage<EduvestListData>({
  loader: async ({ api, locale, url }) => {
    const period = oneOfParam(url, 'period', EVENT_PERIODS) ?? 'upcoming';
    const [page, events] = await Promise.all([
      api.page('brids-eduvest', locale),
      loaded(fetchEvents(api, { locale, period, page: pageParam(url), perPage: EVENTS_PER_PAGE })),
    ]);
    return { page, period, events };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const { events, period } = data;
    const counts = events.ok ? events.value.meta.counts : undefined;
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} trail={[crumbTo('education', locale)]} />
        <Container>
          <TabbedList
            label={t('period.label')}
            param="period"
            tabs={EVENT_PERIODS.map((id) => ({ id, label: t(PERIOD_LABEL[id]), ...(counts ? { count: counts[id] } : {}) }))}
            selected={period}
            list={events}
            route="brids-eduvest"
            locale={locale}
            renderItem={(event) => <EventCard event={event} locale={locale} headingLevel={2} />}
          />
        </Container>
      </>
    );
  },
});
