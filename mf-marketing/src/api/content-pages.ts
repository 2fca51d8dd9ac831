import { page, single, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/**
 * GET /api/pages/{slug} of the catch-all content page: only an app or a static page (404 for another kind).
 * Also the route's resource call, so the head's fetch (and its 404) answers the loader.
 */
export const contentPageCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/pages/${encodeURIComponent(slug)}`,
  schema: single(page),
  query: ({ locale }) => ({ locale, 'filter[kind]': 'app,static' }),
});
