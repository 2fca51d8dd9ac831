// The spec's chunk-reload guard (§4, §9): the shell reloads the page at most once per 60 seconds,
// so a release that keeps failing can never put a tab into a reload loop.
export const RELOAD_GUARD_MS = 60_000;
const KEY = 'brids:reloaded-at';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: no reload at all is the safe side
  }
}

/** Whether a reload is allowed now; if so, records it (call right before reloading). */
export function claimReload(now = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  const last = Number(store.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  store.setItem(KEY, String(now));
  return true;
}
