import { lazy, type ReactElement } from 'react';
import { AfterFirstPaint, type Sooner } from '../layout/after-first-paint.tsx';
import type { ProgressRouter } from './progress-bar.tsx';

const ProgressBar = lazy(() => import('./progress-bar.tsx').then((module) => ({ default: module.ProgressBar })));

/**
 * The navigation progress bar, its code (and style) loaded once the page painted and the browser is idle, or
 * when a client navigation starts before then: a first view never shows it. Mounted during that navigation,
 * the bar still shows 200 ms after the navigation's start, not after its code arrived.
 */
export function lazyProgressBar(router: ProgressRouter): ReactElement {
  let busySince: number | undefined;
  const waiting = new Set<() => void>();
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') {
      busySince = undefined;
      return;
    }
    busySince ??= performance.now();
    for (const show of waiting) show();
  });
  const whenNavigating: Sooner = (show) => {
    waiting.add(show);
    return () => waiting.delete(show);
  };
  return (
    <AfterFirstPaint sooner={whenNavigating}>
      <ProgressBar router={router} busySince={() => busySince} />
    </AfterFirstPaint>
  );
}
