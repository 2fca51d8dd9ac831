import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { EduvestEventSummary } from '@brids/contracts/education';
import { localePath } from '@brids/platform';
import { StatusLabel } from '@brids/ui';
import { NS } from '../i18n/catalog.ts';
import { formatWibDateTime } from './wib.ts';

/**
 * The way to register while registration is open; otherwise why not: fully booked, finished,
 * cancelled, not open yet (with its opening time) or closed. Never a register link then.
 */
export function EventRegistration({ event, locale }: { event: EduvestEventSummary; locale: Locale }) {
  const { t } = useTranslation(NS);
  // The time the page was shown: whether a closed registration is still to open.
  const [shownAt] = useState(Date.now);
  switch (event.status) {
    case 'open':
      return (
        <Link className="edu-button edu-button--primary" to={localePath('eduvest-register', { slug: event.slug }, locale)}>
          {t('event.register')}
        </Link>
      );
    case 'full':
      return <p className="edu-notice"><StatusLabel variant="danger">{t('status.full')}</StatusLabel> {t('event.fullNotice')}</p>;
    case 'finished':
      return <p className="edu-notice"><StatusLabel variant="warning">{t('status.finished')}</StatusLabel> {t('event.finishedNotice')}</p>;
    case 'closed': {
      const notYet = !event.is_cancelled && Date.parse(event.registration_opens_at) > shownAt;
      const why = event.is_cancelled
        ? t('event.cancelledNotice')
        : notYet
          ? t('event.notYetOpenNotice', { date: formatWibDateTime(event.registration_opens_at, locale) })
          : t('event.closedNotice');
      return <p className="edu-notice"><StatusLabel variant="warning">{t('status.closed')}</StatusLabel> {why}</p>;
    }
  }
}
