import { z, type Infer } from '@brids/contracts/schema';
import { SECTORS } from './common.ts';

/** Listed companies as a list shows them (`/api/companies`); the profile is in company.ts. */

export const companySummary = z.object({
  slug: z.string(),
  ticker: z.string(),
  name: z.string(),
  sector: z.enum(SECTORS),
  listing_date: z.string(),
  summary: z.string(),
});
export type CompanySummary = Infer<typeof companySummary>;
