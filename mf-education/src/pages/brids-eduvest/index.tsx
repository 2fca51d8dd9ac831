import { useTranslation } from 'react-i18next';
import { EVENT_PERIODS } from '@brids/contracts/education/constants';
import { definePage } from '@brids/platform';
import { Container, PageHeader, crumbTo } from '@brids/ui';
import { EventCard } from '../../components/event-card.tsx';
import { TabbedList } from '../../components/tabbed-list.tsx';
import { educationCatalog, NS } from '../../i18n/catalog.ts';
import { PERIOD_LABEL } from '../../i18n/labels.ts';
import { loadEduvestList, type EduvestListData } from './loader.ts';
import '../../components/education.css';

/** The Eduvest events: upcoming and past as tabs with counters (`?period=past`), each event with its status badge. */
export default definePage<EduvestListData>({
  loader: loadEduvestList,
  catalogs: [educationCatalog],
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
