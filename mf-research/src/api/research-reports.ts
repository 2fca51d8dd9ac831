import { type Locale, lazySchema } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { ReportCategory, Sector } from '@brids/contracts/research/constants';
import type { Paging } from '@brids/platform/list';

/** The filters of the research-report list, as read from the page's URL. */
export interface ReportFilters {
  category?: ReportCategory | undefined;
  sector?: Sector | undefined;
  ticker?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** GET /api/research-reports: a page of reports for these filters, with each category's count. */
export const researchReports = defineGet({
  path: () => '/research-reports',
  schema: lazySchema(() => Promise.all([import('@brids/contracts/research/common'), import('@brids/contracts/research/reports')]).then(([c, m]) => c.researchList(m.researchReportSummary))),
  query: (args: ReportFilters & Paging & { locale: Locale }) => ({
    locale: args.locale,
    'filter[category]': args.category,
    'filter[sector]': args.sector,
    'filter[ticker]': args.ticker,
    'filter[from]': args.from,
    'filter[to]': args.to,
    'filter[q]': args.q,
    'page[number]': args['page[number]'],
    'page[size]': args['page[size]'],
  }),
});
