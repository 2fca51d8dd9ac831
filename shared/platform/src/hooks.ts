import { createContext, useContext } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import type { Locale } from '@brids/contracts';
import { parseRouteId, switchLocalePath } from './route-table.ts';
import { useSiteStore } from './site-store.ts';

/** The locale of the route branch a component renders in (site-routes.tsx provides it per locale). */
export const LocaleContext = createContext<Locale | undefined>(undefined);

/**
 * The locale of the page being shown (from its path prefix): its locale branch's, so a page keeps its
 * locale until the next one commits and a server render needs no global; outside the branches (the
 * root's error page) the site store's.
 */
export function useLocale(): Locale {
  const ofBranch = useContext(LocaleContext);
  const ofStore = useSiteStore((state) => state.locale);
  return ofBranch ?? ofStore;
}

/** The name (without locale) of the deepest matched page route, if any. */
export function useRouteName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const parsed = parseRouteId(matches[i]!.id);
    if (parsed) return parsed.name;
  }
  return undefined;
}

/** Where the locale switcher goes: the same page, same params and query, in the other locale. */
export function useSwitchLocalePath(target: Locale): string {
  const matches = useMatches();
  const params = useParams();
  const { search } = useLocation();
  const deepest = [...matches].reverse().find((m) => parseRouteId(m.id));
  return switchLocalePath({ routeId: deepest?.id, params }, target) + search;
}
