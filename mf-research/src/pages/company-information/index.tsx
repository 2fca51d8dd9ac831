import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@brids/i18n';
import { definePage, localePath } from '@brids/platform';
import { Container, crumbTo, Facts, PageHeader } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { NewsList } from '../../components/news-list.tsx';
import { NS, researchCatalog } from '../../i18n/index.ts';
import { FinancialOverview } from './financials.tsx';
import { loader, type CompanyData } from './loader.ts';
import { Contact, Management, Section, SECTION_IDS, StockHistory, Stockholders, Subsidiaries } from './sections.tsx';
import '../../components/research.css';

export default definePage<CompanyData>({
  catalogs: [researchCatalog],
  loader,
  Component: ({ data: { company, financials, news }, locale }) => {
    const { t } = useTranslation(NS);
    const titles: Record<(typeof SECTION_IDS)[number], string> = {
      about: t('company.about'),
      management: t('company.management'),
      subsidiaries: t('company.subsidiaries'),
      stockholders: t('company.stockholders'),
      'stock-history': t('company.stockHistory'),
      financials: t('financial.title'),
      contact: t('company.contact'),
      products: t('company.products'),
      other: t('company.other'),
      news: t('company.latestNews'),
    };
    return (
      <>
        <PageHeader title={company.name} summary={company.summary} trail={[crumbTo('company-information-list', locale)]}>
          <Facts
            items={[
              { label: t('company.ticker'), value: company.ticker },
              { label: t('company.sector'), value: t('sector', { returnObjects: true })[company.sector] },
              { label: t('company.listingDate'), value: formatDate(`${company.listing_date}T00:00:00+07:00`, locale) },
            ]}
          />
        </PageHeader>
        <Container>
          <nav className="research-toc" aria-label={t('company.sections')}>
            <ul>
              {SECTION_IDS.map((id) => (
                <li key={id}>
                  <a href={`#${id}`}>{titles[id]}</a>
                </li>
              ))}
            </ul>
          </nav>
          <Section id="about" title={titles.about}>
            <p>{company.about}</p>
          </Section>
          <Management company={company} />
          <Subsidiaries company={company} locale={locale} />
          <Stockholders company={company} locale={locale} />
          <StockHistory company={company} locale={locale} />
          <FinancialOverview company={company} rows={financials} locale={locale} />
          <Contact company={company} />
          <Section id="products" title={titles.products}>
            <ul>
              {company.products.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Section>
          <Section id="other" title={titles.other}>
            <dl className="research-pairs">
              {company.other_information.map((o) => (
                <div key={o.label}>
                  <dt>{o.label}</dt>
                  <dd>{o.value}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section id="news" title={titles.news}>
            <NewsList company={company.slug} news={news} locale={locale} />
            <Link to={localePath('company-latest-news', { slug: company.slug }, locale)}>{t('company.allNews', { company: company.ticker })}</Link>
          </Section>
          <Disclaimer />
        </Container>
      </>
    );
  },
});
