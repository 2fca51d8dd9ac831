import type { ComposedRoute } from '@brids/platform';
import type { LinkPrefetcher, PagePrefetch } from './prefetch.ts';

/**
 * The link prefetcher, its code loaded with the first page rather than before it (it is not
 * needed to show that page). A chunk that fails to load just means no prefetch; the next call
 * tries again.
 */
export function lazyLinkPrefetcher(table: readonly ComposedRoute[], ways: PagePrefetch): LinkPrefetcher {
  let loading: Promise<LinkPrefetcher> | undefined;
  const prefetcher = () => {
    loading ??= import('./prefetch.ts').then(
      (module) => module.createLinkPrefetcher(table, ways),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    listen: () => {
      let stop: (() => void) | undefined;
      let stopped = false;
      prefetcher().then(
        (real) => {
          if (!stopped) stop = real.listen();
        },
        () => {},
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
    whenIdle: () => {
      prefetcher().then(
        (real) => real.whenIdle(),
        () => {},
      );
    },
  };
}
