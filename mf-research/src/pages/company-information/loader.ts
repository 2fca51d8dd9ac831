import type { Company, CompanyNewsItem, FinancialStatement } from '@brids/contracts/research';
import type { PageLoaderArgs } from '@brids/platform';
import { companyFinancials } from '../../api/company-financials.ts';
import { companyNews } from '../../api/company-news.ts';
import { company } from '../../api/company.ts';

/** Latest news items shown on the company page. */
export const NEWS_SHOWN = 3;

export interface CompanyData {
  company: Company;
  financials: FinancialStatement[];
  news: CompanyNewsItem[];
}

/** The company of the URL's slug, its financial statements and its latest news. */
export async function loader({ api, locale, params }: PageLoaderArgs): Promise<CompanyData> {
  const slug = params.slug ?? '';
  const [profile, financials, news] = await Promise.all([
    company(api, { slug, locale }),
    companyFinancials(api, { slug }),
    companyNews(api, { slug, locale, 'page[size]': NEWS_SHOWN }),
  ]);
  return { company: profile.data, financials: financials.data, news: news.data };
}
