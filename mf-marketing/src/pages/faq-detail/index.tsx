import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FaqItem } from '@brids/contracts/marketing';
import { definePage, localePath } from '@brids/platform';
import { Container, PageHeader, RichText, crumbTo } from '@brids/ui';
import { NS } from '../../i18n/ns.ts';
import { faqCatalog } from '../../i18n/parts/faq.ts';
import { faqItemCall } from '../../api/faqs.ts';

/** One question of the FAQ at faq/{slug}: the question as the title, its answer, the way back to every question. */
export default definePage<FaqItem>({
  catalogs: [faqCatalog],
  loader: async ({ api, locale, params }) => (await faqItemCall(api, { slug: params.slug ?? '', locale })).data,
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    return (
      <>
        <PageHeader title={data.question} trail={[crumbTo('faq', locale)]} />
        <Container>
          <RichText html={data.answer} />
          <p>
            <Link to={`${localePath('faq', {}, locale)}#faq-${data.slug}`}>{t('faq.back')}</Link>
          </p>
        </Container>
      </>
    );
  },
});
