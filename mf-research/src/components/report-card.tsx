import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { ResearchReportSummary } from '@brids/contracts/research';
import { formatDate } from '@brids/i18n';
import { localePath } from '@brids/platform';
import { NS } from '../i18n/index.ts';
import { RatingLabel } from './rating-label.tsx';
import { TargetPriceRows } from './target-price-rows.tsx';

/** A research report as a card: date, category, ticker, rating, target and previous target, analyst. */
export function ReportCard({ report, locale, headingLevel = 2 }: { report: ResearchReportSummary; locale: Locale; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(NS);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sectorName = t('sector', { returnObjects: true });
  return (
    <article className="ui-entry-card research-card">
      <p className="research-card__top">
        <span className="ui-entry-card__category">{t('category', { returnObjects: true })[report.category]}</span>
        {report.ticker ? <span className="research-ticker">{report.ticker}</span> : null}
        {report.rating ? <RatingLabel rating={report.rating} /> : null}
      </p>
      <Heading className="ui-entry-card__title">
        <Link to={localePath('research-report-detail', { slug: report.slug }, locale)}>{report.title}</Link>
      </Heading>
      {report.target_price !== null ? (
        <dl className="research-card__figures">
          <TargetPriceRows report={report} locale={locale} />
        </dl>
      ) : (
        <p className="ui-entry-card__summary">{report.summary}</p>
      )}
      <p className="ui-entry-card__meta">
        <time dateTime={report.published_at}>{formatDate(report.published_at, locale)}</time>
        {report.sector ? ` · ${sectorName[report.sector]}` : ''}
        {report.analysts.length ? ` · ${t('report.analyst')}: ${report.analysts.map((a) => a.name).join(', ')}` : ''}
      </p>
    </article>
  );
}
