// @vitest-environment happy-dom
/**
 * The console's first screen tells each account what it is for: an editor where content is, an agent where the
 * visitors who asked for a person wait (with a link there), an account that may do neither to ask for a role.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { KindInfo } from '../src/api/editorial.ts';
import { ConsoleContext, type ConsoleContextValue } from '../src/console-context.tsx';
import { Dashboard } from '../src/dashboard.tsx';
import { i18nProvider } from '../src/i18n/index.ts';

afterEach(cleanup);

function authAs(roles: string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: 'Sari' }),
    getPermissions: async () => roles,
  };
}

function showDashboard(roles: string[], kinds: Partial<KindInfo>[]) {
  const context = { kinds: kinds as KindInfo[] } as ConsoleContextValue;
  i18nProvider.changeLocale('en');
  render(
    <MemoryRouter>
      <AdminContext authProvider={authAs(roles)} i18nProvider={i18nProvider}>
        <ConsoleContext.Provider value={context}>
          <Dashboard />
        </ConsoleContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the dashboard', () => {
  it('sends an agent to the live chat and says nothing about editing content', async () => {
    showDashboard(['agent'], []);
    const link = await screen.findByRole('link', { name: 'Open live chat' });
    expect(link.getAttribute('href')).toBe('/live-chat');
    expect(screen.getByText(/Visitors who asked to talk to a person wait in Live chat/)).toBeTruthy();
    expect(screen.queryByText(/Choose a kind of content/)).toBeNull();
    expect(screen.queryByText(/may not edit any content/)).toBeNull();
    expect(await screen.findByText('Your roles: Client-service agent')).toBeTruthy();
  });

  it('tells an editor where content is, without the live chat', async () => {
    showDashboard(['editor'], [{ name: 'blog-posts' }]);
    expect(await screen.findByText(/Choose a kind of content on the left/)).toBeTruthy();
    await screen.findByText('Your roles: Editor');
    expect(screen.queryByRole('link', { name: 'Open live chat' })).toBeNull();
  });

  it('gives an admin both', async () => {
    showDashboard(['admin'], [{ name: 'blog-posts' }]);
    expect(await screen.findByRole('link', { name: 'Open live chat' })).toBeTruthy();
    expect(screen.getByText(/Choose a kind of content on the left/)).toBeTruthy();
  });

  it('asks an account that may do neither to ask for a role', async () => {
    showDashboard(['staff'], []);
    expect(await screen.findByText(/may not edit any content\. Ask an administrator for a role/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open live chat' })).toBeNull();
  });
});
