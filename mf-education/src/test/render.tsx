import type { ReactElement } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { Locale } from '@brids/contracts';
import { setLocale } from '@brids/i18n';
import { composeRouteTable, setRouteTable } from '@brids/platform';
import { routes } from '../routes.ts';
import { educationCatalog } from '../i18n/catalog.ts';

afterEach(cleanup);

setRouteTable(
  composeRouteTable({
    mf_marketing: { routes: [{ name: 'home', paths: { en: '', id: '' }, module: './pages/home', title: { en: 'Home', id: 'Beranda' } }] },
    mf_education: { routes },
  }),
);

/**
 * Renders as a page would: inside a data router at `url`, with the page's i18next instance in `locale`
 * and this remote's words loaded as a page's `catalogs` load them.
 * (A browser router on happy-dom's history: the names this remote may import from react-router are the
 * shell's shared ones, tools/build/shared-entries/react-router.js.)
 */
export async function renderPage(ui: ReactElement, locale: Locale = 'id', url = `/${locale}`) {
  await Promise.all([setLocale(locale), educationCatalog.load(locale)]);
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([{ path: '*', element: ui }]);
  return render(<RouterProvider router={router} />);
}
