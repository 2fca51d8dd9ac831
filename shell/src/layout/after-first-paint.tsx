import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenPaintedAndIdle } from '@brids/platform/after-paint';
import { reloadOnChunkError } from '../navigation/chunk-reload.ts';

/** Time-out of the idle wait: the part shows by then even on a busy phone. */
export const AFTER_PAINT_TIMEOUT_MS = 2000;

/** A lazy part whose chunk failed: nothing shows, and the page reloads under the 60 s guard. */
class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (!reloadOnChunkError(error)) console.error('[shell] a part of the layout could not load', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Calls `show` when a part is needed before the page is idle; returns the function that stops listening. */
export type Sooner = (show: () => void) => () => void;

/**
 * Renders parts of the page that are not what the visitor came for once the page has painted and
 * the browser is idle (the floating buttons, the navigation progress bar), so their lazy code is not in
 * the first view's download. `sooner`, a stable function, renders them earlier when the visitor needs
 * them first (the progress bar: a client navigation started before then).
 */
export function AfterFirstPaint({ children, sooner }: { children: ReactNode; sooner?: Sooner }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    const show = () => setReady(true);
    const stopIdle = whenPaintedAndIdle(show, AFTER_PAINT_TIMEOUT_MS);
    const stopSooner = sooner?.(show);
    return () => {
      stopIdle();
      stopSooner?.();
    };
  }, [ready, sooner]);
  if (!ready) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkBoundary>
  );
}
