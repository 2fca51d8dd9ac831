import { list, single, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import { promo, promoSummary } from '@brids/contracts/marketing';
import type { Paging } from '@brids/platform/list';

/** Promotions on a page of the promo list. */
export const PROMO_PAGE_SIZE = 12;

/** GET /api/promo-items: a page of promotions with their status. */
export const promosCall = defineGet({
  path: () => '/promo-items',
  schema: list(promoSummary),
  query: (args: { locale: Locale } & Paging) => ({ locale: args.locale, 'page[number]': args['page[number]'], 'page[size]': args['page[size]'] }),
});

/** GET /api/promo-items/{slug}: one promotion with its terms. */
export const promoCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/promo-items/${encodeURIComponent(slug)}`,
  schema: single(promo),
  query: ({ locale }) => ({ locale }),
});
