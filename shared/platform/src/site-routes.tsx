import type { ComponentType, ReactNode } from 'react';
import {
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  type MiddlewareFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type ApiClient, type Locale } from '@brids/contracts';
import { i18nOf } from '@brids/i18n';
import { api } from './api.ts';
import { namedMiddleware } from './middleware.ts';
import { NotFoundError, type PageDefinition, type PageModule } from './page.ts';
import { DOCUMENT_ROUTES_META } from './document-routes-meta.ts';
import { LocaleContext } from './hooks.ts';
import { createRouteMatcher } from './route-match.ts';
import { localeOfPath, type ComposedRoute } from './route-table.ts';

export interface LoadedPage {
  route: ComposedRoute;
  page: PageDefinition;
  data: unknown;
}

type LayoutComponent = ComponentType<{ locale: Locale; children?: ReactNode }>;

export interface SiteRouteOptions {
  table: readonly ComposedRoute[];
  /** Loads a route's page module; throws RemoteUnavailableError when its remote cannot load. */
  loadModule: (route: ComposedRoute) => Promise<PageModule>;
  /** The default layout: header, footer and the page area (`children`, else an <Outlet/>). */
  Layout: LayoutComponent;
  /** The blank layout (login, error pages); the default layout when absent. */
  BlankLayout?: LayoutComponent;
  /**
   * The error element of a locale: any error of its pages or of its layout data. It picks the
   * layout too ('page under repair' inside the default layout, the other error pages blank).
   */
  ErrorPage: ComponentType<{ locale: Locale }>;
  /** The 404 page for paths outside any locale prefix. */
  NotFoundPage: ComponentType;
  /** Wraps everything (progress bar, scroll restoration, network flag). */
  Root?: ComponentType<{ children: ReactNode }>;
  /** Data of a locale's layout (menus, footer logos, settings); reloaded when the locale changes. */
  layoutLoader?: (locale: Locale) => Promise<unknown>;
  /** Middleware run on every navigation, in order. */
  middleware?: MiddlewareFunction[];
  /** More top-level routes (development tools such as the components catalogue). */
  extraRoutes?: RouteObject[];
  /** The page loaders' API client: the browser's same-origin one unless given (the server's, per request). */
  api?: ApiClient;
  /**
   * The path of the document's first page, given up front instead of found on navigation: the server
   * renders it (a static handler has no `patchRoutesOnNavigation`) and the browser hydrates the same tree.
   */
  initialPath?: string;
}

function PageRenderer() {
  const { page, data, route } = useLoaderData() as LoadedPage;
  return <page.Component data={data} locale={route.locale} />;
}

let documentRoutes: Set<string> | undefined;
/** The pages this document's Content-Security-Policy cannot serve (none on the dev server: no meta). */
function routesNeedingDocument(): Set<string> {
  documentRoutes ??= new Set(document.querySelector(`meta[name="${DOCUMENT_ROUTES_META}"]`)?.getAttribute('content')?.split(' '));
  return documentRoutes;
}

/**
 * A page that needs a third party (reCAPTCHA, the video player) the current document's policy does
 * not allow is loaded as a document when reached by a client-side navigation: the server then sends
 * the policy that page needs. (react-router's redirectDocument, which the shell's trimmed build lacks.)
 */
const loadAsDocument: MiddlewareFunction = ({ request }) => {
  const target = new URL(request.url);
  if (target.pathname !== window.location.pathname) throw redirect(target.pathname + target.search, { headers: { 'X-Remix-Reload-Document': 'true' } });
};

function pageRoute(route: ComposedRoute, loadModule: SiteRouteOptions['loadModule'], client: ApiClient): RouteObject {
  const relative = route.path.slice(route.locale.length + 2);
  const asDocument = typeof document !== 'undefined' && routesNeedingDocument().has(route.name);
  const api = client;
  const loader: RouteObject['loader'] = async ({ params, request }) => {
    const module = await loadModule(route);
    const page = module.default;
    const url = new URL(request.url);
    const data = page.loader ? await page.loader({ params, locale: route.locale, api, request, url }) : undefined;
    return { route, page, data } satisfies LoadedPage;
  };
  const common = {
    id: route.id,
    loader,
    Component: PageRenderer,
    handle: { route },
    caseSensitive: true,
    ...(route.middleware.length > 0 || asDocument
      ? { middleware: [...(asDocument ? [loadAsDocument] : []), ...route.middleware.map(namedMiddleware)] }
      : {}),
  };
  return relative ? { ...common, path: relative } : { ...common, index: true };
}

function throwNotFound(): never {
  throw new NotFoundError();
}

/** The loader data of a locale's layout (what `layoutLoader` returned). */
export function useLayoutData<T>(locale: Locale): T | undefined {
  const ofLocale = useRouteLoaderData(`locale-${locale}`) as T | undefined;
  // The 404 page of paths outside both locales loads the default locale's layout data itself.
  const ofNotFound = useRouteLoaderData('not-found') as T | undefined;
  return ofLocale ?? ofNotFound;
}

/** The router's routes, and how it finds the page routes it was not given (createBrowserRouter's options). */
export interface SiteRoutes {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

const layoutId = (route: ComposedRoute) => `${route.layout}-layout-${route.locale}`;

/** A locale branch's context: its locale and the texts of its language (never the next locale's labels). */
function InLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleContext value={locale}>
      <I18nextProvider i18n={i18nOf(locale)}>{children}</I18nextProvider>
    </LocaleContext>
  );
}

/**
 * The site's route objects: `/` to the default locale; per locale the default layout (with an
 * error boundary around its pages) and the blank layout; a 404 for the rest.
 *
 * The page routes are not given to the router up front: it finds each one on the first navigation
 * to its path (`patchRoutesOnNavigation`, the route matcher over the table), so that creating the
 * router ranks and compiles a dozen routes, not the ~100 of both locales (on a phone that was one
 * task of about 100 ms at the start of every visit). Until then a path falls to its locale's `*`
 * route, which the router takes as the sign to ask.
 */
export function buildSiteRoutes(options: SiteRouteOptions): SiteRoutes {
  const { Layout, ErrorPage, NotFoundPage, Root } = options;
  const BlankLayout = options.BlankLayout ?? Layout;
  const matchRoute = createRouteMatcher(options.table);
  const client = options.api ?? api;
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const match = matchRoute(path);
    if (match) patch(layoutId(match.route), [pageRoute(match.route, options.loadModule, client)]);
  };
  const initial = options.initialPath === undefined ? undefined : matchRoute(options.initialPath)?.route;
  const initialPage = (locale: Locale, layout: ComposedRoute['layout']) =>
    initial && initial.locale === locale && initial.layout === layout && initial.path !== `/${locale}`
      ? [pageRoute(initial, options.loadModule, client)]
      : [];
  // A locale's home is its index route: the router matches `/id` to the locale route alone and never
  // asks for an index route it was not given, so the homes are there from the start.
  const homes = (locale: Locale, layout: ComposedRoute['layout']) =>
    options.table
      .filter((r) => r.locale === locale && r.layout === layout && r.path === `/${locale}`)
      .map((r) => pageRoute(r, options.loadModule, client));
  const localeBranch = (locale: Locale): RouteObject => {
    return {
      id: `locale-${locale}`,
      path: `/${locale}`,
      caseSensitive: true,
      loader: () => options.layoutLoader?.(locale) ?? null,
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        currentUrl.pathname.split('/')[1] !== nextUrl.pathname.split('/')[1],
      element: (
        <InLocale locale={locale}>
          <Outlet />
        </InLocale>
      ),
      errorElement: (
        <InLocale locale={locale}>
          <ErrorPage locale={locale} />
        </InLocale>
      ),
      children: [
        {
          id: `default-layout-${locale}`,
          element: <Layout locale={locale} />,
          children: [...homes(locale, 'default'), ...initialPage(locale, 'default'), { id: `not-found___${locale}`, path: '*', loader: throwNotFound, Component: () => null }],
        },
        {
          id: `blank-layout-${locale}`,
          element: <BlankLayout locale={locale} />,
          children: [...homes(locale, 'blank'), ...initialPage(locale, 'blank')],
        },
      ],
    };
  };
  const children: RouteObject[] = [
    { id: 'root-redirect', index: true, loader: () => redirect(`/${DEFAULT_LOCALE}`) },
    ...LOCALES.map(localeBranch),
    ...(options.extraRoutes ?? []),
    {
      id: 'not-found',
      path: '*',
      loader: () => options.layoutLoader?.(DEFAULT_LOCALE) ?? null,
      element: (
        <BlankLayout locale={DEFAULT_LOCALE}>
          <NotFoundPage />
        </BlankLayout>
      ),
    },
  ];
  // Errors of the navigation middleware (checkMenu's 404, an unknown middleware's 500) happen above
  // the locale branches: the root shows the same error page, with the path's locale and its texts,
  // inside Root like any page (its page view, its scroll position).
  function RootError() {
    const locale = localeOfPath(useLocation().pathname);
    const page = (
      <InLocale locale={locale}>
        <ErrorPage locale={locale} />
      </InLocale>
    );
    return Root ? <Root>{page}</Root> : page;
  }
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      element: Root ? <Root><Outlet /></Root> : <Outlet />,
      errorElement: <RootError />,
      // The first page's loaders run before anything renders: the server's HTML shows until then.
      HydrateFallback: () => null,
      ...(options.middleware ? { middleware: options.middleware } : {}),
      // Middleware runs with loaders: this one makes every navigation run the chain.
      loader: () => null,
      shouldRevalidate: () => true,
      children,
    },
  ];
  return { routes, patchRoutesOnNavigation };
}
