import { lazySchema, type Locale, single } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/about: vision, missions, management, licences, awards and offices. */
export const aboutCall = defineGet({
  path: () => '/about',
  schema: lazySchema(() => import('@brids/contracts/marketing/about').then((m) => single(m.about))),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});
