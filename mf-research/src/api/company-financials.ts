import { collection } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import { financialStatement } from '@brids/contracts/research';

/** GET /api/companies/{slug}/financials: every yearly and quarterly statement (numbers only, no locale). */
export const companyFinancials = defineGet({
  path: ({ slug }: { slug: string }) => `/companies/${encodeURIComponent(slug)}/financials`,
  schema: collection(financialStatement),
});
