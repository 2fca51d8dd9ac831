import { useTranslation } from 'react-i18next';
import type { Page } from '@brids/contracts';
import type { OfferingSummary } from '@brids/contracts/marketing';
import { pageCall } from '@brids/contracts/page-call';
import { definePage, localePath } from '@brids/platform';
import { Container, PageHeader } from '@brids/ui';
import { Card } from '../../components/cards/card.tsx';
import { NS } from '../../i18n/ns.ts';
import { overviewCatalog } from '../../i18n/parts/overview.ts';
import { offeringsCall } from '../../api/offerings.ts';

interface OverviewData {
  page: Page;
  offerings: OfferingSummary[];
}

/** Products and services: a card for each of the ten pages, products first. */
export default definePage<OverviewData>({
  catalogs: [overviewCatalog],
  loader: async ({ api, locale }) => {
    const [page, offerings] = await Promise.all([pageCall(api, { slug: 'products-and-services', locale }), offeringsCall(api, { locale })]);
    return { page: page.data, offerings: offerings.data };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const groups = [
      { kind: 'product', id: 'produk', title: t('overview.products') },
      { kind: 'service', id: 'layanan', title: t('overview.services') },
    ] as const;
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} />
        <Container>
          {groups.map((group, g) => (
            <section key={group.kind} className="mk-section" aria-labelledby={group.id}>
              <h2 id={group.id}>{group.title}</h2>
              <ul className="mk-cards">
                {data.offerings
                  .filter((o) => o.kind === group.kind)
                  .map((o, i) => (
                    <li key={o.slug}>
                      <Card to={localePath(o.slug, {}, locale)} title={o.title} text={o.tagline} image={o.image} priority={g === 0 && i < 3} headingLevel={3} />
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </Container>
      </>
    );
  },
});
