import { z, type Infer } from '@brids/contracts/schema';
import { image } from './image.ts';

/** Promotions (`/api/promos`). */

export const PROMO_STATUSES = ['active', 'ending-soon', 'expired'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];
/** Days before its end when an active promo counts as ending soon. */
export const PROMO_ENDING_SOON_DAYS = 7;

export const promoSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image,
  valid_from: z.string(),
  valid_until: z.string(),
  status: z.enum(PROMO_STATUSES),
});
export type PromoSummary = Infer<typeof promoSummary>;
export const promo = z.extend(promoSummary, { body: z.string(), terms: z.array(z.string()) });
export type Promo = Infer<typeof promo>;
