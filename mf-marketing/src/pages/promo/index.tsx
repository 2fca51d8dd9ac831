import { useTranslation } from 'react-i18next';
import type { ListMeta, Page } from '@brids/contracts';
import type { PromoSummary } from '@brids/contracts/marketing';
import { formatDate } from '@brids/i18n';
import { pageCall } from '@brids/contracts/page-call';
import { definePage, localePath } from '@brids/platform';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { Card } from '../../components/cards/card.tsx';
import { loadList, paging, type Loaded } from '@brids/platform/list';
import { ListState } from '@brids/ui/list-state';
import { useListTexts } from '../../components/list-texts.ts';
import { PromoStatusBadge } from '../../components/promo/promo-status.tsx';
import { NS } from '../../i18n/ns.ts';
import { promoCatalog } from '../../i18n/parts/promo.ts';
import { listCatalog } from '../../i18n/parts/list.ts';
import { PROMO_PAGE_SIZE, promosCall } from '../../api/promos.ts';

interface PromoData {
  page: Page;
  list: Loaded<{ data: PromoSummary[]; meta: ListMeta }>;
}

/** Promotions: cards with image, validity period and status badge (active, ending soon, expired). */
export default definePage<PromoData>({
  catalogs: [promoCatalog, listCatalog],
  loader: async ({ api, locale, url }) => {
    const [page, list] = await Promise.all([pageCall(api, { slug: 'promo', locale }), loadList(promosCall(api, { locale, ...paging(url, PROMO_PAGE_SIZE) }))]);
    return { page: page.data, list };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const listTexts = useListTexts();
    const base = localePath('promo', {}, locale);
    const list = data.list.ok ? data.list.value : null;
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} />
        <Container>
          <ListState texts={listTexts} failed={!list} empty={list?.data.length === 0} retryTo={base}>
            <ul className="mk-cards">
              {list?.data.map((promo, i) => (
                <li key={promo.slug}>
                  <Card
                    to={localePath('promo-detail', { slug: promo.slug }, locale)}
                    title={promo.title}
                    text={promo.summary}
                    image={promo.image}
                    priority={i < 3}
                    headingLevel={2}
                    badges={<PromoStatusBadge status={promo.status} />}
                    meta={<span>{t('promo.validity', { from: formatDate(promo.valid_from, locale), until: formatDate(promo.valid_until, locale) })}</span>}
                  />
                </li>
              ))}
            </ul>
            {list ? <Pagination meta={list.meta} hrefOf={(n) => (n > 1 ? `${base}?page=${n}` : base)} /> : null}
          </ListState>
        </Container>
      </>
    );
  },
});
