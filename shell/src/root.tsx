import { useEffect, type ReactNode } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { useSiteStore } from '@brids/platform';
import { reloadOnChunkError } from './navigation/chunk-reload.ts';
import { pushPageView } from './navigation/data-layer.ts';
import type { LinkPrefetcher } from './navigation/lazy-prefetcher.ts';
import { handleScrollEscape } from './navigation/scroll-escape.ts';

/**
 * Page-wide behaviour around every route: scroll to the top on navigation, restore it on back,
 * jump to a hash target (ScrollRestoration); the online/offline flag; a page-view event for the
 * tag manager; link prefetch on hover and when idle.
 */
export function SiteRoot({ children, prefetcher }: { children: ReactNode; prefetcher: LinkPrefetcher }) {
  const setOnline = useSiteStore((state) => state.setOnline);
  const location = useLocation();

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOnline]);

  useEffect(() => prefetcher.listen(), [prefetcher]);

  // A chunk that fails to load outside a route loader (a lazy component) reloads the page too.
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reloadOnChunkError(event.reason)) event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);

  useEffect(() => {
    // Runs after the page rendered (its effects set the title).
    pushPageView({ path: location.pathname + location.search, locale: document.documentElement.lang, title: document.title });
    return prefetcher.whenIdle();
  }, [location.pathname, location.search, prefetcher]);

  return (
    <>
      {children}
      <ScrollRestoration getKey={(loc) => (handleScrollEscape(loc.state) ? loc.pathname : loc.key)} />
    </>
  );
}
