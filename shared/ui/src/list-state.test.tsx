// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@brids/i18n';
import { ListState } from './list-state.tsx';

afterEach(cleanup);
const texts = { loading: 'Memuat…', error: 'Data tidak dapat dimuat.', retry: 'Coba lagi' };

describe('ListState', () => {
  it('shows the items; while busy, keeps them and says it loads (aria-busy, role=status)', async () => {
    await setLocale('id');
    const { container, rerender } = render(<MemoryRouter><ListState texts={texts}><ul><li>item</li></ul></ListState></MemoryRouter>);
    const wrapper = container.querySelector('.ui-list-state')!;
    expect(wrapper.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<MemoryRouter><ListState texts={texts} busy><ul><li>item</li></ul></ListState></MemoryRouter>);
    expect(wrapper.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Memuat…');
    expect(screen.getByText('item')).toBeTruthy();
  });

  it("shows the design system's empty state, with an action inside", async () => {
    await setLocale('en');
    render(<MemoryRouter><ListState texts={texts} empty emptyKind="noResult" emptyAction={<a href="/en/x">Clear filters</a>}><p>items</p></ListState></MemoryRouter>);
    expect(screen.getByRole('status').textContent).toBe('No result foundClear filters');
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/en/x');
    expect(screen.queryByText('items')).toBeNull();
  });

  it("shows the error with 'Try again' linking to retryTo", () => {
    render(<MemoryRouter><ListState texts={texts} failed retryTo="/id/list?page=2"><p>items</p></ListState></MemoryRouter>);
    expect(screen.getByRole('alert').textContent).toContain('Data tidak dapat dimuat.');
    expect(screen.getByRole('link', { name: 'Coba lagi' }).getAttribute('href')).toBe('/id/list?page=2');
    expect(screen.queryByText('items')).toBeNull();
  });

  it("without retryTo, 'Try again' is a button that loads the address again, busy until it is back", async () => {
    let calls = 0;
    let release = () => {};
    const router = createMemoryRouter(
      [{
        path: '/id/list',
        HydrateFallback: () => null,
        loader: () => (++calls === 1 ? null : new Promise<null>((resolve) => { release = () => resolve(null); })),
        element: <ListState texts={texts} failed={calls < 2}><p>items</p></ListState>,
      }],
      { initialEntries: ['/id/list?kind=a'] },
    );
    render(<RouterProvider router={router} />);
    const retry = await screen.findByRole('button', { name: 'Coba lagi' });
    await act(async () => retry.click());
    expect(screen.getByRole('status').textContent).toBe('Memuat…');
    await act(async () => release());
    expect(calls).toBe(2);
    expect(router.state.location.pathname + router.state.location.search).toBe('/id/list?kind=a');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not busy in the server markup', () => {
    expect(renderToString(<MemoryRouter><ListState texts={texts}><p>items</p></ListState></MemoryRouter>)).toContain('aria-busy="false"');
  });
});
