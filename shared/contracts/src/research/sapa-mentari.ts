import { z, type Infer } from '@brids/contracts/schema';
import { num } from './common.ts';

/** Sapa Mentari, the morning trading newsletter (`/api/sapa-mentari`): editions as the list shows them. */

export const sapaMentariSummary = z.object({
  slug: z.string(),
  edition_date: z.string(),
  title: z.string(),
  headline: z.string(),
  index_close: num,
  index_change: num,
  index_change_percent: num,
});
export type SapaMentariSummary = Infer<typeof sapaMentariSummary>;
