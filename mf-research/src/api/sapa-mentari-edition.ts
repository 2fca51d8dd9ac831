import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/sapa-mentari/{slug}: one edition. */
export const sapaMentariEdition = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/sapa-mentari/${encodeURIComponent(slug)}`,
  schema: lazySchemaOf(() => import('@brids/contracts/research/sapa-mentari-edition'), (m, s) => s.single(m.sapaMentari)),
  query: ({ locale }) => ({ locale }),
});
