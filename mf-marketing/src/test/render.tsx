import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createApiClient, type Locale } from '@brids/contracts';
import { setLocale } from '@brids/i18n';
import { composeRouteTable, setRouteTable } from '@brids/platform';
import { routes } from '../routes.ts';
import { aboutCatalog } from '../i18n/parts/about.ts';
import { announcementCatalog } from '../i18n/parts/announcement.ts';
import { appCatalog } from '../i18n/parts/app.ts';
import { blogCatalog } from '../i18n/parts/blog.ts';
import { faqCatalog } from '../i18n/parts/faq.ts';
import { homeCatalog } from '../i18n/parts/home.ts';
import { listCatalog } from '../i18n/parts/list.ts';
import { offeringCatalog } from '../i18n/parts/offering.ts';
import { overviewCatalog } from '../i18n/parts/overview.ts';
import { promoCatalog } from '../i18n/parts/promo.ts';
import { searchCatalog } from '../i18n/parts/search.ts';
import { contactCatalog } from '../i18n/contact/index.ts';

afterEach(cleanup);

/** Every catalog of the remote: a component under test shows its words whichever page lists them. */
const CATALOGS = [aboutCatalog, announcementCatalog, appCatalog, blogCatalog, faqCatalog, homeCatalog, listCatalog, offeringCatalog, overviewCatalog, promoCatalog, searchCatalog, contactCatalog];

/** The site's route table with the marketing routes (what `localePath` and `findRoute` read). */
export function useMarketingRoutes(): void {
  setRouteTable(composeRouteTable({ mf_marketing: { routes } }));
}

/** Renders a page's component as the shell would: in a data router under the locale's layout route, whose data holds `settings`. */
export async function renderPage(ui: ReactElement, locale: Locale = 'id', settings: Record<string, string> = {}) {
  await setLocale(locale);
  await Promise.all(CATALOGS.map((catalog) => catalog.load(locale)));
  const router = createMemoryRouter(
    [{ id: `locale-${locale}`, path: '/', loader: () => ({ settings }), children: [{ index: true, element: ui }] }],
    { initialEntries: ['/'] },
  );
  const view = render(<RouterProvider router={router} />);
  return view;
}

/** An answer of `fakeApi` that fails with 500, as a content service in trouble does. */
export const FAILS = Symbol('fails');

/** An API client whose fetch answers from `answers` (path + query -> JSON, or FAILS) and records every call; other paths answer 404. */
export function fakeApi(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: '/api',
    fetch: (async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      const key = Object.keys(answers).find((k) => url === k || url.startsWith(`${k}?`));
      if (!key) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
      if (answers[key] === FAILS) return new Response(JSON.stringify({ message: 'Internal Server Error' }), { status: 500 });
      return new Response(JSON.stringify(answers[key]), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return { api, calls };
}

/** The answer of `GET /api/pages/{slug}` for a page whose text the test does not look at. */
export const pageAnswer = (slug: string) => ({ data: { slug, kind: 'landing', title: slug, summary: '', body: '', image: null } });

/** A page loader's arguments for the address `path` (`/id/...`), with `api` as its client. */
export function loaderArgs(api: ReturnType<typeof fakeApi>['api'], path: string, locale: Locale = 'id') {
  const url = new URL(`http://site${path}`);
  return { api, locale, params: {}, request: new Request(url), url };
}
