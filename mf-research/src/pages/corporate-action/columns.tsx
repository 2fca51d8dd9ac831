import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Locale } from '@brids/contracts';
import type { CorporateActionKind } from '@brids/contracts/research/constants';
import type { CorporateAction } from '@brids/contracts/research';
import { formatDate, formatNumber } from '@brids/i18n';
import { price } from '../../components/format.ts';
import type { NS } from '../../i18n/index.ts';

export interface Column {
  label: string;
  cell: (action: CorporateAction) => ReactNode;
  numeric?: boolean;
}

const day = (value: string | null, locale: Locale) => (value ? formatDate(`${value}T00:00:00+07:00`, locale) : '–');
const range = (from: string | null, to: string | null, locale: Locale) => (from && to ? `${day(from, locale)} – ${day(to, locale)}` : '–');

/** The fields traders use for each kind of corporate action, as table columns (and card rows on a phone). */
export function columnsOf(kind: CorporateActionKind, t: TFunction<typeof NS>, locale: Locale): Column[] {
  const words = t('action', { returnObjects: true });
  const d = (key: keyof CorporateAction) => (a: CorporateAction) => day(a[key] as string | null, locale);
  const nominal = (key: 'old_nominal' | 'new_nominal') => (a: CorporateAction) => price(a[key], locale);
  switch (kind) {
    case 'dividend':
      return [
        { label: t('action.type'), cell: (a) => (a.dividend_type ? `${words[a.dividend_type]} ${a.fiscal_year ?? ''}`.trim() : '–') },
        { label: t('action.amount'), cell: (a) => price(a.amount_per_share, locale), numeric: true },
        { label: t('action.cumRegular'), cell: d('cum_date_regular') },
        { label: t('action.exRegular'), cell: d('ex_date_regular') },
        { label: t('action.cumCash'), cell: d('cum_date_cash') },
        { label: t('action.exCash'), cell: d('ex_date_cash') },
        { label: t('action.recording'), cell: d('recording_date') },
        { label: t('action.payment'), cell: d('payment_date') },
      ];
    case 'stock-split':
    case 'stock-merge':
      return [
        { label: t('action.ratio'), cell: (a) => a.ratio ?? '–' },
        { label: t('action.oldNominal'), cell: nominal('old_nominal'), numeric: true },
        { label: t('action.newNominal'), cell: nominal('new_nominal'), numeric: true },
        { label: t('action.lastOld'), cell: d('last_trading_old_nominal') },
        { label: t('action.firstNew'), cell: d('first_trading_new_nominal') },
        { label: t('action.recording'), cell: d('recording_date') },
        { label: t('action.distribution'), cell: d('distribution_date') },
      ];
    case 'bonus':
      return [
        { label: t('action.ratio'), cell: (a) => a.ratio ?? '–' },
        { label: t('action.cumRegular'), cell: d('cum_date_regular') },
        { label: t('action.exRegular'), cell: d('ex_date_regular') },
        { label: t('action.cumCash'), cell: d('cum_date_cash') },
        { label: t('action.exCash'), cell: d('ex_date_cash') },
        { label: t('action.recording'), cell: d('recording_date') },
        { label: t('action.distribution'), cell: d('distribution_date') },
      ];
    case 'ipo':
      return [
        { label: t('action.priceRange'), cell: (a) => `${price(a.price_low, locale)} – ${price(a.price_high, locale)}` },
        { label: t('action.finalPrice'), cell: (a) => (a.final_price === null ? t('action.pending') : price(a.final_price, locale)), numeric: true },
        { label: t('action.sharesOffered'), cell: (a) => (a.shares_offered === null ? '–' : formatNumber(a.shares_offered, locale)), numeric: true },
        { label: t('action.bookBuilding'), cell: (a) => range(a.book_building_start, a.book_building_end, locale) },
        { label: t('action.offering'), cell: (a) => range(a.offering_start, a.offering_end, locale) },
        { label: t('action.allotment'), cell: d('allotment_date') },
        { label: t('action.distribution'), cell: d('distribution_date') },
        { label: t('action.listing'), cell: d('listing_date') },
        { label: t('action.underwriters'), cell: (a) => a.underwriters.join(', ') || '–' },
        {
          label: t('action.prospectus'),
          cell: (a) =>
            a.prospectus_url ? (
              <a href={a.prospectus_url} type="application/pdf" aria-label={`PDF: ${t('action.prospectus')} ${a.ticker}`}>
                PDF
              </a>
            ) : (
              '–'
            ),
        },
      ];
    case 'shareholder-meeting':
      return [
        { label: t('action.meetingType'), cell: (a) => (a.meeting_type ? words[a.meeting_type] : '–') },
        { label: t('action.time'), cell: (a) => (a.meeting_time ? `${a.meeting_time} WIB` : '–') },
        { label: t('action.place'), cell: (a) => a.place ?? '–' },
        {
          label: t('action.agenda'),
          cell: (a) => (
            <ol className="research-agenda">
              {a.agenda.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          ),
        },
        { label: t('action.recording'), cell: d('recording_date') },
      ];
    case 'dividend-history':
      return [
        { label: t('action.fiscalYear'), cell: (a) => String(a.fiscal_year ?? '–') },
        { label: t('action.amount'), cell: (a) => price(a.amount_per_share, locale), numeric: true },
        { label: t('action.yield'), cell: (a) => (a.dividend_yield === null ? '–' : `${formatNumber(a.dividend_yield, locale, 2)}%`), numeric: true },
        { label: t('action.payment'), cell: d('payment_date') },
      ];
  }
}
