import { useTranslation } from 'react-i18next';
import type { Promo } from '@brids/contracts/marketing';
import { formatDate } from '@brids/i18n';
import { definePage } from '@brids/platform';
import { Container, Image, PageHeader, RichText, crumbTo } from '@brids/ui';
import { PromoStatusBadge } from '../../components/promo/promo-status.tsx';
import { NS } from '../../i18n/ns.ts';
import { promoCatalog } from '../../i18n/parts/promo.ts';
import { promoCall } from '../../api/promos.ts';
import '../../components/blog/blog.css';

/** A promotion: banner, status, validity period, description and its terms and conditions. */
export default definePage<Promo>({
  catalogs: [promoCatalog],
  loader: async ({ api, locale, params }) => (await promoCall(api, { slug: params.slug ?? '', locale })).data,
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    return (
      <>
        <PageHeader title={data.title} summary={data.summary} trail={[crumbTo('promo', locale)]}>
          <p className="mk-promo-meta">
            <PromoStatusBadge status={data.status} />{' '}
            {t('promo.validity', { from: formatDate(data.valid_from, locale), until: formatDate(data.valid_until, locale) })}
          </p>
        </PageHeader>
        <Container>
          <article className="mk-post">
            <Image className="mk-post__cover" src={data.image.url} alt="" width={1024} height={512} sizes="(max-width: 760px) 100vw, 760px" priority />
            <RichText html={data.body} />
            {data.terms.length > 0 ? (
              <section className="mk-section" aria-labelledby="promo-terms">
                <h2 id="promo-terms">{t('promo.terms')}</h2>
                <ol>
                  {data.terms.map((term) => (
                    <li key={term}>{term}</li>
                  ))}
                </ol>
              </section>
            ) : null}
          </article>
        </Container>
      </>
    );
  },
});
