import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Page } from '@brids/contracts';
import { EVENT_PERIODS, type EduvestEventList, type EventPeriod } from '@brids/contracts/education';
import { definePage, localePath } from '@brids/platform';
import { Container, PageHeader, Pagination, crumbTo } from '@brids/ui';
import { Tabs } from '@brids/ui/tabs';
import { fetchEvents } from '../../api/events.ts';
import { EventCard } from '../../components/event-card.tsx';
import { ListState, useListNavigation } from '../../components/list-state.tsx';
import { NS } from '../../i18n/index.ts';
import { loaded, oneOfParam, pageParam, withQuery, type Loaded } from '../../lib/query.ts';
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
    const list = useListNavigation();
    const { search } = useLocation();
    const { events, period } = data;
    const counts = events.ok ? events.value.meta.counts : undefined;
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} trail={[crumbTo('education', locale)]} />
        <Container>
          <Tabs
            label={t('period.label')}
            activation="manual"
            selected={period}
            items={EVENT_PERIODS.map((id) => ({ id, label: t(`period.${id}`), ...(counts ? { count: counts[id] } : {}) }))}
            onSelect={(id) => list.go(withQuery(search, { period: id === 'upcoming' ? undefined : id, page: undefined }))}
          >
            <ListState busy={list.busy} failed={!events.ok} empty={events.ok && events.value.data.length === 0}>
              {events.ok ? (
                <>
                  <ul className="edu-grid">
                    {events.value.data.map((event) => (
                      <li key={event.slug}>
                        <EventCard event={event} locale={locale} headingLevel={2} />
                      </li>
                    ))}
                  </ul>
                  <Pagination
                    meta={events.value.meta}
                    hrefOf={(page) => `${localePath('brids-eduvest', {}, locale)}${withQuery(search, { page: page === 1 ? undefined : String(page) })}`}
                  />
                </>
              ) : null}
            </ListState>
          </Tabs>
        </Container>
      </>
    );
  },
});
