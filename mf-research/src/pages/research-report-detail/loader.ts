import type { ResearchReport, ResearchReportSummary } from '@brids/contracts/research';
import type { PageLoaderArgs } from '@brids/platform';
import { researchReport } from '../../api/research-report.ts';

export interface ReportData {
  report: ResearchReport;
  related: ResearchReportSummary[];
}

/** The report of the URL's slug, with its related reports. */
export async function loader({ api, locale, params }: PageLoaderArgs): Promise<ReportData> {
  const { data } = await researchReport(api, { slug: params.slug ?? '', locale });
  return { report: data, related: data.related ?? [] };
}
