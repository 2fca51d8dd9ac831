import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@brids/i18n';
import { definePage, localePath } from '@brids/platform';
import { Container, crumbTo, PageHeader, RichText } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { NS, researchCatalog } from '../../i18n/index.ts';
import { loader, type NewsItemData } from './loader.ts';

export default definePage<NewsItemData>({
  catalogs: [researchCatalog],
  loader,
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
