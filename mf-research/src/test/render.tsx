import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { Locale } from '@brids/contracts';
import { setLocale } from '@brids/i18n';
import { researchCatalog } from '../i18n/index.ts';

afterEach(cleanup);

/**
 * The research UI inside a data router at `/<locale>/x<query>`, with the page's i18next instance in `locale`.
 * (A browser router on happy-dom's history: a remote imports from react-router only the shell's shared names,
 * tools/build/shared-entries/react-router.js.)
 */
async function pageTree(ui: ReactElement, locale: Locale, query: string) {
  await Promise.all([researchCatalog.load('id'), researchCatalog.load('en')]);
  await setLocale(locale);
  window.history.replaceState(null, '', `/${locale}/x${query}`);
  const router = createBrowserRouter([{ path: '*', element: ui }]);
  return <RouterProvider router={router} />;
}

/** Renders research UI as a page would in the browser. */
export async function renderPage(ui: ReactElement, locale: Locale = 'id', query = '') {
  return render(await pageTree(ui, locale, query));
}

/** The HTML of research UI as the server renders it (before any script runs). */
export async function serverMarkup(ui: ReactElement, locale: Locale = 'id', query = '') {
  return renderToString(await pageTree(ui, locale, query));
}
