import { useTranslation } from 'react-i18next';
import type { Page } from '@brids/contracts';
import { NotFoundError, definePage } from '@brids/platform';
import { Container, PageHeader, RichText } from '@brids/ui';
import { NS } from '../../i18n/index.ts';

function AppBadge() {
  const { t } = useTranslation(NS);
  return <p className="ui-entry-card__category">{t('app.badge')}</p>;
}

/** `/{product}` (the mobile trading app page) and `/{static}` (static pages), resolved from the content service. */
export default definePage<Page>({
  loader: async ({ api, locale, params }) => {
    const page = await api.page(params.slug ?? '', locale);
    if (page.kind !== 'app' && page.kind !== 'static') throw new NotFoundError();
    return page;
  },
  Component: ({ data }) => (
    <>
      <PageHeader title={data.title} summary={data.summary}>
        {data.kind === 'app' ? <AppBadge /> : null}
      </PageHeader>
      <Container>
        <RichText html={data.body} />
      </Container>
    </>
  ),
});
