import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from './api-call.ts';

/** A page's content (`/api/pages/<slug>`), the call behind the shared page sections. */
// Marked pure: a remote whose pages never ask for a page's content drops it.
export const pageCall = /*#__PURE__*/ defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/pages/${encodeURIComponent(slug)}`,
  schema: /*#__PURE__*/ lazySchemaOf((s) => s.single(s.page)),
  query: ({ locale }) => ({ locale }),
});
