import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { EduvestEventSummary } from '@brids/contracts/education';
import { localePath } from '@brids/platform';
import { Image } from '@brids/ui';
import { NS } from '../i18n/catalog.ts';
import { FORMAT_LABEL } from '../i18n/labels.ts';
import { formatEventTime } from './wib.ts';
import { EventStatusBadge } from './event-status-badge.tsx';

/** Seats left at which an open event's count is highlighted as nearly full. */
const FEW_SEATS = 10;

/** An Eduvest event in a list: image, status badge, title, time (WIB), format and place, seats left. */
export function EventCard({ event, locale, headingLevel = 3 }: { event: EduvestEventSummary; locale: Locale; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(NS);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const showSeats = event.status === 'open';
  return (
    <article className="edu-card">
      {event.image ? (
        <Image className="edu-card__image" src={event.image.url} alt="" width={480} height={270} sizes="(max-width: 48em) 100vw, 480px" />
      ) : null}
      <div className="edu-card__body">
        <p className="edu-card__badges">
          <EventStatusBadge status={event.status} />
          <span className="edu-chip">{t(FORMAT_LABEL[event.format])}</span>
        </p>
        <Heading className="edu-card__title">
          <Link to={localePath('brids-eduvest-detail', { slug: event.slug }, locale)}>{event.title}</Link>
        </Heading>
        <p className="edu-card__meta">{formatEventTime(event.starts_at, event.ends_at, locale)}</p>
        <p className="edu-card__meta">{event.venue}</p>
        {showSeats ? <p className={event.seats_left <= FEW_SEATS ? 'edu-card__seats edu-card__seats--few' : 'edu-card__seats'}>{t('event.seatsLeftCount', { count: event.seats_left })}</p> : null}
      </div>
    </article>
  );
}
