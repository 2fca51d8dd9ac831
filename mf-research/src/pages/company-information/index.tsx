import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompanyNews, Entry } from '@brids/contracts';
import { definePage, localePath } from '@brids/platform';
import { Container, PageHeader, RichText, crumbTo } from '@brids/ui';
import { CompanyFacts } from '../../components/company-facts.tsx';
import { NewsList } from '../../components/news-list.tsx';
import { NS } from '../../i18n/index.ts';

interface CompanyData {
  company: Entry;
  news: CompanyNews[];
}

export default definePage<CompanyData>({
  loader: async ({ api, locale, params }) => {
    const slug = params.slug ?? '';
    const [company, news] = await Promise.all([
      api.entry('companies', slug, locale),
      api.companyNewsList(slug, { locale, perPage: 3 }),
    ]);
    return { company, news: news.data };
  },
  Component: ({ data: { company, news }, locale }) => {
    const { t } = useTranslation(NS);
    return (
      <>
        <PageHeader title={company.title} summary={company.summary} trail={[crumbTo('company-information-list', locale)]}>
          <CompanyFacts company={company} locale={locale} />
        </PageHeader>
        <Container>
          <section className="ui-section" aria-labelledby="company-profile">
            <h2 id="company-profile">{t('company.profile')}</h2>
            <RichText html={company.body} />
          </section>
          <section className="ui-section" aria-labelledby="company-news">
            <h2 id="company-news">{t('company.latestNews')}</h2>
            <NewsList company={company.slug} news={news} locale={locale} />
            <Link to={localePath('company-latest-news', { slug: company.slug }, locale)}>
              {t('company.allNews', { company: company.title })}
            </Link>
          </section>
          <p className="research-disclaimer">{t('disclaimer')}</p>
        </Container>
      </>
    );
  },
});
