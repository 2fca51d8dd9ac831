import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/about: vision, missions, management, licences, awards and offices. */
export const aboutCall = defineGet({
  path: () => '/about',
  schema: lazySchemaOf(() => import('@brids/contracts/marketing/about'), (m, s) => s.single(m.about)),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});
