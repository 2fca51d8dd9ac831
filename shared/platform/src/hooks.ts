import { useLocation, useMatches, useParams } from 'react-router';
import type { Locale } from '@brids/contracts';
import { parseRouteId, switchLocalePath } from './route-table.ts';
import { useSiteStore } from './site-store.ts';

/** The locale of the page being shown (from its path prefix). */
export function useLocale(): Locale {
  return useSiteStore((state) => state.locale);
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
