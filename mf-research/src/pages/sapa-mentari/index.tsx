import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@brids/i18n';
import { definePage, localePath } from '@brids/platform';
import { pageHref } from '@brids/platform/list';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { SelectField } from '../../components/filter-field.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { signed, signedPercent } from '../../components/changes.ts';
import { monthLabel } from './month-label.ts';
import { ResearchListState } from '../../components/research-list-state.tsx';
import { NS, researchCatalog } from '../../i18n/index.ts';
import { loader, type EditionListData } from './loader.ts';
import '../../components/research.css';

export default definePage<EditionListData>({
  catalogs: [researchCatalog],
  loader,
  Component: ({ data: { page, month, list }, locale }) => {
    const { t } = useTranslation(NS);
    const location = useLocation();
    const editions = list.ok ? list.value.data : [];
    const meta = list.ok ? list.value.meta : undefined;
    const months = Object.keys(meta?.counts ?? {});
    if (month && !months.includes(month)) months.unshift(month);
    return (
      <>
        <PageHeader title={page.title} summary={page.summary} />
        <Container>
          <FilterForm label={t('filter.title')} key={location.search}>
            <SelectField
              label={t('filter.month')}
              name="month"
              value={month}
              options={months}
              nameOf={(m) => `${monthLabel(m, locale)}${meta?.counts?.[m] ? ` (${formatNumber(meta.counts[m], locale)})` : ''}`}
            />
          </FilterForm>
          <ResearchListState failed={!list.ok} count={editions.length} filtered={Boolean(month)} clearHref={localePath('sapa-mentari', {}, locale)}>
            <ul className="research-editions">
              {editions.map((e) => (
                <li key={e.slug} className="ui-entry-card">
                  <p className="ui-entry-card__meta">
                    <time dateTime={e.edition_date}>{formatDate(`${e.edition_date}T00:00:00+07:00`, locale)}</time>
                  </p>
                  <h2 className="ui-entry-card__title">
                    <Link to={localePath('sapa-mentari-detail', { slug: e.slug }, locale)}>{e.title}</Link>
                  </h2>
                  <p className="ui-entry-card__summary">{e.headline}</p>
                  <p className="research-index">
                    {t('mentari.indexClose')}: <strong>{formatNumber(e.index_close, locale, 2)}</strong>{' '}
                    <span className={e.index_change >= 0 ? 'research-up' : 'research-down'}>
                      {signed(e.index_change, locale)} ({signedPercent(e.index_change_percent, locale)})
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          </ResearchListState>
          {meta ? <Pagination meta={meta} hrefOf={(n) => pageHref(location, n)} /> : null}
          <Disclaimer />
        </Container>
      </>
    );
  },
});
