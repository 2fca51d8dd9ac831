import type { CompanyNews, Entry, ListMeta } from '@brids/contracts';
import { definePage, findRoute, localePath } from '@brids/platform';
import { Container, PageHeader, Pagination, crumbTo } from '@brids/ui';
import { NewsList } from '../../components/news-list.tsx';

interface NewsData {
  company: Entry;
  news: CompanyNews[];
  meta: ListMeta;
}

export default definePage<NewsData>({
  loader: async ({ api, locale, params, url }) => {
    const slug = params.slug ?? '';
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const [company, news] = await Promise.all([
      api.entry('companies', slug, locale),
      api.companyNewsList(slug, { locale, page, perPage: 10 }),
    ]);
    return { company, news: news.data, meta: news.meta };
  },
  Component: ({ data: { company, news, meta }, locale }) => {
    const title = `${findRoute('company-latest-news', locale)?.title ?? ''} ${company.title}`.trim();
    const here = localePath('company-latest-news', { slug: company.slug }, locale);
    return (
      <>
        <PageHeader
          title={title}
          trail={[
            crumbTo('company-information-list', locale),
            { ...crumbTo('company-information', locale, { slug: company.slug }), label: company.title },
          ]}
        />
        <Container>
          <NewsList company={company.slug} news={news} locale={locale} />
          <Pagination meta={meta} hrefOf={(n) => `${here}?page=${n}`} />
        </Container>
      </>
    );
  },
});
