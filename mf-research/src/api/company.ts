import { single, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import { company as companySchema } from '@brids/contracts/research';

/** GET /api/companies/{slug}: one company's profile (spec §3's sections). */
export const company = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/companies/${encodeURIComponent(slug)}`,
  schema: single(companySchema),
  query: ({ locale }) => ({ locale }),
});
