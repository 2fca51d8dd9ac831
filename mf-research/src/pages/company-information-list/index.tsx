import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SECTORS } from '@brids/contracts/research/constants';
import { formatDate, formatNumber } from '@brids/i18n';
import { definePage, localePath } from '@brids/platform';
import { pageHref } from '@brids/platform/list';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { SelectField } from '../../components/filter-field.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { ResearchListState } from '../../components/research-list-state.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { NS, researchCatalog } from '../../i18n/index.ts';
import { loader, type CompanyListData } from './loader.ts';
import '../../components/research.css';

export default definePage<CompanyListData>({
  catalogs: [researchCatalog],
  loader,
  Component: ({ data: { page, q, sector, list }, locale }) => {
    const { t } = useTranslation(NS);
    const location = useLocation();
    const sectorName = t('sector', { returnObjects: true });
    const companies = list.ok ? list.value.data : [];
    const meta = list.ok ? list.value.meta : undefined;
    return (
      <>
        <PageHeader title={page.title} summary={page.summary} />
        <Container>
          <FilterForm label={t('filter.title')} key={location.search}>
            <SearchField value={q} placeholder={t('filter.companyQ')} />
            <SelectField label={t('filter.sector')} name="sector" value={sector} options={SECTORS} nameOf={(s) => sectorName[s]} />
          </FilterForm>
          <p className="research-count" aria-live="polite">
            {t('company.count', { total: formatNumber(meta?.total ?? 0, locale) })}
          </p>
          <ResearchListState failed={!list.ok} count={companies.length} filtered={Boolean(q || sector)} clearHref={localePath('company-information-list', {}, locale)}>
            <ul className="ui-entry-list">
              {companies.map((c) => (
                <li key={c.slug} className="ui-entry-card research-card">
                  <p className="research-card__top">
                    <span className="research-ticker">{c.ticker}</span>
                    <span className="ui-entry-card__category">{sectorName[c.sector]}</span>
                  </p>
                  <h2 className="ui-entry-card__title">
                    <Link to={localePath('company-information', { slug: c.slug }, locale)}>{c.name}</Link>
                  </h2>
                  <p className="ui-entry-card__summary">{c.summary}</p>
                  <p className="ui-entry-card__meta">
                    {t('company.listingDate')}: {formatDate(`${c.listing_date}T00:00:00+07:00`, locale)}
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
