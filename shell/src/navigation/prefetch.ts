import type { ComposedRoute } from '@brids/platform';
import { createRouteMatcher } from '@brids/platform/route-match';

/** Idle time-out of the link prefetch (spec §9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetch is skipped when offline, on 2g connections and in data-saver mode (spec §9). */
export function canPrefetch(nav: Navigator = navigator): boolean {
  if (!nav.onLine) return false;
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return false;
  return !(connection?.effectiveType ?? '').includes('2g');
}

export interface LinkPrefetcher {
  /** Listens for hover and focus on links; returns the function that stops listening. */
  listen: () => () => void;
  /** Prefetches the links on screen once the browser is idle (after each navigation). */
  whenIdle: () => void;
}

/**
 * Loads the page module (the remote's chunk, not its data) of links the visitor is about to
 * follow: on hover or focus, and for the links on screen once the browser is idle.
 */
export function createLinkPrefetcher(
  table: readonly ComposedRoute[],
  load: (route: ComposedRoute) => Promise<unknown>,
): LinkPrefetcher {
  const match = createRouteMatcher(table);
  const done = new Set<string>();
  const prefetch = (href: string | null) => {
    if (!href || !href.startsWith('/') || href.startsWith('//') || !canPrefetch()) return;
    const route = match(new URL(href, location.origin).pathname)?.route;
    if (!route || done.has(route.id)) return;
    done.add(route.id);
    load(route).catch(() => done.delete(route.id));
  };
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link) prefetch(link.getAttribute('href'));
  };
  const prefetchVisible = () => {
    for (const link of Array.from(document.querySelectorAll('main a[href^="/"]'))) {
      const box = link.getBoundingClientRect();
      if (box.bottom > 0 && box.top < window.innerHeight) prefetch(link.getAttribute('href'));
    }
  };
  return {
    listen: () => {
      document.addEventListener('pointerover', onIntent, { passive: true });
      document.addEventListener('focusin', onIntent);
      return () => {
        document.removeEventListener('pointerover', onIntent);
        document.removeEventListener('focusin', onIntent);
      };
    },
    whenIdle: () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(prefetchVisible, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      else globalThis.setTimeout(prefetchVisible, PREFETCH_IDLE_TIMEOUT_MS);
    },
  };
}
