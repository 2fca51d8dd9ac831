import { create } from 'zustand';
import type { User } from '@brids/contracts';
import { api, setTokenSource } from './api.ts';
import { TOKEN_KEY, readValue, storeValue } from './auth-storage.ts';

export interface AuthState {
  loggedIn: boolean;
  user: User | null;
  token: string | null;
  /** Stores the token, then fetches the user (spec §4). */
  login: (credentials: { email: string; password: string }) => Promise<void>;
  /** Calls the logout endpoint (its errors ignored), then clears user and token. */
  logout: () => Promise<void>;
  /** Restores the session of a stored token: fetches its user, or forgets a token the service refuses. */
  restore: () => Promise<void>;
  hasScope: (scope: string) => boolean;
}

const stored = readValue(TOKEN_KEY);

/** Auth state shared by the shell and every remote (guest or logged in, spec §6). */
export const useAuthStore = create<AuthState>((set, get) => ({
  loggedIn: false,
  user: null,
  token: stored ? stored.replace(/^Bearer /, '') : null,
  login: async (credentials) => {
    const token = await api.login(credentials);
    storeValue(TOKEN_KEY, `Bearer ${token}`);
    set({ token });
    const user = await api.user();
    set({ user, loggedIn: true });
  },
  logout: async () => {
    await api.logout();
    storeValue(TOKEN_KEY, null);
    set({ user: null, token: null, loggedIn: false });
  },
  restore: async () => {
    if (!get().token || get().loggedIn) return;
    try {
      set({ user: await api.user(), loggedIn: true });
    } catch {
      storeValue(TOKEN_KEY, null);
      set({ token: null, user: null, loggedIn: false });
    }
  },
  hasScope: (scope) => get().user?.scope.includes(scope) ?? false,
}));

setTokenSource(() => useAuthStore.getState().token);
