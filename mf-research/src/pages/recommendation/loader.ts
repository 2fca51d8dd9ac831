import type { Page } from '@brids/contracts';
import { pageCall } from '@brids/contracts/page-call';
import type { PageLoaderArgs } from '@brids/platform';
import { loadList, paging, type Loaded } from '@brids/platform/list';
import { recommendations } from '../../api/recommendations.ts';

/** Recommendations on a page of the list. */
export const PER_PAGE = 12;

export interface RecommendationData {
  page: Page;
  list: Loaded<Awaited<ReturnType<typeof recommendations>>>;
}

/** The page's content and the page of recommendations its URL asks for. */
export async function loader({ api, locale, url }: PageLoaderArgs): Promise<RecommendationData> {
  const [page, list] = await Promise.all([
    pageCall(api, { slug: 'recommendation', locale }),
    loadList(recommendations(api, { locale, ...paging(url, PER_PAGE) })),
  ]);
  return { page: page.data, list };
}
