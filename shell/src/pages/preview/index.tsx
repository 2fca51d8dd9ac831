import { useTranslation } from 'react-i18next';
import { COLLECTIONS, type Collection, type Entry } from '@brids/contracts';
import { HttpStatusError, NotFoundError, definePage, useAuthStore } from '@brids/platform';
import { Container, PageHeader, RichText } from '@brids/ui';
import { NS } from '../../i18n/index.ts';

/** The scope that lets an editor see unpublished content. */
export const PREVIEW_SCOPE = 'content:preview';

const isCollection = (value: string | undefined): value is Collection =>
  (COLLECTIONS as readonly string[]).includes(value ?? '');

/** An editor's preview of an entry, published or not, with a draft banner (protected page). */
export default definePage<Entry>({
  loader: async ({ api, locale, params }) => {
    if (!useAuthStore.getState().hasScope(PREVIEW_SCOPE)) throw new HttpStatusError(403, 'Preview needs an editor account');
    if (!isCollection(params.collection)) throw new NotFoundError();
    return api.entry(params.collection, params.slug ?? '', locale, { preview: true });
  },
  Component: ({ data }) => {
    const { t } = useTranslation(NS);
    return (
      <>
        <p className="preview-banner" role="status">
          {data.draft ? t('preview.banner') : t('preview.published')}
        </p>
        <PageHeader title={data.title} summary={data.summary} />
        <Container>
          <RichText html={data.body} />
        </Container>
      </>
    );
  },
});
