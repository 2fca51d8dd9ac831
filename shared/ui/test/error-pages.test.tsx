// @vitest-environment happy-dom
import { RouterProvider, createMemoryRouter } from 'react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Locale } from '@brids/contracts';
import { setLocale } from '@brids/i18n';
import { HttpStatusError, NotFoundError, RemoteUnavailableError, namedMiddleware } from '@brids/platform';
import { RouteErrorPage } from '@brids/ui';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Navigates to a page whose loader fails with `error`, the way a visitor would meet it. */
async function showError(error: unknown, locale: Locale = 'en') {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await setLocale(locale);
  const router = createMemoryRouter([
    { path: '/', errorElement: <RouteErrorPage />, loader: () => Promise.reject(error), Component: () => null },
    { path: '/en', Component: () => null },
    { path: '/id', Component: () => null },
  ]);
  render(<RouterProvider router={router} />);
  return screen.findByRole('heading', { level: 1 });
}

describe('the error page for each failure (spec §8)', () => {
  it("shows 'This page could not be found' for a 404, in both languages", async () => {
    expect((await showError(new NotFoundError(), 'en')).textContent).toBe('Page not found');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    cleanup();
    expect((await showError(new ApiError(404, 'Not found'), 'id')).textContent).toBe('Halaman tidak ditemukan');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it("shows 'page under repair' when a remote cannot load", async () => {
    expect((await showError(new RemoteUnavailableError('mf_research', new Error('RUNTIME-003')), 'id')).textContent).toBe(
      'Halaman sedang dalam perbaikan',
    );
  });

  it('shows an unknown middleware as a 500 with its name', async () => {
    let thrown: unknown;
    try {
      await namedMiddleware('audit')({} as never, async () => undefined as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpStatusError);
    await showError(thrown, 'en');
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('Unknown middleware audit')).toBeTruthy();
  });

  it('takes the status from statusCode, status or the response status, default 500', async () => {
    await showError(Object.assign(new Error('x'), { statusCode: 502 }));
    expect(screen.getByText('Content unavailable')).toBeTruthy();
    cleanup();
    await showError({ response: { status: 403 } });
    expect(screen.getByText('Page unavailable')).toBeTruthy();
    cleanup();
    await showError(new Error('boom'));
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });

  it('shows content unavailable when the content service cannot be reached', async () => {
    expect((await showError(new TypeError('Failed to fetch'), 'en')).textContent).toBe('Content unavailable');
  });
});
