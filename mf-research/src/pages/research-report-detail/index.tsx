import { useTranslation } from 'react-i18next';
import { formatDate } from '@brids/i18n';
import { definePage } from '@brids/platform';
import { Container, crumbTo, PageHeader, RichText } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { fileSize } from '../../components/file-size.ts';
import { RatingBox } from '../../components/rating-box.tsx';
import { ReportCard } from '../../components/report-card.tsx';
import { NS, researchCatalog } from '../../i18n/index.ts';
import { loader, type ReportData } from './loader.ts';
import '../../components/research.css';

export default definePage<ReportData>({
  catalogs: [researchCatalog],
  loader,
  Component: ({ data: { report, related }, locale }) => {
    const { t } = useTranslation(NS);
    return (
      <>
        <PageHeader title={report.title} trail={[crumbTo('research-report', locale)]}>
          <p className="research-meta">
            <span className="ui-entry-card__category">{t('category', { returnObjects: true })[report.category]}</span>
            {report.sector ? <span>{t('sector', { returnObjects: true })[report.sector]}</span> : null}
            <span>
              {t('report.published')}: <time dateTime={report.published_at}>{formatDate(report.published_at, locale)}</time>
            </span>
          </p>
        </PageHeader>
        <Container>
          <div className="research-detail">
            <div className="research-detail__main">
              <section className="ui-section" aria-labelledby="report-summary">
                <h2 id="report-summary">{t('report.summary')}</h2>
                <p className="research-lead">{report.summary}</p>
                <h3>{t('report.keyPoints')}</h3>
                <ul className="research-points">
                  {report.key_points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <RichText html={report.body} />
              </section>
            </div>
            <aside className="research-detail__side">
              {report.rating ? <RatingBox report={report} locale={locale} /> : null}
              <section className="research-box" aria-labelledby="report-analysts">
                <h2 id="report-analysts">{t('report.analysts')}</h2>
                <ul className="research-analysts">
                  {report.analysts.map((a) => (
                    <li key={a.name}>
                      <strong>{a.name}</strong>
                      <span>{a.role}</span>
                    </li>
                  ))}
                </ul>
              </section>
              <a className="research-button research-download" href={report.file.url} type={report.file.type} download={`${report.slug}.pdf`}>
                {t('report.download')}
                <span> ({t('report.file', { size: fileSize(report.file.size, locale) })})</span>
              </a>
            </aside>
          </div>
          <section className="ui-section" aria-labelledby="report-related">
            <h2 id="report-related">{t('report.related')}</h2>
            {related.length ? (
              <ul className="ui-entry-list">
                {related.map((r) => (
                  <li key={r.slug}>
                    <ReportCard report={r} locale={locale} headingLevel={3} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('report.noRelated')}</p>
            )}
          </section>
          <Disclaimer />
        </Container>
      </>
    );
  },
});
