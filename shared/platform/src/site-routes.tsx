import type { ComponentType, ReactNode } from 'react';
import {
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  type MiddlewareFunction,
  type RouteObject,
} from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@brids/contracts';
import { api } from './api.ts';
import { namedMiddleware } from './middleware.ts';
import { NotFoundError, type PageDefinition, type PageModule } from './page.ts';
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
}

function PageRenderer() {
  const { page, data, route } = useLoaderData() as LoadedPage;
  return <page.Component data={data} locale={route.locale} />;
}

function pageRoute(route: ComposedRoute, loadModule: SiteRouteOptions['loadModule']): RouteObject {
  const relative = route.path.slice(route.locale.length + 2);
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
    ...(route.middleware.length > 0 ? { middleware: route.middleware.map(namedMiddleware) } : {}),
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

/**
 * The site's route objects: `/` to the default locale; per locale the default layout (with an
 * error boundary around its pages) and the blank layout; a 404 for the rest.
 */
export function buildSiteRoutes(options: SiteRouteOptions): RouteObject[] {
  const { Layout, ErrorPage, NotFoundPage, Root } = options;
  const BlankLayout = options.BlankLayout ?? Layout;
  const localeBranch = (locale: Locale): RouteObject => {
    const routes = options.table.filter((r) => r.locale === locale);
    return {
      id: `locale-${locale}`,
      path: `/${locale}`,
      caseSensitive: true,
      loader: () => options.layoutLoader?.(locale) ?? null,
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        currentUrl.pathname.split('/')[1] !== nextUrl.pathname.split('/')[1],
      errorElement: <ErrorPage locale={locale} />,
      children: [
        {
          id: `default-layout-${locale}`,
          element: <Layout locale={locale} />,
          children: [
            ...routes.filter((r) => r.layout === 'default').map((r) => pageRoute(r, options.loadModule)),
            { id: `not-found___${locale}`, path: '*', loader: throwNotFound, Component: () => null },
          ],
        },
        {
          id: `blank-layout-${locale}`,
          element: <BlankLayout locale={locale} />,
          children: routes.filter((r) => r.layout === 'blank').map((r) => pageRoute(r, options.loadModule)),
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
  // the locale branches: the root shows the same error page, in the path's locale.
  function RootError() {
    return <ErrorPage locale={localeOfPath(useLocation().pathname)} />;
  }
  return [
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
}
