import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

// Whether the visitor asked for another filter, tab or page of a research list and it is still loading.
// (react-router's useNavigation is not part of the shell's shared react-router entry, and a research page
// must ship without a shell release, so the lists keep this small flag of their own.)
let pending = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  if (pending === value) return;
  pending = value;
  for (const listener of listeners) listener();
};

/** Marks the list as loading until the next location renders. */
export function markPending(): void {
  set(true);
}

/** True while a list change the visitor asked for is loading; cleared when the new location renders. */
export function usePending(): boolean {
  const location = useLocation();
  useEffect(() => set(false), [location.key]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => false,
  );
}
