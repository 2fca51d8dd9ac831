import { z, type Infer } from '@brids/contracts/schema';
import { nnum, nstr } from './common.ts';
import { CORPORATE_ACTION_KINDS, type CorporateActionKind } from './constants.ts';
export { CORPORATE_ACTION_KINDS, type CorporateActionKind };

/** Corporate actions (`/api/corporate-actions`). */

/** A corporate action; the fields of other kinds are null. Dates are YYYY-MM-DD, amounts in rupiah. */
export const corporateAction = z.object({
  slug: z.string(),
  kind: z.enum(CORPORATE_ACTION_KINDS),
  ticker: z.string(),
  issuer: z.string(),
  /** The date the action is sorted and filtered by (payment, distribution, listing, meeting...). */
  date: z.string(),
  upcoming: z.boolean(),
  title: z.string(),
  // dividend and dividend history
  dividend_type: z.nullable(z.enum(['interim', 'final'])),
  amount_per_share: nnum,
  cum_date_regular: nstr,
  ex_date_regular: nstr,
  cum_date_cash: nstr,
  ex_date_cash: nstr,
  recording_date: nstr,
  payment_date: nstr,
  fiscal_year: nnum,
  dividend_yield: nnum,
  // stock split, stock merge, bonus
  ratio: nstr,
  old_nominal: nnum,
  new_nominal: nnum,
  last_trading_old_nominal: nstr,
  first_trading_new_nominal: nstr,
  distribution_date: nstr,
  // ipo
  price_low: nnum,
  price_high: nnum,
  final_price: nnum,
  shares_offered: nnum,
  book_building_start: nstr,
  book_building_end: nstr,
  offering_start: nstr,
  offering_end: nstr,
  allotment_date: nstr,
  listing_date: nstr,
  underwriters: z.array(z.string()),
  prospectus_url: nstr,
  // shareholder meeting
  meeting_type: z.nullable(z.enum(['annual', 'extraordinary'])),
  meeting_time: nstr,
  place: nstr,
  agenda: z.array(z.string()),
});
export type CorporateAction = Infer<typeof corporateAction>;
