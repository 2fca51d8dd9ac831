import type { ApiClient, Component, FooterLogo, Locale, Menu } from '@brids/contracts';
import { api, useLayoutData, useSiteStore } from '@brids/platform';

/** What the header and footer show: menus, partner logos and the settings (spec §3). */
export interface LayoutData {
  mainMenu: Menu[];
  footerMenu: Menu[];
  footerLogos: FooterLogo[];
  settings: Record<string, string>;
  /**
   * The other sites' component (`microsite-links`), only in a server-rendered document's data (its
   * reader may have no script to load it; null when the CMS has none). The browser's own loads leave it
   * out: the dropdown loads it the first time it opens.
   */
  microsites?: Component | null;
}

function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.error(`${what} failed to load`, error);
    return fallback;
  };
}

let current: { locale: Locale; data: Promise<LayoutData> } | undefined;

/**
 * The layout's data of one locale, loaded with the page (reloaded when the locale changes).
 * Menus and footer logos are required: their failure fails the page (404: not found, else the
 * server-error page with the status, spec §8). Settings and action types are only logged.
 * While the locale stays the same, a second call (the locale's loader runs again when a page's
 * loader redirects on a first visit) gets the same data; a failed load is tried again.
 */
export function loadLayoutData(locale: Locale): Promise<LayoutData> {
  if (current?.locale === locale) return current.data;
  const data = fetchLayoutData(locale, api).then((layout) => {
    loadActionTypes();
    return layout;
  });
  current = { locale, data };
  data.catch(() => {
    if (current?.data === data) current = undefined;
  });
  return data;
}

/** The action types, once per page life, after the layout's data (a hydrated first page loaded it on the server). */
export function loadActionTypes(): void {
  if (useSiteStore.getState().actionTypes !== null) return;
  void api.actionTypes().then(
    (types) => useSiteStore.getState().setActionTypes(types),
    logged('Action types', undefined),
  );
}

/** The layout's data of one locale from `client` (the server renders with a client of its own). */
export async function fetchLayoutData(locale: Locale, client: ApiClient): Promise<LayoutData> {
  const [mainMenu, footerMenu, footerLogos, settings] = await Promise.all([
    client.menus(locale, 'main-menu'),
    client.menus(locale, 'footer'),
    client.footerLogos(),
    client.settings(locale).catch(logged('Settings', [])),
  ]);
  return { mainMenu, footerMenu, footerLogos, settings: Object.fromEntries(settings.map((s) => [s.key, s.value])) };
}

const EMPTY: LayoutData = { mainMenu: [], footerMenu: [], footerLogos: [], settings: {} };

/** The layout data of the page's locale (empty while an error page shows without it). */
export function useLayout(locale: Locale): LayoutData {
  return useLayoutData<LayoutData>(locale) ?? EMPTY;
}
