import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@brids/i18n';
import { definePage, localePath } from '@brids/platform';
import { pageHref } from '@brids/platform/list';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { price } from '../../components/format.ts';
import { RatingLabel } from '../../components/rating-label.tsx';
import { ResearchListState } from '../../components/research-list-state.tsx';
import { NS, researchCatalog } from '../../i18n/index.ts';
import { loader, type RecommendationData } from './loader.ts';
import '../../components/research.css';

export default definePage<RecommendationData>({
  catalogs: [researchCatalog],
  loader,
  Component: ({ data: { page, list }, locale }) => {
    const { t } = useTranslation(NS);
    const location = useLocation();
    const items = list.ok ? list.value.data : [];
    return (
      <>
        <PageHeader title={page.title} summary={page.summary} />
        <Container>
          <ResearchListState failed={!list.ok} count={items.length} filtered={false} clearHref={localePath('recommendation', {}, locale)}>
            <ul className="research-recommendations">
              {items.map((r) => (
                <li key={r.slug} className="ui-entry-card">
                  <p className="research-card__top">
                    <span className="research-ticker">{r.ticker}</span>
                    <RatingLabel rating={r.rating} />
                    <time className="ui-entry-card__meta" dateTime={r.published_at}>
                      {formatDate(r.published_at, locale)}
                    </time>
                  </p>
                  <h2 className="ui-entry-card__title">
                    {r.company_slug ? <Link to={localePath('company-information', { slug: r.company_slug }, locale)}>{r.company}</Link> : r.company}
                  </h2>
                  <dl className="research-card__figures research-card__figures--4">
                    <div>
                      <dt>{t('mentari.entry')}</dt>
                      <dd>
                        {price(r.entry_low, locale)} – {price(r.entry_high, locale)}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('report.target')}</dt>
                      <dd>{price(r.target_price, locale)}</dd>
                    </div>
                    <div>
                      <dt>{t('mentari.stopLoss')}</dt>
                      <dd>{price(r.stop_loss, locale)}</dd>
                    </div>
                  </dl>
                  <p className="ui-entry-card__summary">
                    <strong>{t('recommendation.note')}:</strong> {r.note}
                  </p>
                  <p className="ui-entry-card__meta">
                    {t('report.analyst')}: {r.analyst}
                    {r.report_slug ? (
                      <>
                        {' · '}
                        <Link to={localePath('research-report-detail', { slug: r.report_slug }, locale)}>{t('recommendation.readReport')}</Link>
                      </>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          </ResearchListState>
          {list.ok ? <Pagination meta={list.value.meta} hrefOf={(n) => pageHref(location, n)} /> : null}
          <Disclaimer />
        </Container>
      </>
    );
  },
});
