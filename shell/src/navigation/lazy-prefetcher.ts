import { whenPaintedAndIdle } from '@brids/platform/after-paint';
import type { ComposedRoute } from '@brids/platform';
import type { LoadedPrefetcher, PagePrefetch } from './prefetch.ts';

/** Idle time-out of the link prefetch (spec §9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

const INTENT_EVENTS = ['pointerover', 'focusin'] as const;

export interface LinkPrefetcher {
  /** Listens for hover and focus on links; returns the function that stops listening. */
  listen: () => () => void;
  /** Prefetches the links on screen once the page painted and the browser is idle; returns a cancel. */
  whenIdle: () => () => void;
}

/**
 * The link prefetcher, its code (prefetch.ts) loaded on the first pointer or focus on a link or
 * once the page painted and the browser is idle, not with the page. A chunk that fails to load
 * just means no prefetch; the next call tries again.
 */
export function lazyLinkPrefetcher(table: readonly ComposedRoute[], ways: PagePrefetch): LinkPrefetcher {
  let loading: Promise<LoadedPrefetcher> | undefined;
  const loaded = () =>
    (loading ??= import('./prefetch.ts').then(
      (module) => module.createLinkPrefetcher(table, ways),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    listen: () => {
      const onIntent = (event: Event) => {
        if (!(event.target as Element | null)?.closest?.('a[href]')) return;
        loaded().then(
          (prefetcher) => prefetcher.onIntent(event),
          () => {},
        );
      };
      for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
      return () => {
        for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
      };
    },
    whenIdle: () =>
      whenPaintedAndIdle(() => {
        loaded().then(
          (prefetcher) => prefetcher.prefetchVisible(),
          () => {},
        );
      }, PREFETCH_IDLE_TIMEOUT_MS),
  };
}
