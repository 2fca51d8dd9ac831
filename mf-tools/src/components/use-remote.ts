import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

/** A content service that has not answered after this long counts as down (the visitor can retry). */
export const REMOTE_TIMEOUT_MS = 10_000;

export class RemoteTimeoutError extends Error {
  constructor() {
    super(`No answer within ${REMOTE_TIMEOUT_MS / 1000} s`);
    this.name = 'RemoteTimeoutError';
  }
}

const LOADING = { status: 'loading' } as const;

/**
 * Loads data for a component with its loading and error states: `load` runs on mount, whenever
 * `key` changes (a locale) and on `retry()`; an answer slower than REMOTE_TIMEOUT_MS is an error.
 */
export function useRemote<T>(key: string, load: () => Promise<T>): Remote<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  // The answer remembers its request: a newer request shows as loading until it settles.
  const [answer, setAnswer] = useState<{ request: string; remote: Remote<T> } | null>(null);
  const start = useEffectEvent(load);

  useEffect(() => {
    let live = true;
    const settle = (remote: Remote<T>) => {
      if (!live) return;
      live = false;
      clearTimeout(timer);
      setAnswer({ request, remote });
    };
    const timer = setTimeout(() => settle({ status: 'error', error: new RemoteTimeoutError() }), REMOTE_TIMEOUT_MS);
    start().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(answer?.request === request ? answer.remote : LOADING), retry };
}
