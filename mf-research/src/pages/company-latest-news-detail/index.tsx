import { researchPage } from '../../components/research-page.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { single } from '@brids/contracts';
import { company as companySchema, companyNewsItem, type Company, type CompanyNewsItem } from '@brids/contracts/research';
import { formatDate } from '@brids/i18n';
import { localePath } from '@brids/platform';
import { Container, crumbTo, PageHeader, RichText } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { NS } from '../../i18n/index.ts';

interface NewsItemData {
  company: Company;
  news: CompanyNewsItem;
}

export default researchPage<NewsItemData>({
  loader: async ({ api, locale, params }) => {
    const slug = encodeURIComponent(params.slug ?? '');
    const [company, news] = await Promise.all([
      api.get(`/companies/${slug}`, single(companySchema), { locale }),
      api.get(`/companies/${slug}/news/${encodeURIComponent(params.news ?? '')}`, single(companyNewsItem), { locale }),
    ]);
    return { company: company.data, news: news.data };
  },
  Component: ({ data: { company, news }, locale }) => {
    const { t } = useTranslation(NS);
    return (
      <>
        <PageHeader
          title={news.title}
          summary={news.summary}
          trail={[
            crumbTo('company-information-list', locale),
            { ...crumbTo('company-information', locale, { slug: company.slug }), label: company.name },
            crumbTo('company-latest-news', locale, { slug: company.slug }),
          ]}
        >
          <p className="ui-entry-card__meta">
            {t('news.published')}: <time dateTime={news.published_at}>{formatDate(news.published_at, locale)}</time>
          </p>
        </PageHeader>
        <Container>
          <RichText html={news.body} />
          <p>
            <Link to={localePath('company-latest-news', { slug: company.slug }, locale)}>{t('news.back', { company: company.ticker })}</Link>
          </p>
          <Disclaimer />
        </Container>
      </>
    );
  },
});
