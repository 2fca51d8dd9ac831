import type { Locale } from '@brids/contracts';
import { fillPath, routeId, type ComposedRoute, type RouteParams } from '@brids/platform/route-table';

export function findRouteIn(table: ComposedRoute[], name: string, locale: Locale): ComposedRoute | undefined {
  const id = routeId(name, locale);
  return table.find((route) => route.id === id);
}

/** fillPath that answers undefined instead of throwing on a missing param. */
export function fillPathSafe(path: string, params: RouteParams): string | undefined {
  try {
    return fillPath(path, params);
  } catch {
    return undefined;
  }
}
