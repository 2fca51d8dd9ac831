import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/editors: the blog's editorial board. */
export const editorsCall = defineGet({
  path: () => '/editors',
  schema: lazySchemaOf(() => import('@brids/contracts/marketing/blog'), (m, s) => s.collection(m.editor)),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});
