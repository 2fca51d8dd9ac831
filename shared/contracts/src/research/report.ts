import { z, type Infer } from '@brids/contracts/schema';
import { researchFile } from './common.ts';
import { researchReportSummary } from './reports.ts';

/** One research report (`/api/research-reports/{slug}`), with its related reports. */

export const researchReport = z.extend(researchReportSummary, {
  key_points: z.array(z.string()),
  body: z.string(),
  file: researchFile,
  /** With `include=related`: reports on the same ticker, then the same sector. */
  related: z.optional(z.array(researchReportSummary)),
});
export type ResearchReport = Infer<typeof researchReport>;
