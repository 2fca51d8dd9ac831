import { SHELL_REMOTE, composeRouteTable, SHELL_ROUTES, type ComposedRoute, type PageModule } from '@brids/platform';
import { reloadOnChunkError } from './navigation/chunk-reload.ts';

/** The shell's own pages (login, preview) in both locales. */
export const shellRouteTable: ComposedRoute[] = composeRouteTable({ [SHELL_REMOTE]: { routes: SHELL_ROUTES } });

const PAGES: Record<string, () => Promise<unknown>> = {
  './pages/login': () => import('./pages/login/index.tsx'),
  './pages/preview': () => import('./pages/preview/index.tsx'),
};

/** Loads a page of the shell itself (split into its own chunk, like a remote's page). */
export async function loadShellPage(route: ComposedRoute): Promise<PageModule> {
  const load = PAGES[route.module];
  if (!load) throw new Error(`The shell has no page ${route.module}`);
  try {
    return (await load()) as PageModule;
  } catch (error) {
    reloadOnChunkError(error);
    throw error;
  }
}
