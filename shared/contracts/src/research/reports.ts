import { z, type Infer } from '@brids/contracts/schema';
import { nnum, nstr, RATINGS, SECTORS } from './common.ts';
import { REPORT_CATEGORIES, type ReportCategory } from './constants.ts';
export { REPORT_CATEGORIES, type ReportCategory };

/** Research reports (`/api/research-reports`). */

export const analyst = z.object({ name: z.string(), role: z.string() });
export type Analyst = Infer<typeof analyst>;

/** A research report as a card shows it. */
export const researchReportSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  sector: z.nullable(z.enum(SECTORS)),
  ticker: nstr,
  rating: z.nullable(z.enum(RATINGS)),
  target_price: nnum,
  previous_target_price: nnum,
  price_at_publication: nnum,
  analysts: z.array(analyst),
  published_at: z.string(),
});
export type ResearchReportSummary = Infer<typeof researchReportSummary>;
