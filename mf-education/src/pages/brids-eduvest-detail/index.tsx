import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { definePage, localePath } from '@brids/platform';
import { Container, Image, PageHeader, RichText, crumbTo } from '@brids/ui';
import { EventFacts } from '../../components/event-facts.tsx';
import { EventRegistration } from '../../components/event-registration.tsx';
import { EventStatusBadge } from '../../components/event-status-badge.tsx';
import { educationCatalog, NS } from '../../i18n/catalog.ts';
import { FORMAT_LABEL } from '../../i18n/labels.ts';
import { loadEvent } from './loader.ts';
import '../../components/education.css';

/** One Eduvest event: status, time (WIB), format and place, quota and seats left, speakers, agenda, and the way to register while open. */
export default definePage({
  loader: loadEvent,
  catalogs: [educationCatalog],
  Component: ({ data: event, locale }) => {
    const { t } = useTranslation(NS);
    return (
      <>
        <PageHeader title={event.title} summary={event.summary} trail={[crumbTo('education', locale), crumbTo('brids-eduvest', locale)]}>
          <p className="edu-card__badges">
            <EventStatusBadge status={event.status} />
            <span className="edu-chip">{t(FORMAT_LABEL[event.format])}</span>
          </p>
          <EventFacts event={event} locale={locale} />
          <EventRegistration event={event} locale={locale} />
        </PageHeader>
        <Container>
          <div className="edu-detail">
            <div>
              {event.image ? (
                <Image className="edu-detail__hero" src={event.image.url} alt="" width={960} height={540} sizes="(max-width: 64em) 100vw, 640px" />
              ) : null}
              <h2>{t('event.about')}</h2>
              <RichText html={event.description} />
              <p>
                <Link to={localePath('brids-eduvest', {}, locale)}>{t('event.backToEvents')}</Link>
              </p>
            </div>
            <aside className="edu-aside">
              {event.speakers.length > 0 ? (
                <section className="edu-box" aria-labelledby="event-speakers">
                  <h2 id="event-speakers">{t('event.speakers')}</h2>
                  <ul className="edu-speakers">
                    {event.speakers.map((speaker) => (
                      <li key={speaker.name}>
                        <strong>{speaker.name}</strong>
                        <span>{speaker.role}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {event.agenda.length > 0 ? (
                <section className="edu-box" aria-labelledby="event-agenda">
                  <h2 id="event-agenda">{t('event.agenda')}</h2>
                  <ol className="edu-agenda">
                    {event.agenda.map((item) => (
                      <li key={`${item.time}-${item.title}`}>
                        <span>{item.time} WIB</span>
                        <span>{item.title}</span>
                      </li>
                    ))}
                  </ol>
                </section>
              ) : null}
            </aside>
          </div>
        </Container>
      </>
    );
  },
});
