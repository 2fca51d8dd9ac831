import { collection, lazySchema } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/companies/{slug}/financials: every yearly and quarterly statement (numbers only, no locale). */
export const companyFinancials = defineGet({
  path: ({ slug }: { slug: string }) => `/companies/${encodeURIComponent(slug)}/financials`,
  schema: lazySchema(() => import('@brids/contracts/research/financials').then((m) => collection(m.financialStatement))),
});
