import { create } from 'zustand';
import { DEFAULT_LOCALE, type ActionType, type Locale } from '@brids/contracts';

export interface SiteState {
  locale: Locale;
  /** Follows the browser's online/offline events (spec §4). */
  online: boolean;
  /** Versions of the remotes that rendered a page in this tab, for diagnostics. */
  renderedRemotes: Record<string, string>;
  /** Action types, loaded once and kept for the page's life (spec §3); null until loaded. */
  actionTypes: ActionType[] | null;
  /** A page with a hero image asks for the transparent header variant. */
  transparentHeader: boolean;
  setActionTypes: (types: ActionType[]) => void;
  setTransparentHeader: (transparent: boolean) => void;
  setLocale: (locale: Locale) => void;
  setOnline: (online: boolean) => void;
  markRemoteRendered: (remote: string, version: string) => void;
}

/** The site-wide store: one instance for the shell and every remote (zustand and this package are singletons). */
export const useSiteStore = create<SiteState>((set) => ({
  locale: DEFAULT_LOCALE,
  // A server renders online: Node 21+ has a `navigator` too, without `onLine` (only a browser window says offline).
  online: typeof window === 'undefined' || navigator.onLine !== false,
  renderedRemotes: {},
  actionTypes: null,
  transparentHeader: false,
  setActionTypes: (actionTypes) => set({ actionTypes }),
  setTransparentHeader: (transparentHeader) => set({ transparentHeader }),
  setLocale: (locale) => set({ locale }),
  setOnline: (online) => set({ online }),
  markRemoteRendered: (remote, version) =>
    set((state) => ({ renderedRemotes: { ...state.renderedRemotes, [remote]: version } })),
}));
