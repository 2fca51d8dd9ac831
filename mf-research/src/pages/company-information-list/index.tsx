import { researchPage } from '../../components/research-page.ts';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { list, type ListMeta, type Page } from '@brids/contracts';
import { companySummary, SECTORS, type CompanySummary } from '@brids/contracts/research';
import { formatDate, formatNumber } from '@brids/i18n';
import { localePath } from '@brids/platform';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { SelectField } from '../../components/filter-field.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { allowed, pageHref } from '../../components/list-query.ts';
import { ListStatus, settleList } from '../../components/list-status.tsx';
import { NS } from '../../i18n/index.ts';
import '../../components/research.css';

interface CompanyListData {
  page: Page;
  q: string | undefined;
  sector: (typeof SECTORS)[number] | undefined;
  items: CompanySummary[];
  meta: ListMeta;
  failed: boolean;
}

export default researchPage<CompanyListData>({
  loader: async ({ api, locale, url }) => {
    const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
    const sector = allowed(url.searchParams.get('sector'), SECTORS);
    const [page, result] = await Promise.all([
      api.page('company-information-list', locale),
      settleList(url, 12, (paging) =>
        api.get('/companies', list(companySummary), {
          locale,
          'filter[q]': q,
          'filter[sector]': sector,
          ...paging,
        }),
      ),
    ]);
    return { page, q, sector, ...result };
  },
  Component: ({ data: { page, q, sector, items: companies, meta, failed }, locale }) => {
    const { t } = useTranslation(NS);
    const location = useLocation();
    return (
      <>
        <PageHeader title={page.title} summary={page.summary} />
        <Container>
          <FilterForm label={t('filter.title')} key={location.search}>
            <SearchField value={q} placeholder={t('filter.companyQ')} />
            <SelectField label={t('filter.sector')} name="sector" value={sector} options={SECTORS} nameOf={(s) => t(`sector.${s}`)} />
          </FilterForm>
          <p className="research-count" aria-live="polite">
            {t('company.count', { total: formatNumber(meta.total, locale) })}
          </p>
          <ListStatus failed={failed} count={companies.length} filtered={Boolean(q || sector)} clearHref={localePath('company-information-list', {}, locale)}>
            <ul className="ui-entry-list">
              {companies.map((c) => (
                <li key={c.slug} className="ui-entry-card research-card">
                  <p className="research-card__top">
                    <span className="research-ticker">{c.ticker}</span>
                    <span className="ui-entry-card__category">{t(`sector.${c.sector}`)}</span>
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
          </ListStatus>
          <Pagination meta={meta} hrefOf={(n) => pageHref(location, n)} />
          <Disclaimer />
        </Container>
      </>
    );
  },
});
