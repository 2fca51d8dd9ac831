import { z, type Infer } from '@brids/contracts/schema';
import { nstr, num, RATINGS } from './common.ts';

/** Stock recommendations (`/api/recommendations`). */

export const recommendation = z.object({
  slug: z.string(),
  ticker: z.string(),
  company: z.string(),
  /** The company page's slug, when the company is in the company list. */
  company_slug: nstr,
  rating: z.enum(RATINGS),
  entry_low: num,
  entry_high: num,
  target_price: num,
  stop_loss: num,
  published_at: z.string(),
  analyst: z.string(),
  note: z.string(),
  /** The research report behind it. */
  report_slug: nstr,
});
export type Recommendation = Infer<typeof recommendation>;
