import type { ComposedRoute } from '@brids/platform/route-table';

/**
 * The call a route's page makes for its resource: the page's declared first-view call of that path
 * (`/api/research-reports/:slug?locale=:locale&include=related`), else the resource in the page's
 * locale; a resource with a query of its own (`?filter[kind]=app,static`) is asked for as declared.
 * Asked in the same words as the page's loader, the document's content client answers the loader
 * from the head's fetch.
 */
export function resourceCall(route: ComposedRoute): string | undefined {
  const { resource } = route;
  if (!resource) return undefined;
  if (resource.includes('?')) return `${resource}&locale=:locale`;
  return (route.data ?? []).find((call) => call.startsWith(`${resource}?`)) ?? `${resource}?locale=:locale`;
}
