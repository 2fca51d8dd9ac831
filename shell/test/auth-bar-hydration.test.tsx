// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@brids/i18n';
import { useAuthStore } from '@brids/platform';
import { AuthBar } from '../src/layout/auth-bar.tsx';

// A server-rendered document has no session (the server reads no token), while the browser that
// hydrates it may know an editor's. The editor's bar must then appear after hydration, not in its
// first render: a first render unlike the server's markup is a hydration mismatch (React throws the
// server's markup away and renders the root again).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EDITOR = { id: 1, name: 'Sample Editor', email: 'editor@example.com', scope: ['content:preview'] };
const tree = (
  <MemoryRouter initialEntries={['/en/stock']}>
    <AuthBar locale="en" />
    <h1>Stock</h1>
  </MemoryRouter>
);

let root: Root | undefined;

afterEach(() => {
  // Unmounted first: the store's reset would otherwise re-render the bar outside act().
  act(() => root?.unmount());
  root = undefined;
  useAuthStore.setState(useAuthStore.getInitialState());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("the editor's bar in a server-rendered document", () => {
  it('is not in the server markup, hydrates without a mismatch, then shows the browser-known session', async () => {
    await setLocale('en');
    // The session is known before hydrating (the store shared by the shell and the remotes).
    useAuthStore.setState({ loggedIn: true, user: EDITOR, token: 'token' });
    const html = renderToString(tree);
    expect(html).not.toContain('Signed in as');
    expect(html).toContain('<h1>Stock</h1>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const recoverable: unknown[] = [];
    const logged = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    // The server's elements were kept (hydrated, not rendered again) and the bar came after.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('.site-auth-bar')?.textContent).toContain('Signed in as Sample Editor');
  });
});
