import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import {
  NAVIGATION_MIDDLEWARE,
  SHELL_REMOTE,
  buildSiteRoutes,
  publicConfig,
  routeTableOf,
  setRouteTable,
  type ComposedRoute,
} from '@brids/platform';
import { NotFoundPage } from '@brids/ui';
import { LocaleErrorPage } from './layout/locale-error-page.tsx';
import { loadPageModule, manifestUrlOf, prefetchPageModule, registerRelease } from './federation.ts';
import './i18n/index.ts';
import { BlankLayout } from './layout/blank-layout.tsx';
import { loadLayoutData } from './layout/layout-data.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { lazyLinkPrefetcher } from './navigation/lazy-prefetcher.ts';
import { ProgressBar } from './navigation/progress-bar.tsx';
import { startErrorReporting } from './monitoring.ts';
import { loadRelease } from './release.ts';
import { ReleaseOverlay } from './release/release-overlay.tsx';
import { SiteRoot } from './root.tsx';
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
});
const router = createBrowserRouter(routes, { patchRoutesOnNavigation });

await yieldToMain();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ProgressBar router={router} />
    <ReleaseOverlay router={router} />
    <RouterProvider router={router} />
  </StrictMode>,
);
