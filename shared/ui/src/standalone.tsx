import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import type { Locale, RouteDeclaration } from '@brids/contracts';
import {
  buildSiteRoutes,
  composeRouteTable,
  definePage,
  localePath,
  setRouteTable,
  useSwitchLocalePath,
  type PageModule,
} from '@brids/platform';
import { Container, NotFoundPage, RouteErrorPage } from '@brids/ui';
import './standalone.css';

function StandaloneLayout({ name, locale, children }: { name: string; locale: Locale; children?: ReactNode }) {
  const other: Locale = locale === 'id' ? 'en' : 'id';
  const switchTo = useSwitchLocalePath(other);
  return (
    <>
      <header className="ui-standalone-bar">
        <Container>
          <strong>{name}</strong> standalone · <Link to={`/${locale}`}>/{locale}</Link> ·{' '}
          <Link to={switchTo} hrefLang={other}>
            {other.toUpperCase()}
          </Link>
        </Container>
      </header>
      <main id="main">{children ?? <Outlet />}</main>
    </>
  );
}

/** Module of the stand-in home page, for a remote that does not own the site's `home` route. */
const STANDALONE_HOME = './pages/standalone-home';

/**
 * Pages link to `home` (breadcrumbs, logos); it belongs to another remote. Standalone, a remote
 * without it gets a stand-in at `/{locale}` listing its own pages, so those links resolve.
 */
function standaloneHome(name: string, routes: RouteDeclaration[]) {
  const declaration: RouteDeclaration = {
    name: 'home',
    paths: { en: '', id: '' },
    module: STANDALONE_HOME,
    title: { en: name, id: name },
  };
  const page = definePage({
    Component: ({ locale }) => (
      <Container>
        <h1>{name}</h1>
        <ul>
          {routes
            .filter((route) => !route.paths[locale].includes(':'))
            .map((route) => (
              <li key={route.name}>
                <Link to={localePath(route.name, {}, locale)}>{route.title[locale]}</Link>
              </li>
            ))}
        </ul>
      </Container>
    ),
  });
  return { declaration, module: { default: page } as PageModule };
}

/**
 * Runs a remote on its own, for its squad: its routes only, its pages imported locally,
 * the content API proxied by its dev server. The shell is not needed.
 */
export function startStandaloneRemote(
  name: string,
  routes: RouteDeclaration[],
  pages: Record<string, () => Promise<unknown>>,
): void {
  const home = routes.some((route) => route.name === 'home') ? undefined : standaloneHome(name, routes);
  const table = composeRouteTable({ [name]: { routes: home ? [...routes, home.declaration] : routes } });
  setRouteTable(table);
  const { routes: siteRoutes, patchRoutesOnNavigation } = buildSiteRoutes({
    table,
    loadModule: async (route) => {
      if (home && route.module === STANDALONE_HOME) return home.module;
      const load = pages[route.module];
      if (!load) throw new Error(`No page module ${route.module}`);
      return (await load()) as PageModule;
    },
    Layout: ({ locale, children }) => (
      <StandaloneLayout name={name} locale={locale}>
        {children}
      </StandaloneLayout>
    ),
    ErrorPage: ({ locale }) => (
      <StandaloneLayout name={name} locale={locale}>
        <RouteErrorPage />
      </StandaloneLayout>
    ),
    NotFoundPage,
  });
  const router = createBrowserRouter(siteRoutes, { patchRoutesOnNavigation });
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
