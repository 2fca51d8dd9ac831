import { lazySchema, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/research-reports: the newest reports as the home page's teaser (the research squad owns the resource). */
export const researchTeasersCall = defineGet({
  path: () => '/research-reports',
  schema: lazySchema(() => import('@brids/contracts/marketing/home').then((m) => m.researchTeaserList)),
  query: (args: { locale: Locale; 'page[size]': number }) => ({ locale: args.locale, 'page[size]': args['page[size]'] }),
});
