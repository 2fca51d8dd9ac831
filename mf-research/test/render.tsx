import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { Locale } from '@brids/contracts';
import { setLocale } from '@brids/i18n';
import { loadCatalog } from '../src/i18n/index.ts';

afterEach(cleanup);

/** Renders research UI as a page would: inside a data router, with the page's i18next instance in `locale`. */
export async function renderPage(ui: ReactElement, locale: Locale = 'id') {
  await Promise.all([loadCatalog('id'), loadCatalog('en')]);
  await setLocale(locale);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [`/${locale}/x`] });
  return render(<RouterProvider router={router} />);
}
