import { Suspense, lazy, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import {
  NAVIGATION_MIDDLEWARE,
  RemoteUnavailableError,
  SHELL_REMOTE,
  buildSiteRoutes,
  createRouteMatcher,
  publicConfig,
  routeTableOf,
  setRouteTable,
  type ComposedRoute,
  useSiteStore,
} from '@brids/platform';
import { readInlineData } from '@brids/contracts';
import { setLocale } from '@brids/i18n';
import { whenPaintedAndIdle } from '@brids/platform/after-paint';
import { reviveHydrationData, type InlinedHydrationData } from './hydration-data.ts';
import { NotFoundPage } from '@brids/ui';
import { LocaleErrorPage } from './layout/locale-error-page.tsx';
import { loadPageModule, manifestUrlOf, prefetchPageModule, registerRelease } from './federation.ts';
import './i18n/index.ts';
import { AFTER_PAINT_TIMEOUT_MS } from './layout/after-first-paint.tsx';
import { BlankLayout } from './layout/blank-layout.tsx';
import { loadActionTypes, loadLayoutData } from './layout/layout-data.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { renderServerMarkup } from './layout/server-markup.ts';
import { lazyLinkPrefetcher } from './navigation/lazy-prefetcher.ts';
import { lazyProgressBar } from './navigation/lazy-progress-bar.tsx';
import { startErrorReporting } from './monitoring.ts';
import { loadRelease } from './release.ts';
import { ReleaseOverlay } from './release/release-overlay.tsx';
import { SiteRoot } from './root.tsx';
import { siteTree } from './site-tree.tsx';
import { loadShellPage, shellRouteTable } from './shell-pages.ts';

void startErrorReporting(publicConfig());

import { yieldToMain } from './yield.ts';

const release = await loadRelease();
registerRelease(release);
const table = [...routeTableOf(release), ...shellRouteTable];
setRouteTable(table);

const loadModule = (route: ComposedRoute) => (route.remote === SHELL_REMOTE ? loadShellPage(route) : loadPageModule(route));
const prefetcher = lazyLinkPrefetcher(table, {
  load: (route) => (route.remote === SHELL_REMOTE ? loadShellPage(route) : prefetchPageModule(route)),
  manifestUrl: (route) => (route.remote === SHELL_REMOTE ? undefined : manifestUrlOf(route.remote)),
});

// Development builds only: the components catalogue of @brids/ui at /_catalogue.
const Catalogue = process.env.NODE_ENV === 'production' ? null : lazy(() => import('@brids/ui/catalogue'));
const devRoutes = Catalogue
  ? [{ id: 'catalogue', path: '/_catalogue', element: <Suspense fallback={null}><Catalogue /></Suspense> }]
  : [];

/**
 * A document the server rendered (SERVER_RENDER) carries its loaders' data: the first page's module is
 * loaded and the router starts from that data, so nothing is fetched again and the markup is hydrated.
 * Without it, or when the page's remote cannot load, the page renders here as always.
 */
async function serverRendered(container: HTMLElement) {
  const inlined = readInlineData<InlinedHydrationData>('hydration');
  const first = inlined && container.firstChild ? createRouteMatcher(table)(window.location.pathname) : undefined;
  if (!inlined || !first) return undefined;
  try {
    const module = await loadModule(first.route);
    await module.default.prepare?.(first.route.locale);
    // What the navigation middleware does for a page loaded here (it does not run for a hydrated one).
    await setLocale(first.route.locale);
    useSiteStore.getState().setLocale(first.route.locale);
    // Not part of the server's data: asked for once the page painted (their schema, zod's chunk, is in no first view).
    whenPaintedAndIdle(loadActionTypes, AFTER_PAINT_TIMEOUT_MS);
    // The server rendered the layout whole (footer, sub-menus' links): hydration renders it the same.
    renderServerMarkup();
    return reviveHydrationData(inlined, first.route, module);
  } catch (error) {
    // A remote whose code cannot load here was logged by the federation runtime: the page renders as
    // 'page under repair' over the server's markup, as it would for a page rendered in the browser.
    if (!(error instanceof RemoteUnavailableError)) console.error('[shell] the server-rendered page cannot be hydrated; it renders here', error);
    return undefined;
  }
}

const container = document.getElementById('root')!;
const hydrationData = await serverRendered(container);

await yieldToMain();
const { routes, patchRoutesOnNavigation } = buildSiteRoutes({
  table,
  loadModule,
  Layout: SiteLayout,
  BlankLayout,
  ErrorPage: LocaleErrorPage,
  NotFoundPage,
  Root: ({ children }) => <SiteRoot prefetcher={prefetcher}>{children}</SiteRoot>,
  layoutLoader: loadLayoutData,
  middleware: NAVIGATION_MIDDLEWARE,
  extraRoutes: devRoutes,
  ...(hydrationData ? { initialPath: window.location.pathname } : {}),
});
const router = createBrowserRouter(routes, hydrationData ? { patchRoutesOnNavigation, hydrationData } : { patchRoutesOnNavigation });

await yieldToMain();
const site = siteTree(lazyProgressBar(router), <ReleaseOverlay router={router} />, <RouterProvider router={router} />);
// Hydration as a transition: React yields to the browser every few milliseconds instead of hydrating
// the whole page in one task (the page is already painted and readable meanwhile).
if (hydrationData) startTransition(() => void hydrateRoot(container, site));
else createRoot(container).render(site);
