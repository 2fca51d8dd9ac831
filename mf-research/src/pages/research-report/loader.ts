import type { Page } from '@brids/contracts';
import { pageCall } from '@brids/contracts/page-call';
import { REPORT_CATEGORIES, SECTORS } from '@brids/contracts/research/constants';
import type { PageLoaderArgs } from '@brids/platform';
import { loadList, oneOfParam, paging, type Loaded } from '@brids/platform/list';
import { researchReports, type ReportFilters } from '../../api/research-reports.ts';

/** Reports on a page of the list. */
export const PER_PAGE = 12;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TICKER = /^[A-Za-z]{2,6}$/;

/** The list's filters read from the URL; unknown values are ignored. */
export function reportFilters(url: URL): ReportFilters {
  const get = (key: string) => url.searchParams.get(key)?.trim() ?? '';
  return {
    category: oneOfParam(url, 'category', REPORT_CATEGORIES),
    sector: oneOfParam(url, 'sector', SECTORS),
    ticker: TICKER.test(get('ticker')) ? get('ticker').toUpperCase() : undefined,
    from: DAY.test(get('from')) ? get('from') : undefined,
    to: DAY.test(get('to')) ? get('to') : undefined,
    q: get('q').slice(0, 100) || undefined,
  };
}

export interface ReportListData {
  page: Page;
  filters: ReportFilters;
  list: Loaded<Awaited<ReturnType<typeof researchReports>>>;
}

/** The page's content and the page of reports its URL asks for (a failing list leaves the page standing). */
export async function loader({ api, locale, url }: PageLoaderArgs): Promise<ReportListData> {
  const filters = reportFilters(url);
  const [page, list] = await Promise.all([
    pageCall(api, { slug: 'research-report', locale }),
    loadList(researchReports(api, { locale, ...filters, ...paging(url, PER_PAGE) })),
  ]);
  return { page: page.data, filters, list };
}
