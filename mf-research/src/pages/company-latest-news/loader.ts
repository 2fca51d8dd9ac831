import type { ListMeta } from '@brids/contracts';
import type { Company, CompanyNewsItem } from '@brids/contracts/research';
import type { PageLoaderArgs } from '@brids/platform';
import { paging } from '@brids/platform/list';
import { companyNews } from '../../api/company-news.ts';
import { company } from '../../api/company.ts';

/** News items on a page of the list. */
export const PER_PAGE = 10;

export interface NewsData {
  company: Company;
  news: CompanyNewsItem[];
  meta: ListMeta;
}

/** The company of the URL's slug and the page of its news the URL asks for. */
export async function loader({ api, locale, params, url }: PageLoaderArgs): Promise<NewsData> {
  const slug = params.slug ?? '';
  const [profile, news] = await Promise.all([company(api, { slug, locale }), companyNews(api, { slug, locale, ...paging(url, PER_PAGE) })]);
  return { company: profile.data, news: news.data, meta: news.meta };
}
