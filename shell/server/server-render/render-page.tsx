import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { createApiClient, type ApiClient } from '@brids/contracts';
import { buildSiteRoutes, getRouteTable, setRouteTable, SHELL_REMOTE, type ComposedRoute, type PageModule } from '@brids/platform';
import type { RouteMatch } from '@brids/platform/route-match';
import { REQUEST_ID_HEADER } from '@brids/server-operations';
import { NotFoundPage } from '@brids/ui';
import { BlankLayout } from '../../src/layout/blank-layout.tsx';
import { fetchLayoutData } from '../../src/layout/layout-data.ts';
import { LocaleErrorPage } from '../../src/layout/locale-error-page.tsx';
import { SiteLayout } from '../../src/layout/site-layout.tsx';
import { SiteRoot } from '../../src/root.tsx';
import { renderServerMarkup } from '../../src/layout/server-markup.ts';
import { siteTree } from '../../src/site-tree.tsx';
import type { ServerBuilds } from '../server-builds/server-builds.ts';
import { serializeHydrationData } from '../../src/hydration-data.ts';

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
  /** Sent on to the content service with the loaders' calls. */
  requestId: string;
  /** The document's script nonce (its policy allows it): React's inline scripts that reveal streamed Suspense boundaries carry it. */
  nonce: string;
}

/** What goes where the template's `<div id="root"></div>` is: the rendered page and its loader data. */
export interface RenderedPage {
  /** The markup inside the root element, streamed. */
  body: Readable;
  /** The loaders' data, for `hydrationData` in the browser (JSON). */
  hydration: string;
}

export type PageRenderResult = { ok: true; page: RenderedPage } | { ok: false; reason: string };

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
 * React's HTML of the page once everything is ready. React still writes a few inline scripts (the
 * reveal of Suspense boundaries, e.g. a page's lazy tabs): they carry the document's nonce.
 */
function renderStream(element: ReactNode, ms: number, nonce: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => abort(new Error(`the render took longer than ${ms} ms`)), ms);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
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

  async function pageModule(route: ComposedRoute): Promise<{ ok: true; page: PageModule; version: string } | { ok: false; reason: string }> {
    const result = await options.builds.build(route.remote);
    // The builds log their own faults with the remote and version.
    if (!result.ok) return { ok: false, reason: `server build ${result.failure.kind}` };
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
    if (!module.ok) return module;
    // `localePath` resolves against one table; every document rendered here is of the pinned release.
    if (getRouteTable() !== input.table) setRouteTable(input.table);
    const api: ApiClient = createApiClient({
      baseUrl: `${options.contentApiUrl}/api`,
      fetch: (url, init) => fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), [REQUEST_ID_HEADER]: input.requestId } }),
    });
    const { routes } = buildSiteRoutes({
      table: input.table,
      loadModule: async () => module.page,
      Layout: SiteLayout,
      BlankLayout,
      ErrorPage: LocaleErrorPage,
      NotFoundPage,
      Root: ServerRoot,
      layoutLoader: (locale) => fetchLayoutData(locale, api),
      api,
      initialPath: input.url.pathname,
    });
    const fields = { remote: route.remote, version: module.version, route: route.name };
    try {
      const handler = createStaticHandler(routes);
      const context = await timeout(handler.query(new Request(input.url)), timeoutMs, "the page's loaders");
      if (context instanceof Response) return { ok: false, reason: `the loaders answered ${context.status}` };
      const failed = failedLoader(context);
      if (failed) throw failed;
      const router = createStaticRouter(handler.dataRoutes, context);
      const body = await renderStream(
        siteTree(null, null, <StaticRouterProvider router={router} context={context} hydrate={false} />),
        timeoutMs,
        input.nonce,
      );
      return { ok: true, page: { body, hydration: serializeHydrationData(context.loaderData) } };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log.warn({ ...fields, err: message }, `server render of ${route.remote} ${fields.version} failed (${message}); the page renders in the browser`);
      return { ok: false, reason: message };
    }
  }

  return { render };
}

function failedLoader(context: StaticHandlerContext): Error | undefined {
  if (!context.errors) return undefined;
  const [id, error] = Object.entries(context.errors)[0]!;
  return new Error(`loader of ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
