import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/offerings: the cards of the products-and-services overview, products first. */
export const offeringsCall = defineGet({
  path: () => '/offerings',
  schema: lazySchemaOf(() => import('@brids/contracts/marketing/offerings'), (m, s) => s.collection(m.offeringSummary)),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});

/** GET /api/offerings/{slug}: one product or service page (its slug is its route name). */
export const offeringCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/offerings/${encodeURIComponent(slug)}`,
  schema: lazySchemaOf(() => import('@brids/contracts/marketing/offerings'), (m, s) => s.single(m.offering)),
  query: ({ locale }) => ({ locale }),
});
