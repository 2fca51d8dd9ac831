import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { OfferingSample, PriorityProgram, RiskLevel } from '@brids/contracts/marketing';
import { formatDate, formatNumber, formatPercent, formatRupiah } from '@brids/i18n';
import { NS, type MarketingKey } from '../../i18n/ns.ts';

/** The label of each sample type the content service sends; another type shows as it is. */
const SAMPLE_TYPE_LABEL = {
  'money-market': 'offering.types.money-market',
  'fixed-income': 'offering.types.fixed-income',
  balanced: 'offering.types.balanced',
  equity: 'offering.types.equity',
  'government-bond': 'offering.types.government-bond',
  'corporate-bond': 'offering.types.corporate-bond',
  eba: 'offering.types.eba',
} as const satisfies Record<string, MarketingKey>;

const RISK_LEVEL_LABEL = {
  low: 'offering.riskLevels.low',
  moderate: 'offering.riskLevels.moderate',
  high: 'offering.riskLevels.high',
} as const satisfies Record<RiskLevel, MarketingKey>;

const isSampleType = (type: string): type is keyof typeof SAMPLE_TYPE_LABEL => Object.hasOwn(SAMPLE_TYPE_LABEL, type);

/** The priority program: the total-asset rule, the period and the remaining quota (from the content service). */
export function ProgramFacts({ program, locale }: { program: PriorityProgram; locale: Locale }) {
  const { t } = useTranslation(NS);
  return (
    <dl className="mk-facts">
      <div>
        <dt>{t('offering.minTotalAssets')}</dt>
        <dd>{formatRupiah(program.min_total_assets, locale)}</dd>
      </div>
      <div>
        <dt>{t('offering.period')}</dt>
        <dd>
          {formatDate(program.starts_on, locale)} – {formatDate(program.ends_on, locale)}
        </dd>
      </div>
      <div>
        <dt>{t('offering.quota')}</dt>
        <dd>{t('offering.quotaOf', { remaining: formatNumber(program.quota_remaining, locale), quota: formatNumber(program.quota, locale) })}</dd>
      </div>
    </dl>
  );
}

/** Sample funds or offerings with their terms, as a table that scrolls sideways on a phone. */
export function SampleTable({ samples, caption, locale }: { samples: OfferingSample[]; caption: string; locale: Locale }) {
  const { t } = useTranslation(NS);
  const offers = samples.some((s) => s.offer_start !== null);
  const coupons = samples.some((s) => s.coupon_rate !== null);
  return (
    <div className="mk-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="mk-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('offering.name')}</th>
            <th scope="col">{t('offering.type')}</th>
            <th scope="col">{t('offering.risk')}</th>
            <th scope="col">{t('offering.minimum')}</th>
            {coupons ? <th scope="col">{t('offering.coupon')}</th> : null}
            {coupons ? <th scope="col">{t('offering.tenor')}</th> : null}
            {offers ? <th scope="col">{t('offering.offerPeriod')}</th> : null}
            <th scope="col">{t('offering.terms')}</th>
          </tr>
        </thead>
        <tbody>
          {samples.map((s) => (
            <tr key={s.slug}>
              <th scope="row">{s.name}</th>
              <td>{isSampleType(s.type) ? t(SAMPLE_TYPE_LABEL[s.type]) : s.type}</td>
              <td>
                <span className={`mk-risk mk-risk--${s.risk_level}`}>{t(RISK_LEVEL_LABEL[s.risk_level])}</span>
              </td>
              <td>{formatRupiah(s.minimum_subscription, locale)}</td>
              {coupons ? <td>{s.coupon_rate === null ? '–' : formatPercent(s.coupon_rate, locale)}</td> : null}
              {coupons ? <td>{s.tenor_months === null ? '–' : t('offering.tenorMonths', { count: s.tenor_months })}</td> : null}
              {offers ? (
                <td>{s.offer_start && s.offer_end ? `${formatDate(s.offer_start, locale)} – ${formatDate(s.offer_end, locale)}` : '–'}</td>
              ) : null}
              <td>{s.terms}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
