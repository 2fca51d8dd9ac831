import { matchRoutes } from 'react-router';
import type { ComposedRoute } from '@brids/platform/route-table';

export interface RouteMatch {
  route: ComposedRoute;
  params: Record<string, string>;
}

/** The page route a URL path shows, ranked as the browser's router ranks them. */
export function matchPage(table: ComposedRoute[], pathname: string): RouteMatch | undefined {
  const matches = matchRoutes(
    table.map((route) => ({ path: route.path, id: route.id, caseSensitive: true })),
    pathname,
  );
  const last = matches?.at(-1);
  if (!last) return undefined;
  const route = table.find((r) => r.id === last.route.id);
  if (!route) return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(last.params)) if (value !== undefined) params[key] = value;
  return { route, params };
}
