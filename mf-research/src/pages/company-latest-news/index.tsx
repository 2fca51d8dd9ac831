import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { definePage, findRoute } from '@brids/platform';
import { pageHref } from '@brids/platform/list';
import { Container, crumbTo, PageHeader, Pagination } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { NewsList } from '../../components/news-list.tsx';
import { NS, researchCatalog } from '../../i18n/index.ts';
import { loader, type NewsData } from './loader.ts';

export default definePage<NewsData>({
  catalogs: [researchCatalog],
  loader,
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
