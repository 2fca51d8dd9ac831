/**
 * Login with the content service's accounts: POST /api/auth/login answers a bearer token, kept in
 * sessionStorage (this tab only); GET /api/auth/user says who is logged in and with which roles. The
 * roles only shape the menus: every write is checked again by the server.
 */
import { type AuthProvider, HttpError } from 'ra-core';
import type { ApiClient } from './http.ts';

export interface ConsoleUser {
  id: number;
  name: string;
  email: string;
  roles: string[];
}

interface UserAnswer {
  user: { id: number; name: string; email: string; scope?: string[]; roles?: string[] };
}

/** The roles of the answer (`roles`; before the accounts work, `role:<name>` entries of the scope). */
export function rolesOf(user: UserAnswer['user']): string[] {
  if (Array.isArray(user.roles)) return user.roles;
  return (user.scope ?? []).filter((entry) => entry.startsWith('role:')).map((entry) => entry.slice('role:'.length));
}

export type ConsoleAuthProvider = AuthProvider &
  Required<Pick<AuthProvider, 'getIdentity' | 'getPermissions'>> & {
    /** The logged-in user (asked once per login). */
    user(): Promise<ConsoleUser>;
  };

export function createAuthProvider(api: ApiClient): ConsoleAuthProvider {
  let current: Promise<ConsoleUser> | undefined;
  const user = () => {
    current ??= api
      .request<UserAnswer>('/api/auth/user')
      .then(({ user: answer }) => ({ id: answer.id, name: answer.name, email: answer.email, roles: rolesOf(answer) }))
      .catch((error: unknown) => {
        current = undefined;
        throw error;
      });
    return current;
  };
  return {
    user,
    async login({ username, password }: { username: string; password: string }) {
      current = undefined;
      const { token } = await api.request<{ token: string }>('/api/auth/login', { method: 'POST', body: { email: username, password } });
      api.tokens.set(token);
      await user();
    },
    async logout() {
      if (api.tokens.get()) await api.request('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
      api.tokens.set(null);
      current = undefined;
    },
    async checkAuth() {
      if (!api.tokens.get()) throw new Error('console.auth.required');
    },
    async checkError(error: unknown) {
      // An expired or revoked token, or a disabled account: back to the login page.
      if (error instanceof HttpError && error.status === 401) {
        api.tokens.set(null);
        current = undefined;
        throw new Error('console.auth.expired');
      }
    },
    async getIdentity() {
      const me = await user();
      return { id: me.id, fullName: me.name, email: me.email };
    },
    async getPermissions() {
      if (!api.tokens.get()) return [];
      return (await user()).roles;
    },
  };
}
