import { useTranslation } from 'react-i18next';
import type { Entry, Locale } from '@brids/contracts';
import { formatDate } from '@brids/i18n';
import { Facts } from '@brids/ui';
import { NS } from '../i18n/index.ts';

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/** Ticker, sector and listing date of a company. */
export function CompanyFacts({ company, locale }: { company: Entry; locale: Locale }) {
  const { t } = useTranslation(NS);
  const { ticker, sector, listing_date: listingDate } = company.attributes;
  const listed = text(listingDate);
  return (
    <Facts
      items={[
        { label: t('company.ticker'), value: text(ticker) },
        { label: t('company.sector'), value: text(sector) },
        { label: t('company.listingDate'), value: listed && formatDate(listed, locale) },
      ]}
    />
  );
}
