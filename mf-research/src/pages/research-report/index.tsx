import { researchPage } from '../../components/research-page.ts';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListMeta, Page } from '@brids/contracts';
import { REPORT_CATEGORIES, researchList, researchReportSummary, SECTORS, type ResearchReportSummary } from '@brids/contracts/research';
import { formatNumber } from '@brids/i18n';
import { localePath } from '@brids/platform';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { Field, SelectField } from '../../components/filter-field.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { TickerField } from '../../components/ticker-field.tsx';
import { allowed, pageHref } from '../../components/list-query.ts';
import { ListStatus, settleList } from '../../components/list-status.tsx';
import { ReportCard } from '../../components/report-card.tsx';
import { NS } from '../../i18n/index.ts';
import '../../components/research.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TICKER = /^[A-Za-z]{2,6}$/;

/** The list's filters read from the URL; unknown values are ignored. */
export function reportFilters(url: URL) {
  const get = (key: string) => url.searchParams.get(key)?.trim() ?? '';
  return {
    category: allowed(get('category'), REPORT_CATEGORIES),
    sector: allowed(get('sector'), SECTORS),
    ticker: TICKER.test(get('ticker')) ? get('ticker').toUpperCase() : undefined,
    from: DAY.test(get('from')) ? get('from') : undefined,
    to: DAY.test(get('to')) ? get('to') : undefined,
    q: get('q').slice(0, 100) || undefined,
  };
}
type Filters = ReturnType<typeof reportFilters>;

interface ReportListData {
  page: Page;
  filters: Filters;
  items: ResearchReportSummary[];
  meta: ListMeta & { counts?: Record<string, number> };
  failed: boolean;
}

export default researchPage<ReportListData>({
  loader: async ({ api, locale, url }) => {
    const filters = reportFilters(url);
    const [page, list] = await Promise.all([
      api.page('research-report', locale),
      settleList(url, 12, (paging) =>
        api.get('/research-reports', researchList(researchReportSummary), {
          locale,
          'filter[category]': filters.category,
          'filter[sector]': filters.sector,
          'filter[ticker]': filters.ticker,
          'filter[from]': filters.from,
          'filter[to]': filters.to,
          'filter[q]': filters.q,
          ...paging,
        }),
      ),
    ]);
    return { page, filters, ...list };
  },
  Component: ({ data: { page, filters, items: reports, meta, failed }, locale }) => {
    const { t } = useTranslation(NS);
    const location = useLocation();
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
              nameOf={(c) => `${t(`category.${c}`)}${meta.counts?.[c] !== undefined ? ` (${formatNumber(meta.counts[c], locale)})` : ''}`}
            />
            <SelectField label={t('filter.sector')} name="sector" value={filters.sector} options={SECTORS} nameOf={(s) => t(`sector.${s}`)} />
            <TickerField value={filters.ticker} />
            <Field label={t('filter.from')}>
              <input type="date" name="from" defaultValue={filters.from ?? ''} />
            </Field>
            <Field label={t('filter.to')}>
              <input type="date" name="to" defaultValue={filters.to ?? ''} />
            </Field>
            <SearchField value={filters.q} placeholder={t('filter.qPlaceholder')} />
          </FilterForm>
          <p className="research-count" aria-live="polite">
            {t('filter.results', { total: formatNumber(meta.total, locale) })}
          </p>
          <ListStatus failed={failed} count={reports.length} filtered={filtered} clearHref={localePath('research-report', {}, locale)}>
            <ul className="ui-entry-list">
              {reports.map((report) => (
                <li key={report.slug}>
                  <ReportCard report={report} locale={locale} />
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
