import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REPORT_CATEGORIES, SECTORS } from '@brids/contracts/research/constants';
import { formatNumber } from '@brids/i18n';
import { definePage, localePath } from '@brids/platform';
import { pageHref } from '@brids/platform/list';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { Field } from '@brids/ui/field';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { SelectField } from '../../components/filter-field.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { ReportCard } from '../../components/report-card.tsx';
import { ResearchListState } from '../../components/research-list-state.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { TickerField } from '../../components/ticker-field.tsx';
import { NS, researchCatalog } from '../../i18n/index.ts';
import { loader, type ReportListData } from './loader.ts';
import '../../components/research.css';

export default definePage<ReportListData>({
  catalogs: [researchCatalog],
  loader,
  Component: ({ data: { page, filters, list }, locale }) => {
    const { t } = useTranslation(NS);
    const location = useLocation();
    const reports = list.ok ? list.value.data : [];
    const meta = list.ok ? list.value.meta : undefined;
    const categoryName = t('category', { returnObjects: true });
    const sectorName = t('sector', { returnObjects: true });
    const filtered = Object.values(filters).some(Boolean);
    return (
      <>
        <PageHeader title={page.title} summary={page.summary} />
        <Container>
          <FilterForm label={t('filter.title')} key={location.search}>
            <SelectField
              label={t('filter.category')}
              name="category"
              value={filters.category}
              options={REPORT_CATEGORIES}
              nameOf={(c) => `${categoryName[c]}${meta?.counts?.[c] !== undefined ? ` (${formatNumber(meta.counts[c], locale)})` : ''}`}
            />
            <SelectField label={t('filter.sector')} name="sector" value={filters.sector} options={SECTORS} nameOf={(s) => sectorName[s]} />
            <TickerField value={filters.ticker} />
            <Field label={t('filter.from')} className="research-field">
              {(control) => <input {...control} type="date" name="from" defaultValue={filters.from ?? ''} />}
            </Field>
            <Field label={t('filter.to')} className="research-field">
              {(control) => <input {...control} type="date" name="to" defaultValue={filters.to ?? ''} />}
            </Field>
            <SearchField value={filters.q} placeholder={t('filter.qPlaceholder')} />
          </FilterForm>
          <p className="research-count" aria-live="polite">
            {t('filter.results', { total: formatNumber(meta?.total ?? 0, locale) })}
          </p>
          <ResearchListState failed={!list.ok} count={reports.length} filtered={filtered} clearHref={localePath('research-report', {}, locale)}>
            <ul className="ui-entry-list">
              {reports.map((report) => (
                <li key={report.slug}>
                  <ReportCard report={report} locale={locale} />
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
