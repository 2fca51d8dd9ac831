import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createApiClient, type Locale } from '@brids/contracts';
import { setLocale } from '@brids/i18n';
import { composeRouteTable, setRouteTable } from '@brids/platform';
import { routes } from '../src/routes.ts';

afterEach(cleanup);

/** The site's route table with the marketing routes (what `localePath` and `findRoute` read). */
export function useMarketingRoutes(): void {
  setRouteTable(composeRouteTable({ mf_marketing: { routes } }));
}

/** Renders a page's component as the shell would: in a data router under the locale's layout route, whose data holds `settings`. */
export async function renderPage(ui: ReactElement, locale: Locale = 'id', settings: Record<string, string> = {}) {
  await setLocale(locale);
  const router = createMemoryRouter(
    [{ id: `locale-${locale}`, path: '/', loader: () => ({ settings }), children: [{ index: true, element: ui }] }],
    { initialEntries: ['/'] },
  );
  const view = render(<RouterProvider router={router} />);
  return view;
}

/** An API client whose fetch answers from `answers` (path + query -> JSON) and records every call. */
export function fakeApi(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: '/api',
    fetch: (async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      const key = Object.keys(answers).find((k) => url === k || url.startsWith(`${k}?`));
      if (!key) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
      return new Response(JSON.stringify(answers[key]), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return { api, calls };
}
