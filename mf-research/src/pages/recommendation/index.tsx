import { researchPage } from '../../components/research-page.ts';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { list, type ListMeta, type Page } from '@brids/contracts';
import { recommendation, type Recommendation } from '@brids/contracts/research';
import { formatDate } from '@brids/i18n';
import { localePath } from '@brids/platform';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { pageHref } from '../../components/list-query.ts';
import { price } from '../../components/format.ts';
import { ListStatus, settleList } from '../../components/list-status.tsx';
import { RatingLabel } from '../../components/rating-label.tsx';
import { NS } from '../../i18n/index.ts';
import '../../components/research.css';

interface RecommendationData {
  page: Page;
  items: Recommendation[];
  meta: ListMeta;
  failed: boolean;
}

export default researchPage<RecommendationData>({
  loader: async ({ api, locale, url }) => {
    const [page, result] = await Promise.all([
      api.page('recommendation', locale),
      settleList(url, 12, (paging) => api.get('/recommendations', list(recommendation), { locale, ...paging })),
    ]);
    return { page, ...result };
  },
  Component: ({ data: { page, items, meta, failed }, locale }) => {
    const { t } = useTranslation(NS);
    const location = useLocation();
    return (
      <>
        <PageHeader title={page.title} summary={page.summary} />
        <Container>
          <ListStatus failed={failed} count={items.length} filtered={false} clearHref={localePath('recommendation', {}, locale)}>
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
          </ListStatus>
          <Pagination meta={meta} hrefOf={(n) => pageHref(location, n)} />
          <Disclaimer />
        </Container>
      </>
    );
  },
});
