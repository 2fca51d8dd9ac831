import { single, type Locale, lazySchema } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/research-reports/{slug}: one report with its related reports. */
export const researchReport = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/research-reports/${encodeURIComponent(slug)}`,
  schema: lazySchema(() => import('@brids/contracts/research/report').then((m) => single(m.researchReport))),
  query: ({ locale }) => ({ locale, include: 'related' }),
});
