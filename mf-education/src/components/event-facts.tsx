import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { EduvestEventSummary } from '@brids/contracts/education';
import { formatNumber } from '@brids/i18n';
import { Facts } from '@brids/ui';
import { NS } from '../i18n/catalog.ts';
import { FORMAT_LABEL } from '../i18n/labels.ts';
import { formatEventTime, formatWibDateTime } from './wib.ts';

/** When (WIB), how (online or on site) and where an Eduvest event happens, its quota and the seats left. */
export function EventFacts({ event, locale }: { event: EduvestEventSummary; locale: Locale }) {
  const { t } = useTranslation(NS);
  const upcoming = event.status !== 'finished';
  return (
    <Facts
      items={[
        { label: t('event.when'), value: formatEventTime(event.starts_at, event.ends_at, locale) },
        { label: t('event.format'), value: t(FORMAT_LABEL[event.format]) },
        { label: t('event.place'), value: event.venue },
        { label: t('event.quota'), value: formatNumber(event.quota, locale) },
        { label: t('event.seatsLeft'), value: upcoming ? formatNumber(event.seats_left, locale) : null },
        {
          label: t('event.registration'),
          value: upcoming
            ? t('event.registrationWindow', {
                opens: formatWibDateTime(event.registration_opens_at, locale),
                closes: formatWibDateTime(event.registration_closes_at, locale),
              })
            : null,
        },
      ]}
    />
  );
}
