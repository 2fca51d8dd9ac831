import { collection, lazySchema, type Locale, single } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/offerings: the cards of the products-and-services overview, products first. */
export const offeringsCall = defineGet({
  path: () => '/offerings',
  schema: lazySchema(() => import('@brids/contracts/marketing/offerings').then((m) => collection(m.offeringSummary))),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});

/** GET /api/offerings/{slug}: one product or service page (its slug is its route name). */
export const offeringCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/offerings/${encodeURIComponent(slug)}`,
  schema: lazySchema(() => import('@brids/contracts/marketing/offerings').then((m) => single(m.offering))),
  query: ({ locale }) => ({ locale }),
});
