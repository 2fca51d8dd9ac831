import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';

// Whether a navigation the visitor started from a list (a tab, a filter, a page, a retry) is still loading.
// Page-wide: a filter form marks it and the list shows it. react-router's useNavigation is not in the shell's
// lean shared react-router entry (tools/build/shared-entries/react-router.js), and a remote must ship without a
// shell release, so this small flag does it: set on the way out, cleared when the next location renders.
let busy = false;
const listeners = new Set<() => void>();

function setBusy(value: boolean): void {
  if (busy === value) return;
  busy = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A list's navigations: `go(to)` navigates (a path, or a '?search' that keeps the pathname) without
 * resetting the scroll and marks the page busy; `mark()` marks it for a navigation the caller starts itself
 * (a link, a form submit); `busy` is true on every caller until the location changes (false on the server).
 */
export function useListNavigation(): { busy: boolean; go: (to: string) => void; mark: () => void } {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => setBusy(false), [location.key]);
  const current = useSyncExternalStore(subscribe, () => busy, () => false);
  return {
    busy: current,
    mark: () => setBusy(true),
    go: (to: string) => {
      setBusy(true);
      void navigate(to.startsWith('?') ? `${location.pathname}${to}` : to, { preventScrollReset: true });
    },
  };
}
