import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { createApiClient, type ApiClient, type Locale } from '@brids/contracts';
import { buildSiteRoutes, getRouteTable, RemoteUnavailableError, setRouteTable, SHELL_REMOTE, type ComposedRoute, type PageModule } from '@brids/platform';
import type { RouteMatch } from '@brids/platform/route-match';
import { isRemoteUnavailable, NotFoundPage } from '@brids/ui';
import { BlankLayout } from '../../src/layout/blank-layout.tsx';
import { fetchLayoutData, type LayoutData } from '../../src/layout/layout-data.ts';
import { LocaleErrorPage } from '../../src/layout/locale-error-page.tsx';
import { MICROSITE_COMPONENT } from '../../src/layout/microsite-dropdown.tsx';
import { SiteLayout } from '../../src/layout/site-layout.tsx';
import { SiteRoot } from '../../src/root.tsx';
import { renderServerMarkup } from '../../src/layout/server-markup.ts';
import { siteTree } from '../../src/site-tree.tsx';
import { isContentUnavailable } from '../content/content-breaker.ts';
import type { ServerBuilds } from '../server-builds/server-builds.ts';
import { serializeHydrationData } from '../../src/hydration-data.ts';
import { middlewareApiUrls } from '../document/preload-hints.ts';
import { serverRenderFailures } from '../operations/metrics.ts';

/** How long a page's loaders and its render may take before that request renders in the browser. */
export const SERVER_RENDER_TIMEOUT_MS = 1500;

export interface ServerRenderLog {
  warn(fields: object, message: string): void;
}

export interface PageRenderInput {
  /** The page's URL on this server (its loaders read the query). */
  url: URL;
  match: RouteMatch;
  /** The pinned release's route table with the shell's own routes (what the browser installs). */
  table: ComposedRoute[];
  /**
   * The document's fetch of the content service (document/content-client.ts): it sends the request id on
   * and answers a call the document made already (the page's resource, fetched for its head) from that answer.
   */
  fetch: typeof fetch;
  /** The document's script nonce (its policy allows it): React's inline scripts that reveal streamed Suspense boundaries carry it. */
  nonce: string;
}

/** What goes where the template's `<div id="root"></div>` is: the rendered page and its loader data. */
export interface RenderedPage {
  /** The markup inside the root element, streamed. */
  body: Readable;
  /**
   * The loaders' data, for `hydrationData` in the browser (JSON); none for 'page under repair', which
   * the browser renders anew (its remote cannot load there either) over the server's markup.
   */
  hydration?: string;
  /** 503 for 'page under repair' (the page's remote cannot be loaded at all) and 'content unavailable'; else the document's own. */
  status?: 503;
  /** The page's loaders found the content service unavailable: the markup is 'content unavailable' (a last good copy is better). */
  unavailable?: true;
  /**
   * Content-service calls (`/api/...?...`) the hydrating browser will not make, whose preloads the document
   * leaves out: those the server made (their answers are inlined) and those only the navigation
   * middleware makes, which does not run for the first page. A page's own calls from its components
   * that the server did not answer (mf-tools' data when the content service failed it) and the action types
   * stay preloaded.
   */
  withoutPreload: string[];
}

/** A fault renders in the browser; a loader's redirect (the quiz's result without answers) is the server's answer. */
export type PageRenderResult = { ok: true; page: RenderedPage } | { ok: false; reason: string; redirect?: { status: number; location: string } };

/** The shell's `SiteRoot` without the browser's link prefetcher (its effects never run on the server). */
const noPrefetch = { listen: () => () => {}, whenIdle: () => () => {} };
const ServerRoot = ({ children }: { children: ReactNode }) => <SiteRoot prefetcher={noPrefetch}>{children}</SiteRoot>;

function timeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * React's HTML of the page once everything is ready, every Suspense boundary in place. Any inline script
 * React still writes (it would for a boundary it had to give up on) carries the document's nonce.
 */
function renderStream(element: ReactNode, ms: number, nonce: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => abort(new Error(`the render took longer than ${ms} ms`)), ms);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // Every Suspense boundary (the home page's sections, a service's tabs) in place: past this many bytes
      // React would send a large one apart, hidden until its script reveals it, so a reader without
      // JavaScript, and a crawler that runs none, would not see it. The whole page is ready (onAllReady).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        resolve(pipe(new PassThrough()));
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * Server rendering of page documents (SERVER_RENDER=1): the shell's layout and the page's component
 * from the pinned remote's server build, with the locale's and the page's loaders run here against
 * the content service, through react-router's static handler and React's streaming renderer. A fault
 * (no build, a loader's error or redirect, a throw, past `timeoutMs`) is a value: the caller then sends
 * the document the browser renders, as without the setting.
 */
export function createPageRenderer(options: { contentApiUrl: string; builds: ServerBuilds; log: ServerRenderLog; timeoutMs?: number }) {
  const timeoutMs = options.timeoutMs ?? SERVER_RENDER_TIMEOUT_MS;
  // The layout whole (footer, sub-menus' links), for a reader without JavaScript.
  renderServerMarkup();
  const layouts = lastGoodLayouts(options.log);

  type ModuleResult = { ok: true; page: PageModule; version: string } | { ok: false; reason: string; unpublished?: { version: string; cause: string } };
  async function pageModule(route: ComposedRoute): Promise<ModuleResult> {
    const result = await options.builds.build(route.remote);
    // The builds log their own faults with the remote and version.
    if (!result.ok) {
      const { kind, version, message } = result.failure;
      return { ok: false, reason: `server build ${kind}`, ...(kind === 'unpublished' ? { unpublished: { version, cause: message } } : {}) };
    }
    const page = result.build.pages.get(route.module);
    if (!page) {
      options.log.warn({ remote: route.remote, version: result.build.version }, `server build of ${route.remote} ${result.build.version} has no page module ${route.module}`);
      return { ok: false, reason: 'page module missing' };
    }
    return { ok: true, page, version: result.build.version };
  }

  async function render(input: PageRenderInput): Promise<PageRenderResult> {
    const { route } = input.match;
    // The shell's own pages (login, preview) and pages behind middleware (auth) stay in the browser.
    if (route.remote === SHELL_REMOTE || route.middleware.length > 0) return { ok: false, reason: 'rendered in the browser' };
    const module = await pageModule(route);
    // A remote that cannot be loaded at all: 'page under repair' inside the layout, 503.
    if (!module.ok && module.unpublished) {
      const { version, cause } = module.unpublished;
      return renderRoutes(input, { remote: route.remote, version, route: route.name }, () => Promise.reject(new RemoteUnavailableError(route.remote, new Error(cause))), true);
    }
    if (!module.ok) return module;
    return renderRoutes(input, { remote: route.remote, version: module.version, route: route.name }, async () => module.page, false);
  }

  async function renderRoutes(
    input: PageRenderInput,
    fields: { remote: string; version: string; route: string },
    loadModule: () => Promise<PageModule>,
    underRepair: boolean,
  ): Promise<PageRenderResult> {
    // `localePath` resolves against one table; every document rendered here is of the pinned release.
    if (getRouteTable() !== input.table) setRouteTable(input.table);
    const made: string[] = [];
    const api: ApiClient = createApiClient({
      baseUrl: `${options.contentApiUrl}/api`,
      fetch: (url, init) => {
        const { pathname, search } = new URL(String(url));
        made.push(pathname + search);
        return input.fetch(url, init);
      },
    });
    const { routes } = buildSiteRoutes({
      table: input.table,
      loadModule,
      Layout: SiteLayout,
      BlankLayout,
      ErrorPage: LocaleErrorPage,
      NotFoundPage,
      Root: ServerRoot,
      layoutLoader: (locale) => layouts.load(locale, () => serverLayoutData(locale, api, options.log)),
      api,
      initialPath: input.url.pathname,
    });
    try {
      const handler = createStaticHandler(routes);
      const context = await timeout(handler.query(new Request(input.url)), timeoutMs, "the page's loaders");
      if (context instanceof Response) {
        const location = context.headers.get('Location');
        const redirect = context.status >= 300 && context.status < 400 && location ? { status: context.status, location } : undefined;
        return { ok: false, reason: `the loaders answered ${context.status}`, ...(redirect ? { redirect } : {}) };
      }
      const failed = failedLoader(context);
      if (failed && !(underRepair && failed.underRepair) && !failed.unavailable) throw failed.error;
      const router = createStaticRouter(handler.dataRoutes, context);
      const body = await renderStream(
        siteTree(null, null, <StaticRouterProvider router={router} context={context} hydrate={false} />),
        timeoutMs,
        input.nonce,
      );
      // Not hydrated: the browser renders 'page under repair' or 'content unavailable' anew and makes every call.
      if (failed?.unavailable) return { ok: true, page: { body, status: 503, unavailable: true, withoutPreload: [] } };
      if (underRepair) return { ok: true, page: { body, status: 503, withoutPreload: [] } };
      const withoutPreload = [...made, ...middlewareApiUrls(input.match.route.locale)];
      return { ok: true, page: { body, hydration: serializeHydrationData(context.loaderData), withoutPreload } };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      serverRenderFailures.inc({ remote: fields.remote });
      options.log.warn({ ...fields, err: message }, `server render of ${fields.remote} ${fields.version} failed (${message}); the page renders in the browser`);
      return { ok: false, reason: message };
    }
  }

  return { render };
}

/**
 * The layout's data with the other sites' links, which the browser loads only when their dropdown
 * opens: a reader without JavaScript finds them in the markup, and hydration renders them from this data.
 * Their failure is only logged (spec §8): the dropdown then loads them in the browser as without this.
 */
async function serverLayoutData(locale: Locale, api: ApiClient, log: ServerRenderLog): Promise<LayoutData> {
  const [layout, microsites] = await Promise.all([
    fetchLayoutData(locale, api),
    api.components(locale, [MICROSITE_COMPONENT]).then(
      (list) => list[0] ?? null,
      (error: unknown) => {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, `${MICROSITE_COMPONENT} failed to load; the dropdown loads it in the browser`);
        return undefined;
      },
    ),
  ]);
  return microsites === undefined ? layout : { ...layout, microsites };
}

/**
 * A loader's error, and whether it is only the page's remote being unavailable (what 'page under repair'
 * renders) or only the content service (what 'content unavailable' renders, a 503).
 */
function failedLoader(context: StaticHandlerContext): { error: Error; underRepair: boolean; unavailable: boolean } | undefined {
  if (!context.errors) return undefined;
  const errors = Object.entries(context.errors);
  const [id, error] = errors[0]!;
  return {
    error: new Error(`loader of ${id} failed: ${error instanceof Error ? error.message : String(error)}`),
    underRepair: errors.length === 1 && isRemoteUnavailable(error),
    unavailable: errors.every(([, each]) => isContentUnavailable(each)),
  };
}

const EMPTY_LAYOUT: LayoutData = { mainMenu: [], footerMenu: [], footerLogos: [], settings: {} };

/**
 * The layout's data per locale, the last good one kept (two locales: bounded): while the content service
 * cannot answer, pages that need nothing else from it (the calculator) render in the layout it last gave,
 * or in a layout without menus, footer logos and settings when this instance never had one. Used only while
 * the service is away, so it is per instance. A 404 of the menus stays the page's 404 (spec §8).
 */
function lastGoodLayouts(log: ServerRenderLog) {
  const good = new Map<Locale, LayoutData>();
  return {
    async load(locale: Locale, fetchLayout: () => Promise<LayoutData>): Promise<LayoutData> {
      try {
        const layout = await fetchLayout();
        good.set(locale, layout);
        return layout;
      } catch (error) {
        if (!isContentUnavailable(error)) throw error;
        const last = good.get(locale);
        log.warn({ err: error instanceof Error ? error.message : String(error) }, `the layout's data is unavailable; the page renders with ${last ? 'the last good one' : 'an empty one'}`);
        return last ?? EMPTY_LAYOUT;
      }
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
