import { createRouteMatcher, type ComposedRoute } from '@brids/platform';
import { whenIdle } from '@brids/platform/after-paint';
import { PREFETCH_STEP_TIMEOUT_MS, prefetchPageFiles } from './prefetch-files.ts';

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

/** The prefetcher once its code is loaded (lazy-prefetcher.ts decides when each runs). */
export interface LoadedPrefetcher {
  /** For a pointer over, or focus on, an element: loads the page module of the link it is in. */
  onIntent: (event: Event) => void;
  /** Fetches the files of the page modules of the links on screen. */
  prefetchVisible: () => void;
}

/** How a page's code is made ready before the click (never its data). */
export interface PagePrefetch {
  /** Loads and runs the page module: for a link the visitor points at or focuses. */
  load: (route: ComposedRoute) => Promise<unknown>;
  /**
   * The manifest of the route's remote, whose files are only fetched for the links on screen when
   * the browser is idle; none (the shell's own pages): those are loaded.
   */
  manifestUrl: (route: ComposedRoute) => string | undefined;
}

/**
 * Gets the page code of links ready: loaded and run when the visitor is about to follow one (on
 * hover or focus), only fetched for the links on screen once the browser is idle (running code
 * the visitor may never ask for would keep a phone's main thread busy).
 */
export function createLinkPrefetcher(table: readonly ComposedRoute[], ways: PagePrefetch): LoadedPrefetcher {
  const match = createRouteMatcher(table);
  const loaded = new Set<string>();
  const fetched = new Set<string>();
  const fetchFiles = (route: ComposedRoute) => {
    const manifestUrl = ways.manifestUrl(route);
    return manifestUrl ? prefetchPageFiles(manifestUrl, route.module) : ways.load(route);
  };
  const prefetch = (href: string | null, way: 'load' | 'fetch') => {
    if (!href || !href.startsWith('/') || href.startsWith('//') || !canPrefetch()) return;
    const route = match(new URL(href, location.origin).pathname)?.route;
    const done = way === 'load' ? loaded : fetched;
    if (!route || loaded.has(route.id) || done.has(route.id)) return;
    done.add(route.id);
    (way === 'load' ? ways.load(route) : fetchFiles(route)).catch(() => done.delete(route.id));
  };
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link) prefetch(link.getAttribute('href'), 'load');
  };
  const prefetchVisible = () => {
    const hrefs = Array.from(document.querySelectorAll('main a[href^="/"]'))
      .filter((link) => {
        const box = link.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      })
      .map((link) => link.getAttribute('href'));
    // One link per idle period: each may start requests, which costs the main thread a little.
    const next = () => {
      prefetch(hrefs.shift() ?? null, 'fetch');
      if (hrefs.length > 0) whenIdle(next, PREFETCH_STEP_TIMEOUT_MS);
    };
    if (hrefs.length > 0) next();
  };
  return { onIntent, prefetchVisible };
}
