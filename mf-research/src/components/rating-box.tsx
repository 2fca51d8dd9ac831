import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { ResearchReportSummary } from '@brids/contracts/research';
import { NS } from '../i18n/index.ts';
import { signedPercent, upside } from './changes.ts';
import { price } from './format.ts';
import { RatingLabel } from './rating-label.tsx';
import { TargetPriceRows } from './target-price-rows.tsx';

/** A report's rating box: rating, target price, previous target, price at publication and the upside. */
export function RatingBox({ report, locale }: { report: ResearchReportSummary; locale: Locale }) {
  const { t } = useTranslation(NS);
  const up = upside(report.target_price, report.price_at_publication);
  return (
    <section className="research-box research-rating" aria-labelledby="rating-box">
      <h2 id="rating-box">{t('report.ratingBox')}</h2>
      <dl>
        <div>
          <dt>{t('report.rating')}</dt>
          <dd>{report.rating ? <RatingLabel rating={report.rating} /> : '–'}</dd>
        </div>
        <TargetPriceRows report={report} locale={locale} />
        <div>
          <dt>{t('report.priceAtPublication')}</dt>
          <dd>{price(report.price_at_publication, locale)}</dd>
        </div>
        <div>
          <dt>{t('report.upside')}</dt>
          <dd>{up === null ? '–' : signedPercent(up, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
