import { useTranslation } from 'react-i18next';
import { COLLECTIONS, type Collection, type Entry } from '@brids/contracts';
import { HttpStatusError, NotFoundError, definePage, useAuthStore } from '@brids/platform';
import { Container, PageHeader, RichText } from '@brids/ui';
import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../../i18n/index.ts';
import { en, id } from '../../i18n/parts/preview.ts';

/** This page's words (not in the shell's first view), loaded in the visitor's language with the page. */
const words = defineCatalog(NS, { id, en });

/** The scope that lets an editor see unpublished content. */
export const PREVIEW_SCOPE = 'content:preview';

const isCollection = (value: string | undefined): value is Collection =>
  (COLLECTIONS as readonly string[]).includes(value ?? '');

/** An editor's preview of an entry, published or not, with a draft banner (protected page). */
export default definePage<Entry>({
  catalogs: [words],
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
