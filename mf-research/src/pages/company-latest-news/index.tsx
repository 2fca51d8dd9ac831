import { researchPage } from '../../components/research-page.ts';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { list, single, type ListMeta } from '@brids/contracts';
import { company as companySchema, companyNewsItem, type Company, type CompanyNewsItem } from '@brids/contracts/research';
import { findRoute } from '@brids/platform';
import { Container, crumbTo, PageHeader, Pagination } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { pageHref, pageOf } from '../../components/list-query.ts';
import { NewsList } from '../../components/news-list.tsx';
import { NS } from '../../i18n/index.ts';

interface NewsData {
  company: Company;
  news: CompanyNewsItem[];
  meta: ListMeta;
}

export default researchPage<NewsData>({
  loader: async ({ api, locale, params, url }) => {
    const slug = encodeURIComponent(params.slug ?? '');
    const [company, news] = await Promise.all([
      api.get(`/companies/${slug}`, single(companySchema), { locale }),
      api.get(`/companies/${slug}/news`, list(companyNewsItem), { locale, 'page[number]': pageOf(url), 'page[size]': 10 }),
    ]);
    return { company: company.data, news: news.data, meta: news.meta };
  },
  Component: ({ data: { company, news, meta }, locale }) => {
    useTranslation(NS);
    const location = useLocation();
    const title = `${findRoute('company-latest-news', locale)?.title ?? ''} ${company.ticker}`.trim();
    return (
      <>
        <PageHeader
          title={title}
          summary={company.name}
          trail={[crumbTo('company-information-list', locale), { ...crumbTo('company-information', locale, { slug: company.slug }), label: company.name }]}
        />
        <Container>
          <NewsList company={company.slug} news={news} locale={locale} />
          <Pagination meta={meta} hrefOf={(n) => pageHref(location, n)} />
          <Disclaimer />
        </Container>
      </>
    );
  },
});
