// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type MiddlewareFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '../src/hooks.ts';
import { NotFoundError, type PageModule } from '../src/page.ts';
import { buildSiteRoutes } from '../src/site-routes.tsx';
import { TABLE } from './route-fixtures.ts';

// The navigation middleware (checkMenu's 404 of an unpublished menu entry) fails above the locale
// branches, so the root's own error element shows the page. A visitor of /en must still read it in
// English, and the site's Root (its page view, its scroll position) must still be around it.

const page: PageModule = { default: { Component: () => <h1>page</h1> } };
const noLayout = ({ children }: { children?: ReactNode }) => <>{children}</>;

function ErrorPage() {
  const { i18n } = useTranslation();
  return <p>error page: locale {useLocale()}, texts in {i18n.language}</p>;
}

const rootsRendered: string[] = [];
function Root({ children }: { children: ReactNode }) {
  rootsRendered.push(useLocation().pathname);
  return <div data-testid="root">{children}</div>;
}

const unpublishedMenuEntry: MiddlewareFunction = ({ request }) => {
  if (new URL(request.url).pathname.endsWith('/coming-soon')) throw new NotFoundError();
};

function renderAt(path: string) {
  const { routes, patchRoutesOnNavigation } = buildSiteRoutes({
    table: TABLE,
    loadModule: async () => page,
    Layout: noLayout,
    ErrorPage,
    NotFoundPage: noLayout,
    Root,
    middleware: [unpublishedMenuEntry],
  });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  rootsRendered.length = 0;
});

describe("the root's error page (a navigation middleware failed)", () => {
  it.each([
    ['en', '/en/coming-soon'],
    ['id', '/id/coming-soon'],
  ])('%s: shows the error page in the path\'s language, inside Root', async (locale, path) => {
    const router = renderAt(path);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText(`error page: locale ${locale}, texts in ${locale}`)).toBeTruthy();
    expect(screen.getByTestId('root').textContent).toContain('error page');
    expect(rootsRendered).toContain(path);
    router.dispose();
  });
});
