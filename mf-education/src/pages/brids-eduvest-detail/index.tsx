import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@brids/contracts';
import { definePage, localePath } from '@brids/platform';
import { Container, PageHeader, RichText, crumbTo } from '@brids/ui';
import { EventFacts } from '../../components/event-facts.tsx';
import { NS } from '../../i18n/index.ts';

/** One Eduvest webinar: when, where, what, and the way to register. */
export default definePage<Entry>({
  loader: ({ api, locale, params }) => api.entry('eduvest-events', params.slug ?? '', locale),
  Component: ({ data: event, locale }) => {
    const { t } = useTranslation(NS);
    return (
      <>
        <PageHeader
          title={event.title}
          summary={event.summary}
          trail={[crumbTo('education', locale), crumbTo('brids-eduvest', locale)]}
        >
          <EventFacts event={event} locale={locale} />
          <Link className="event-cta" to={localePath('eduvest-register', { slug: event.slug }, locale)}>
            {t('event.register')}
          </Link>
        </PageHeader>
        <Container>
          <RichText html={event.body} />
        </Container>
      </>
    );
  },
});
