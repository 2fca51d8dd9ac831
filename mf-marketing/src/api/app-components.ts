import { collection, component, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/components for the app page `{slug}`: its CMS component `app-{slug}` (features and screenshots) with its menus and CTAs. */
export const appComponentsCall = defineGet({
  path: () => '/components',
  schema: collection(component),
  query: ({ slug, locale }: { slug: string; locale: Locale }) => ({ 'filter[slug]': `app-${slug}`, include: 'menu,cta', locale }),
});
