import type { Page } from '@brids/contracts';
import { pageCall } from '@brids/contracts/page-call';
import type { PageLoaderArgs } from '@brids/platform';
import { loadList, paging, type Loaded } from '@brids/platform/list';
import { sapaMentariEditions } from '../../api/sapa-mentari.ts';

/** Editions on a page of the list. */
export const PER_PAGE = 12;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface EditionListData {
  page: Page;
  month: string | undefined;
  list: Loaded<Awaited<ReturnType<typeof sapaMentariEditions>>>;
}

/** The page's content and the page of editions of the URL's month (all months when none or a bad one). */
export async function loader({ api, locale, url }: PageLoaderArgs): Promise<EditionListData> {
  const asked = url.searchParams.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : undefined;
  const [page, list] = await Promise.all([
    pageCall(api, { slug: 'sapa-mentari', locale }),
    loadList(sapaMentariEditions(api, { locale, month, ...paging(url, PER_PAGE) })),
  ]);
  return { page: page.data, month, list };
}
