import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenPainted, whenPaintedAndIdle } from '@brids/platform/after-paint';
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
 * Renders parts of the layout that are not what the visitor came for once the page has painted:
 * by default also waiting for the browser to be idle (the floating buttons, whose lazy code is then
 * not in the first view's download), or with `waitForIdle={false}` in the task right after the
 * paint (the footer: below the first view, but on the page at once; its render, style and layout
 * leave the first view's task).
 */
export function AfterFirstPaint({ children, waitForIdle = true }: { children: ReactNode; waitForIdle?: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    return waitForIdle ? whenPaintedAndIdle(show, AFTER_PAINT_TIMEOUT_MS) : whenPainted(show);
  }, [waitForIdle]);
  if (!ready) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkBoundary>
  );
}
