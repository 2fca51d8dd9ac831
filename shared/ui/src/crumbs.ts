import type { Locale } from '@brids/contracts';
import { findRoute, localePath, type RouteParams } from '@brids/platform';
import type { Crumb } from './breadcrumbs.tsx';

/** A breadcrumb to another page of the site, labelled with that page's title. */
export function crumbTo(name: string, locale: Locale, params: RouteParams = {}): Crumb {
  const route = findRoute(name, locale);
  return { label: route?.title ?? name, to: localePath(name, params, locale) };
}
