import type { Company, CompanyNewsItem } from '@brids/contracts/research';
import type { PageLoaderArgs } from '@brids/platform';
import { companyNewsItem } from '../../api/company-news.ts';
import { company } from '../../api/company.ts';

export interface NewsItemData {
  company: Company;
  news: CompanyNewsItem;
}

/** The company of the URL's slug and its news item of the URL's `news`. */
export async function loader({ api, locale, params }: PageLoaderArgs): Promise<NewsItemData> {
  const slug = params.slug ?? '';
  const [profile, news] = await Promise.all([company(api, { slug, locale }), companyNewsItem(api, { slug, news: params.news ?? '', locale })]);
  return { company: profile.data, news: news.data };
}
