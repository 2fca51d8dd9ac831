import { single, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import { researchReport as reportSchema } from '@brids/contracts/research';

/** GET /api/research-reports/{slug}: one report with its related reports. */
export const researchReport = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/research-reports/${encodeURIComponent(slug)}`,
  schema: single(reportSchema),
  query: ({ locale }) => ({ locale, include: 'related' }),
});
