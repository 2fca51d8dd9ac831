import { collection, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import { editor } from '@brids/contracts/marketing';

/** GET /api/editors: the blog's editorial board. */
export const editorsCall = defineGet({
  path: () => '/editors',
  schema: collection(editor),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});
