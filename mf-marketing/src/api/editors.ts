import { collection, lazySchema, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/editors: the blog's editorial board. */
export const editorsCall = defineGet({
  path: () => '/editors',
  schema: lazySchema(() => import('@brids/contracts/marketing/blog').then((m) => collection(m.editor))),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});
