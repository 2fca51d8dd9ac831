import type { HydrationState } from 'react-router';
import type { ComposedRoute, LoadedPage, PageModule } from '@brids/platform';

/**
 * The loaders' data as the document inlines it for `hydrationData`. A page route's data is
 * `{ route, page, data }` (site-routes.tsx): the page's module holds functions and its route is in
 * the browser's table, so only `data` is sent, and the browser puts the three back together.
 */
export interface InlinedHydrationData {
  loaderData: Record<string, unknown>;
  /** Route ids whose entry is a page's `data` alone. */
  pages: string[];
}

const isLoadedPage = (value: unknown): value is LoadedPage =>
  typeof value === 'object' && value !== null && 'page' in value && 'route' in value && 'data' in value;

export function serializeHydrationData(loaderData: Record<string, unknown>): string {
  const inlined: InlinedHydrationData = { loaderData: {}, pages: [] };
  for (const [id, value] of Object.entries(loaderData)) {
    if (isLoadedPage(value)) {
      inlined.loaderData[id] = value.data;
      inlined.pages.push(id);
    } else {
      inlined.loaderData[id] = value ?? null;
    }
  }
  return JSON.stringify(inlined);
}

/** The router's `hydrationData` from the inlined data and the first page's route and module (loaded before hydrating). */
export function reviveHydrationData(inlined: InlinedHydrationData, route: ComposedRoute, module: PageModule): HydrationState {
  const loaderData = { ...inlined.loaderData };
  for (const id of inlined.pages) loaderData[id] = { route, page: module.default, data: inlined.loaderData[id] } satisfies LoadedPage;
  return { loaderData };
}
