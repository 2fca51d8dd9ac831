import { createRouteMatcher, type RouteMatch, type RouteMatcher } from '@brids/platform/route-match';
import { composeRouteTable, type ComposedRoute } from '@brids/platform/route-table';
import { SHELL_REMOTE, SHELL_ROUTES } from '@brids/platform/shell-routes';

/** The shell's own pages (login, preview): known to the server like the remotes' pages. */
const SHELL_TABLE = composeRouteTable({ [SHELL_REMOTE]: { routes: SHELL_ROUTES } });

/** The browser's table of a release (its remotes' routes, then the shell's), one per pinned table. */
const siteTables = new WeakMap<ComposedRoute[], ComposedRoute[]>();
export function siteTableOf(table: ComposedRoute[]): ComposedRoute[] {
  let site = siteTables.get(table);
  if (!site) {
    site = [...table, ...SHELL_TABLE];
    siteTables.set(table, site);
  }
  return site;
}

/** Step 3 of a document: the page of a path in a release's table (one matcher per table, rebuilt only when the release changes). */
const pageMatchers = new WeakMap<ComposedRoute[], RouteMatcher>();
export function matchPage(table: ComposedRoute[], pathname: string): RouteMatch | undefined {
  let matcher = pageMatchers.get(table);
  if (!matcher) {
    matcher = createRouteMatcher(siteTableOf(table));
    pageMatchers.set(table, matcher);
  }
  return matcher(pathname);
}
