import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** A call's state in a component: loading, failed (the view offers a retry), or its data. */
export type Remote<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** A content service that has not answered after this long counts as down (the visitor can retry). */
const REMOTE_TIMEOUT_MS = 10_000;

const LOADING = { status: 'loading' } as const;
const FAILED = { status: 'error' } as const;

/**
 * Loads data for a component with its loading and error states: `load` runs on mount, whenever
 * `key` changes (a locale) and on `retry()`; an answer slower than REMOTE_TIMEOUT_MS is an error.
 * `preloaded` (the server's answer, `serverLoader`) is the first request's answer: nothing is loaded then.
 */
export function useRemote<T>(key: string, load: () => Promise<T>, preloaded?: T | null): Remote<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  // The answer remembers its request: a newer request shows as loading until it settles.
  const [answer, setAnswer] = useState<{ request: string; remote: Remote<T> } | null>(() =>
    preloaded == null ? null : { request, remote: { status: 'ready', data: preloaded } },
  );
  const start = useEffectEvent(load);
  // A request already answered (by the server's render): nothing to load.
  const answered = useEffectEvent(() => answer?.request === request);

  useEffect(() => {
    if (answered()) return undefined;
    let live = true;
    const settle = (remote: Remote<T>) => {
      if (!live) return;
      live = false;
      clearTimeout(timer);
      setAnswer({ request, remote });
    };
    const timer = setTimeout(() => settle(FAILED), REMOTE_TIMEOUT_MS);
    start().then(
      (data) => settle({ status: 'ready', data }),
      () => settle(FAILED),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(answer?.request === request ? answer.remote : LOADING), retry };
}
