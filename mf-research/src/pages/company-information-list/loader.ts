import type { Page } from '@brids/contracts';
import { pageCall } from '@brids/contracts/page-call';
import { SECTORS, type Sector } from '@brids/contracts/research/constants';
import type { PageLoaderArgs } from '@brids/platform';
import { loadList, oneOfParam, paging, type Loaded } from '@brids/platform/list';
import { companies } from '../../api/companies.ts';

/** Companies on a page of the list. */
export const PER_PAGE = 12;

export interface CompanyListData {
  page: Page;
  q: string | undefined;
  sector: Sector | undefined;
  list: Loaded<Awaited<ReturnType<typeof companies>>>;
}

/** The page's content and the page of companies for the URL's name or ticker (`q`) and sector. */
export async function loader({ api, locale, url }: PageLoaderArgs): Promise<CompanyListData> {
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const sector = oneOfParam(url, 'sector', SECTORS);
  const [page, list] = await Promise.all([
    pageCall(api, { slug: 'company-information-list', locale }),
    loadList(companies(api, { locale, q, sector, ...paging(url, PER_PAGE) })),
  ]);
  return { page: page.data, q, sector, list };
}
