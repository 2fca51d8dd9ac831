import type { CompanyNews, Entry } from '@brids/contracts';
import { formatDate } from '@brids/i18n';
import { definePage } from '@brids/platform';
import { Container, PageHeader, RichText, crumbTo } from '@brids/ui';

interface NewsItemData {
  company: Entry;
  news: CompanyNews;
}

export default definePage<NewsItemData>({
  loader: async ({ api, locale, params }) => {
    const slug = params.slug ?? '';
    const [company, news] = await Promise.all([
      api.entry('companies', slug, locale),
      api.companyNews(slug, params.news ?? '', locale),
    ]);
    return { company, news };
  },
  Component: ({ data: { company, news }, locale }) => (
    <>
      <PageHeader
        title={news.title}
        summary={news.summary}
        trail={[
          crumbTo('company-information-list', locale),
          { ...crumbTo('company-information', locale, { slug: company.slug }), label: company.title },
          crumbTo('company-latest-news', locale, { slug: company.slug }),
        ]}
      >
        <p className="ui-entry-card__meta">
          <time dateTime={news.published_at}>{formatDate(news.published_at, locale)}</time>
        </p>
      </PageHeader>
      <Container>
        <RichText html={news.body} />
      </Container>
    </>
  ),
});
