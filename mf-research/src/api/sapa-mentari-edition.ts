import { single, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import { sapaMentari } from '@brids/contracts/research';

/** GET /api/sapa-mentari/{slug}: one edition. */
export const sapaMentariEdition = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/sapa-mentari/${encodeURIComponent(slug)}`,
  schema: single(sapaMentari),
  query: ({ locale }) => ({ locale }),
});
