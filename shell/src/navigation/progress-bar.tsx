import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;
import './progress-bar.css';

/** Spec §9: shown only for navigations longer than 200 ms, nominally 5 s long, hidden 500 ms after finishing. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;

type Phase = 'idle' | 'running' | 'done' | 'failed';

export type ProgressRouter = Pick<Router, 'subscribe' | 'state'>;

/**
 * The page-loading progress bar; turns to the failed style when the navigation ends in an error. Its code loads
 * after the first paint or with the first client navigation (`lazy-progress-bar.tsx`): mounted during a
 * navigation, it counts the 200 ms from `busySince()`, when that navigation started.
 */
export function ProgressBar({ router, busySince }: { router: ProgressRouter; busySince?: () => number | undefined }) {
  const { t } = useTranslation('shell');
  const [phase, setPhase] = useState<Phase>('idle');
  const [startedAt, setStartedAt] = useState(0);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clear = () => {
      for (const timer of timers.current) window.clearTimeout(timer);
      timers.current = [];
    };
    const start = (delay: number) => {
      clear();
      timers.current.push(
        window.setTimeout(() => {
          setStartedAt(performance.now());
          setPhase('running');
        }, delay),
      );
    };
    let busy = router.state.navigation.state !== 'idle';
    if (busy) start(Math.max(0, PROGRESS_THROTTLE_MS - (performance.now() - (busySince?.() ?? performance.now()))));
    const unsubscribe = router.subscribe((state) => {
      const nowBusy = state.navigation.state !== 'idle';
      if (nowBusy && !busy) {
        start(PROGRESS_THROTTLE_MS);
      } else if (!nowBusy && busy) {
        clear();
        const failed = state.errors !== null && Object.keys(state.errors).length > 0;
        setPhase((current) => (current === 'idle' ? 'idle' : failed ? 'failed' : 'done'));
      }
      busy = nowBusy;
    });
    return () => {
      unsubscribe();
      clear();
    };
  }, [router, busySince]);

  // Hidden 500 ms after the finished bar is on screen (counted from its render, not from the event).
  useEffect(() => {
    if (phase !== 'done' && phase !== 'failed') return undefined;
    const timer = window.setTimeout(() => setPhase('idle'), PROGRESS_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`progress-bar progress-bar--${phase}`}
      role="progressbar"
      aria-label={t('progress.loading')}
      aria-busy={phase === 'running'}
      data-started-at={startedAt}
      style={{ ['--progress-duration' as string]: `${PROGRESS_DURATION_MS}ms` }}
    >
      <div className="progress-bar__fill" />
    </div>
  );
}
