import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { Paging } from '@brids/platform/list';

/** Promotions on a page of the promo list. */
export const PROMO_PAGE_SIZE = 12;

/** GET /api/promo-items: a page of promotions with their status. */
export const promosCall = defineGet({
  path: () => '/promo-items',
  schema: lazySchemaOf(() => import('@brids/contracts/marketing/promos'), (m, s) => s.list(m.promoSummary)),
  query: (args: { locale: Locale } & Paging) => ({ locale: args.locale, 'page[number]': args['page[number]'], 'page[size]': args['page[size]'] }),
});

/** GET /api/promo-items/{slug}: one promotion with its terms. */
export const promoCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/promo-items/${encodeURIComponent(slug)}`,
  schema: lazySchemaOf(() => import('@brids/contracts/marketing/promos'), (m, s) => s.single(m.promo)),
  query: ({ locale }) => ({ locale }),
});
