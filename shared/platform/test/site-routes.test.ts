import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildSiteRoutes } from '../src/site-routes.tsx';
import type { PageModule } from '../src/page.ts';
import { PATHS, TABLE } from './route-fixtures.ts';

// The router is given the layouts and the homes only, and finds every other page route on the
// first navigation to it. Whatever it found before, each navigation must land on the page that
// react-router picks from the whole table, and on the locale's 404 route when there is none.

type Router = ReturnType<typeof createMemoryRouter>;

const page: PageModule = { default: { Component: () => null } };
const noLayout = () => null;

/** The page route react-router picks with every route of the table. */
function expected(pathname: string): string | undefined {
  return matchRoutes(
    TABLE.map((r) => ({ path: r.path, id: r.id, caseSensitive: true })),
    pathname,
  )?.at(-1)?.route.id;
}

function createRouter(firstPath: string): Router {
  const { routes, patchRoutesOnNavigation } = buildSiteRoutes({
    table: TABLE,
    loadModule: async () => page,
    Layout: noLayout,
    ErrorPage: noLayout,
    NotFoundPage: noLayout,
  });
  return createMemoryRouter(routes, { initialEntries: [firstPath], patchRoutesOnNavigation });
}

async function settled(router: Router): Promise<void> {
  if (router.state.initialized && router.state.navigation.state === 'idle') return;
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        unsubscribe();
        resolve();
      }
    });
  });
}

/** The deepest route the router shows for the path it is at. */
const shown = (router: Router) => router.state.matches.at(-1)?.route.id;

/** What the visitor should get at `pathname`: its page, or the 404 route of its locale. */
function want(pathname: string): string | undefined {
  const locale = /^\/(en|id)(?:\/|$)/.exec(pathname)?.[1];
  return expected(pathname) ?? (locale ? `not-found___${locale}` : 'not-found');
}

// `/` redirects to the default locale, and a page with middleware (a protected page sends a guest to login)
// may redirect a visitor: those are the middleware's tests (navigation-rules.test.ts).
const redirecting = (path: string) => path === '/' || TABLE.some((r) => r.id === expected(path) && r.middleware.length > 0);
const paths = PATHS.filter((path) => !redirecting(path));

describe('buildSiteRoutes: page routes found on navigation', () => {
  it.each(paths)('a first visit to %s shows the page react-router picks from the whole table', async (path) => {
    const router = createRouter(path);
    await settled(router);
    expect(shown(router)).toBe(want(path));
    router.dispose();
  });

  it.each([
    ['in order', paths],
    ['in reverse order', [...paths].reverse()],
  ])('navigations %s, each after the routes found by the ones before, land on the right page', async (_, order) => {
    const router = createRouter('/en');
    await settled(router);
    expect(shown(router)).toBe('home___en');
    for (const path of order) {
      await router.navigate(path);
      await settled(router);
      expect(shown(router), path).toBe(want(path));
    }
    router.dispose();
  });

  it('gives the router only the layouts, the homes and the 404 routes at first', () => {
    const { routes } = buildSiteRoutes({ table: TABLE, loadModule: async () => page, Layout: noLayout, ErrorPage: noLayout, NotFoundPage: noLayout });
    const ids: string[] = [];
    const walk = (list: typeof routes) => {
      for (const route of list) {
        if (route.id) ids.push(route.id);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    expect(ids.filter((id) => TABLE.some((r) => r.id === id)).sort()).toEqual(['home___en', 'home___id']);
  });
});
