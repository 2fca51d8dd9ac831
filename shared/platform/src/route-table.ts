// Pure route composition: used by the browser (router, links) and by the shell server (status codes).
// No React here, so the server can import it cheaply.
import {
  DEFAULT_LOCALE,
  LOCALES,
  ROUTE_NAME_SEPARATOR,
  type Locale,
  type ReleaseManifest,
  type RouteDeclaration,
} from '@brids/contracts';

/** One route in one locale, as the router and the server see it. */
export interface ComposedRoute {
  /** `<name>___<locale>` (spec §9). */
  id: string;
  name: string;
  locale: Locale;
  /** Full path with the locale prefix, e.g. `/id/produk-dan-layanan/produk/saham`. */
  path: string;
  remote: string;
  /** Exposed module of the remote, e.g. `./pages/stock`. */
  module: string;
  title: string;
  resource?: string;
  /** First-view content-service calls of the page, with `:locale` and params unfilled (preloaded by the server). */
  data?: string[];
  layout: 'default' | 'blank';
  /** Named middleware of the route (`auth`, `guest`), run before its page loads. */
  middleware: string[];
}

export type RouteParams = Record<string, string | number | undefined>;

export function routeId(name: string, locale: Locale): string {
  return `${name}${ROUTE_NAME_SEPARATOR}${locale}`;
}

/** Splits `stock___en` into its name and locale; undefined when the id has no locale suffix. */
export function parseRouteId(id: string): { name: string; locale: Locale } | undefined {
  const at = id.lastIndexOf(ROUTE_NAME_SEPARATOR);
  if (at < 0) return undefined;
  const locale = id.slice(at + ROUTE_NAME_SEPARATOR.length);
  return locale === 'en' || locale === 'id' ? { name: id.slice(0, at), locale } : undefined;
}

function prefixed(locale: Locale, path: string): string {
  return path ? `/${locale}/${path}` : `/${locale}`;
}

/** Every route of every remote of a release, in both locales. */
export function composeRouteTable(remotes: Record<string, { routes: RouteDeclaration[] }>): ComposedRoute[] {
  const table: ComposedRoute[] = [];
  for (const [remote, { routes }] of Object.entries(remotes)) {
    for (const route of routes) {
      for (const locale of LOCALES) {
        table.push({
          id: routeId(route.name, locale),
          name: route.name,
          locale,
          path: prefixed(locale, route.paths[locale]),
          remote,
          module: route.module,
          title: route.title[locale],
          ...(route.resource ? { resource: route.resource } : {}),
          ...(route.data?.length ? { data: route.data } : {}),
          layout: route.layout ?? 'default',
          middleware: route.middleware ?? [],
        });
      }
    }
  }
  return table;
}

export function routeTableOf(release: ReleaseManifest): ComposedRoute[] {
  return composeRouteTable(release.remotes);
}

/** Fills `:param` segments; a missing param makes the path unusable, so it throws. */
export function fillPath(path: string, params: RouteParams): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing route parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

let currentTable: ComposedRoute[] = [];
let byId = new Map<string, ComposedRoute>();

/** Installs the composed table that `localePath` resolves against (the shell does it once per release). */
export function setRouteTable(table: ComposedRoute[]): void {
  currentTable = table;
  byId = new Map(table.map((route) => [route.id, route]));
}

export function getRouteTable(): readonly ComposedRoute[] {
  return currentTable;
}

export function findRoute(name: string, locale: Locale): ComposedRoute | undefined {
  return byId.get(routeId(name, locale));
}

/**
 * The only way to make a link to a page of the site: route name, params, locale.
 * `localePath('research-report-detail', { slug: 'x' }, 'id')` -> `/id/riset-dan-berita/laporan-riset/x`.
 * A route that the current release does not have resolves to the locale's home.
 */
export function localePath(name: string, params: RouteParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  const route = findRoute(name, locale);
  if (!route) {
    console.error(`localePath: no route "${name}" in the current release`);
    return prefixed(locale, '');
  }
  return fillPath(route.path, params);
}

/**
 * The same page in another locale: keeps the route name and its params (so the same slug).
 * Without a known route (the 404 page) it goes to the other locale's home.
 */
export function switchLocalePath(
  current: { routeId: string | undefined; params: RouteParams },
  target: Locale,
): string {
  const parsed = current.routeId ? parseRouteId(current.routeId) : undefined;
  if (!parsed || !findRoute(parsed.name, target)) return prefixed(target, '');
  return localePath(parsed.name, current.params, target);
}

/** The locale a path belongs to: its first segment, else the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return first === 'en' || first === 'id' ? first : DEFAULT_LOCALE;
}
