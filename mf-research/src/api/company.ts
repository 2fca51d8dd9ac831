import { single, type Locale, lazySchema } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/companies/{slug}: one company's profile (spec §3's sections). */
export const company = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/companies/${encodeURIComponent(slug)}`,
  schema: lazySchema(() => import('@brids/contracts/research/company').then((m) => single(m.company))),
  query: ({ locale }) => ({ locale }),
});
