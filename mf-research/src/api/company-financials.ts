import { lazySchemaOf } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/companies/{slug}/financials: every yearly and quarterly statement (numbers only, no locale). */
export const companyFinancials = defineGet({
  path: ({ slug }: { slug: string }) => `/companies/${encodeURIComponent(slug)}/financials`,
  schema: lazySchemaOf(() => import('@brids/contracts/research/financials'), (m, s) => s.collection(m.financialStatement)),
});
