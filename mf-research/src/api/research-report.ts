import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/research-reports/{slug}: one report with its related reports. */
export const researchReport = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/research-reports/${encodeURIComponent(slug)}`,
  schema: lazySchemaOf(() => import('@brids/contracts/research/report'), (m, s) => s.single(m.researchReport)),
  query: ({ locale }) => ({ locale, include: 'related' }),
});
