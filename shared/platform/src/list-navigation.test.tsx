// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListNavigation } from './list-navigation.ts';

afterEach(cleanup);

function Filter() {
  const { go, mark } = useListNavigation();
  return (
    <>
      <button type="button" onClick={() => go('?kind=b')}>go</button>
      <button type="button" onClick={mark}>mark</button>
    </>
  );
}

function List() {
  const { busy } = useListNavigation();
  const location = useLocation();
  return <p data-testid="list">{`${location.pathname}${location.search} ${busy ? 'busy' : 'idle'}`}</p>;
}

function page() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const router = createMemoryRouter(
    [{ path: '/id/list', loader: async ({ request }) => (new URL(request.url).search ? held : null), HydrateFallback: () => null, element: <><Filter /><List /></> }],
    { initialEntries: ['/id/list'] },
  );
  render(<RouterProvider router={router} />);
  return { release };
}

describe('useListNavigation', () => {
  it('marks the whole page busy from go() until the new location renders, keeping the pathname for a ?search', async () => {
    const { release } = page();
    expect((await screen.findByTestId('list')).textContent).toBe('/id/list idle');
    await act(async () => screen.getByText('go').click());
    // Busy while the new location's loader is held (it is held until release(), so 'busy' must show, however late React renders it).
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('/id/list busy'));
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('/id/list?kind=b idle'));
  });

  it('mark() marks it busy for a navigation the caller starts itself', async () => {
    page();
    await screen.findByTestId('list');
    await act(async () => screen.getByText('mark').click());
    expect(screen.getByTestId('list').textContent).toBe('/id/list busy');
  });
});
