import { single, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import { about } from '@brids/contracts/marketing';

/** GET /api/about: vision, missions, management, licences, awards and offices. */
export const aboutCall = defineGet({
  path: () => '/about',
  schema: single(about),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});
