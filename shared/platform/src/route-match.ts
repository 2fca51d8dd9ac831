import { matchRoutes } from 'react-router';
import type { ComposedRoute } from './route-table.ts';

export interface RouteMatch {
  route: ComposedRoute;
  params: Record<string, string>;
}

/** Finds the composed route a URL path shows; `undefined` when none does. */
export type RouteMatcher = (pathname: string) => RouteMatch | undefined;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // react-router matches a malformed segment as it is
  }
};

/** The first two segments of a path (`/id/riset-dan-berita`), or undefined when one of them is a parameter. */
function staticHead(path: string): string | undefined {
  const [first = '', second = ''] = path.split('/').filter(Boolean).map(decode);
  if (first.startsWith(':') || second.startsWith(':')) return undefined;
  return `/${first}/${second}`;
}

/**
 * A matcher over a route table, ranked as the browser's router ranks routes (react-router's
 * `matchRoutes`). react-router flattens and ranks every route it is given on every call, so the
 * table is indexed once by the paths' first two segments: a call ranks only the routes that can
 * match (those with the path's head, and those with a parameter there).
 */
export function createRouteMatcher(table: readonly ComposedRoute[]): RouteMatcher {
  const toRouterRoute = (route: ComposedRoute) => ({ path: route.path, id: route.id, caseSensitive: true });
  const byHead = new Map<string, ComposedRoute[]>();
  const open: ComposedRoute[] = [];
  for (const route of table) {
    const head = staticHead(route.path);
    if (head === undefined) open.push(route);
    else byHead.set(head, [...(byHead.get(head) ?? []), route]);
  }
  const byId = new Map(table.map((route) => [route.id, route]));
  const candidates = new Map<string, ReturnType<typeof toRouterRoute>[]>();
  return (pathname) => {
    const head = staticHead(pathname) ?? '';
    let routes = candidates.get(head);
    if (!routes) {
      routes = [...(byHead.get(head) ?? []), ...open].map(toRouterRoute);
      candidates.set(head, routes);
    }
    const last = matchRoutes(routes, pathname)?.at(-1);
    const route = last && byId.get(last.route.id!);
    if (!last || !route) return undefined;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(last.params)) if (value !== undefined) params[key] = value;
    return { route, params };
  };
}
