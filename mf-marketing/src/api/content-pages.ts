import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

// The catch-all content page's calls, in one module (the page asks for both).

/**
 * GET /api/pages/{slug} of the catch-all content page: only an app or a static page (404 for another kind).
 * Also the route's resource call, so the head's fetch (and its 404) answers the loader.
 */
export const contentPageCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/pages/${encodeURIComponent(slug)}`,
  schema: lazySchemaOf((s) => s.single(s.page)),
  query: ({ locale }) => ({ locale, 'filter[kind]': 'app,static' }),
});

/** GET /api/components for the app page `{slug}`: its CMS component `app-{slug}` (features and screenshots) with its menus and CTAs. */
export const appComponentsCall = defineGet({
  path: () => '/components',
  schema: lazySchemaOf((s) => s.collection(s.component)),
  query: ({ slug, locale }: { slug: string; locale: Locale }) => ({ 'filter[slug]': `app-${slug}`, include: 'menu,cta', locale }),
});
