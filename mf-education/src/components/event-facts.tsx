import { useTranslation } from 'react-i18next';
import type { Entry, Locale } from '@brids/contracts';
import { formatDate, formatNumber } from '@brids/i18n';
import { Facts } from '@brids/ui';
import { NS } from '../i18n/index.ts';

/** When, where and how many seats an Eduvest webinar has. */
export function EventFacts({ event, locale }: { event: Entry; locale: Locale }) {
  const { t } = useTranslation(NS);
  const { starts_at: startsAt, location, quota } = event.attributes;
  return (
    <Facts
      items={[
        { label: t('event.startsAt'), value: typeof startsAt === 'string' ? formatDate(startsAt, locale) : null },
        { label: t('event.location'), value: typeof location === 'string' ? location : null },
        { label: t('event.quota'), value: typeof quota === 'number' ? formatNumber(quota, locale) : null },
      ]}
    />
  );
}
