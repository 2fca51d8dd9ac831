import { z, type Infer } from '@brids/contracts/schema';
import { image } from './image.ts';
import { faqItem } from './faqs.ts';

/** The product and service pages (`/api/offerings`): kinds, fees, sample funds, the priority program. */

export const OFFERING_KINDS = ['product', 'service'] as const;
export type OfferingKind = (typeof OFFERING_KINDS)[number];

/** A fee line: what is charged and how much (text, since fees mix percentages and rupiah). */
export const offeringFee = z.object({ label: z.string(), value: z.string() });
export type OfferingFee = Infer<typeof offeringFee>;

/** A kind of the offering shown as a tab (stock-account: regular, margin, sharia). */
export const offeringVariant = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.array(z.string()),
  /** Margin: the length of the financing contract (spec §9: 1 year = 12 months). */
  contract_months: z.nullable(z.number()),
  /** Margin: the asset holding (rupiah) the account must keep. */
  min_asset_holding: z.nullable(z.number()),
});
export type OfferingVariant = Infer<typeof offeringVariant>;

export const RISK_LEVELS = ['low', 'moderate', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** A sample fund (mutual-fund) or offering (securities, eba-retail) with its terms; fictitious. */
export const offeringSample = z.object({
  slug: z.string(),
  name: z.string(),
  /** Fund type or instrument: 'money-market', 'fixed-income', 'balanced', 'equity', 'government-bond', 'corporate-bond', 'eba'. */
  type: z.string(),
  risk_level: z.enum(RISK_LEVELS),
  /** Minimum subscription in rupiah. */
  minimum_subscription: z.number(),
  /** Yearly coupon or indicative return in percent, when it applies. */
  coupon_rate: z.nullable(z.number()),
  tenor_months: z.nullable(z.number()),
  /** The offering period (YYYY-MM-DD), when it is an offering. */
  offer_start: z.nullable(z.string()),
  offer_end: z.nullable(z.string()),
  terms: z.string(),
});
export type OfferingSample = Infer<typeof offeringSample>;

/** The priority customer gate's current program (spec §6, §9: total assets of at least Rp 500 million). */
export const priorityProgram = z.object({
  min_total_assets: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  quota: z.number(),
  quota_remaining: z.number(),
});
export type PriorityProgram = Infer<typeof priorityProgram>;

/** A card of the products-and-services overview. */
export const offeringSummary = z.object({
  slug: z.string(),
  kind: z.enum(OFFERING_KINDS),
  title: z.string(),
  tagline: z.string(),
  image,
});
export type OfferingSummary = Infer<typeof offeringSummary>;

/** A product or service page (`slug` = its route name), built from typed parts, not one HTML blob. */
export const offering = z.object({
  slug: z.string(),
  kind: z.enum(OFFERING_KINDS),
  title: z.string(),
  tagline: z.string(),
  image,
  what_it_is: z.string(),
  who_it_is_for: z.string(),
  benefits: z.array(z.string()),
  steps: z.array(z.string()),
  requirements: z.array(z.string()),
  documents: z.array(z.string()),
  fees: z.array(offeringFee),
  risks: z.array(z.string()),
  variants: z.array(offeringVariant),
  samples: z.array(offeringSample),
  program: z.nullable(priorityProgram),
  faqs: z.array(faqItem),
  /** The account-opening form to download (a PDF path), if any. */
  form_url: z.nullable(z.string()),
  /** Whether the page offers 'Open Account' (the URL comes from the setting home-join-now-open-account-url). */
  open_account: z.boolean(),
});
export type Offering = Infer<typeof offering>;
