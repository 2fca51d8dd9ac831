import { readFileSync } from 'node:fs';
import type { RemoteFiles } from '../remote-versions/remote-files.ts';
import { createApiClient, type ApiClient, type Locale } from '@brids/contracts';
import { pageModuleFiles, type FederationManifest } from '@brids/platform/page-files';
import { fillPath, type ComposedRoute } from '@brids/platform/route-table';
import { resourceCall } from '../content/resource-call.ts';

/**
 * Preload hints of a document: everything the page will ask for before it can show its content,
 * started by the HTML parser instead of one request after the other. Without them the browser
 * learns of each file only when the previous one has run: the shell's bootstrap, the remote's
 * manifest, its entry, the page's chunk, and the API calls of the navigation middleware
 * (redirects, then checkMenu) and of the layout, each a network round trip on a phone.
 * The shell's own boot chunks are in its index.html already (tools/build/src/boot-preload.ts).
 */

const escapeAttr = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Published manifests never change (a version's folder is immutable): each read once it is there. */
const manifests = new Map<string, FederationManifest | null>();
const MAX_MANIFESTS = 200;

function readManifest(remotes: RemoteFiles, manifestUrl: string): FederationManifest | null {
  // Only manifests of versions this server holds are read from disk; others (a squad's dev server) get no hints.
  const file = remotes.fileOf(manifestUrl);
  if (!file) return null;
  if (!manifests.has(file)) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // Not here (yet: a version this server has still to copy from the object store): asked again next time.
      return null;
    }
    let manifest: FederationManifest | null = null;
    try {
      manifest = JSON.parse(text) as FederationManifest;
    } catch {
      manifest = null; // a broken remote: the page shows 'under repair', nothing to preload
    }
    if (manifests.size >= MAX_MANIFESTS) manifests.clear();
    manifests.set(file, manifest);
  }
  return manifests.get(file) ?? null;
}

/**
 * The remote's entry and the page module's own chunks (JS and CSS), from its mf-manifest.json. With the
 * entry's subresource integrity (the pin's, `entryIntegrity` of the browser's release), the entry's hint
 * carries it and `crossorigin`, as the shell's federation runtime loads the entry (shell/src/federation.ts):
 * a preload the browser can reuse only for a request with the same integrity and mode.
 */
export function remotePreloads(remotes: RemoteFiles, manifestUrl: string, module: string, entryIntegrity?: string): string[] {
  const manifest = readManifest(remotes, manifestUrl);
  if (!manifest) return [];
  // The files where browsers load them (REMOTES_PUBLIC_URL, or /remotes/ here).
  const files = pageModuleFiles(manifest, remotes.toPublic(manifestUrl), module);
  // Low priority, like the shell's boot chunks (tools/build/src/boot-preload.ts): fetched early, never blocking.
  const script = (href: string, integrity?: string) =>
    `<link rel="preload" href="${escapeAttr(href)}" as="script" fetchpriority="low"${integrity ? ` integrity="${escapeAttr(integrity)}" crossorigin` : ''}>`;
  const links = files.entry ? [script(files.entry, entryIntegrity)] : [];
  for (const href of files.scripts) links.push(script(href));
  for (const href of files.styles) links.push(`<link rel="preload" href="${escapeAttr(href)}" as="style" fetchpriority="low">`);
  return links;
}

/** The URLs of the calls `make` asks the API client for, exactly as the browser's client builds them. */
function recordedCalls(make: (api: ApiClient) => void): string[] {
  const urls: string[] = [];
  const record = ((url: string) => {
    urls.push(url);
    return new Promise<Response>(() => {});
  }) as typeof fetch;
  make(createApiClient({ baseUrl: '/api', fetch: record }));
  return urls;
}

const fetchPreload = (url: string) => `<link rel="preload" href="${escapeAttr(url)}" as="fetch" crossorigin>`;

/**
 * The API calls every page of a locale makes while it starts in the browser: the middleware's redirect
 * rules and unpublished menus (shared/platform/src/middleware.ts) and the layout's menus, logos,
 * settings and action types (shell/src/layout/layout-data.ts). A preloaded answer is reused by the
 * client's `fetch`.
 */
const startupApiUrls = (locale: Locale) =>
  recordedCalls((api) => {
    void api.redirects();
    void api.unpublishedMenuUrls(locale);
    void api.menus(locale, 'main-menu');
    void api.menus(locale, 'footer');
    void api.footerLogos();
    void api.settings(locale);
    void api.actionTypes();
  });

const apiLinks = new Map<Locale, string[]>();

export function apiPreloads(locale: Locale): string[] {
  if (!apiLinks.has(locale)) apiLinks.set(locale, startupApiUrls(locale).map(fetchPreload));
  return apiLinks.get(locale)!;
}

/**
 * The start-up calls only the navigation middleware makes (redirect rules, unpublished menus): it does
 * not run for a page hydrated from the server's data, only on the next navigation.
 */
const middlewareUrls = new Map<Locale, string[]>();
export function middlewareApiUrls(locale: Locale): string[] {
  if (!middlewareUrls.has(locale)) {
    middlewareUrls.set(
      locale,
      recordedCalls((api) => {
        void api.redirects();
        void api.unpublishedMenuUrls(locale);
      }),
    );
  }
  return middlewareUrls.get(locale)!;
}

/**
 * The content a page's URL names (the route's `resource`, which the server has just found to exist):
 * the page's loader asks for exactly that, in the page's locale (`api.entry`, a company's news item).
 * Resources with a query of their own (`/api/pages/:slug?filter[kind]=...`) are asked for otherwise
 * by their page and get no hint, and so does a resource its page asks for with a query of its own.
 */
export function resourcePreload(route: ComposedRoute, params: Record<string, string>): string[] {
  const call = resourceCall(route);
  if (!call || route.resource?.includes('?')) return [];
  // A page that declares how it asks for its resource (`/api/research-reports/:slug?locale=:locale&include=related`)
  // gets that call preloaded (`data`), not twice.
  if (route.data?.includes(call)) return [];
  return callPreloads([call], route, params);
}

/**
 * The calls a page declares for its first view (the route's `data`), with the page's locale and
 * params filled in, exactly as its API client will ask for them.
 */
export function dataPreloads(route: ComposedRoute, params: Record<string, string>): string[] {
  return callPreloads(route.data ?? [], route, params);
}

/** Fetch preloads of content-service calls (`:locale` and the route's params filled in). */
function callPreloads(calls: readonly string[], route: ComposedRoute, params: Record<string, string>): string[] {
  const links: string[] = [];
  for (const call of calls) {
    let url: string;
    try {
      url = fillPath(call, { ...params, locale: route.locale });
    } catch {
      continue; // a call naming a param this URL lacks: the page asks for it itself
    }
    links.push(fetchPreload(url));
  }
  return links;
}

/** Query parameters that never change what a page asks for: campaign tracking and release previews. */
const INERT_QUERY = /^(utm_[a-z]+|gclid|fbclid|preview)$/;

/**
 * Whether a document's query may change the page's calls (a list's page or filter, a search):
 * then its declared first-view calls are guesses, and the server names none.
 */
export function queryChangesData(search: URLSearchParams): boolean {
  return [...search.keys()].some((key) => !INERT_QUERY.test(key));
}

/** Every hint of a document: the page's remote and its content (when the route is a remote's) and the startup API calls. */
export function preloadHints(options: {
  remotes: RemoteFiles;
  locale: Locale;
  route?: ComposedRoute;
  params?: Record<string, string>;
  manifestUrl?: string;
  /** The subresource integrity the pin records for the remote's entry, when it records one. */
  entryIntegrity?: string;
  /** The document's query string, which can make the declared first-view calls wrong. */
  search?: URLSearchParams;
}): string[] {
  const links: string[] = [];
  if (options.route && options.manifestUrl) {
    links.push(...remotePreloads(options.remotes, options.manifestUrl, options.route.module, options.entryIntegrity));
    links.push(...resourcePreload(options.route, options.params ?? {}));
    if (!options.search || !queryChangesData(options.search)) links.push(...dataPreloads(options.route, options.params ?? {}));
  }
  links.push(...apiPreloads(options.locale));
  return links;
}
