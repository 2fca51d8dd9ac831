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

/**
 * Renders parts of the layout that are not what the visitor came for once the page has painted and
 * the browser is idle (the floating buttons, whose lazy code is then not in the first view's download).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenPaintedAndIdle(() => setReady(true), AFTER_PAINT_TIMEOUT_MS), []);
  if (!ready) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkBoundary>
  );
}
