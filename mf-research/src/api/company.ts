import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/companies/{slug}: one company's profile (spec §3's sections). */
export const company = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/companies/${encodeURIComponent(slug)}`,
  schema: lazySchemaOf(() => import('@brids/contracts/research/company'), (m, s) => s.single(m.company)),
  query: ({ locale }) => ({ locale }),
});
