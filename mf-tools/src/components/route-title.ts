import type { Locale } from '@brids/contracts';
import { findRoute } from '@brids/platform';

/** A page's title as its route declares it (the release manifest), so the h1 needs no content call. */
export function routeTitle(name: string, locale: Locale): string {
  return findRoute(name, locale)?.title ?? name;
}
