// Open tabs and new releases. A tab keeps running the release it loaded (old versions stay
// published, so it keeps working). On its next navigation the shell asks the server for the
// release (`release-check.ts`, whose code loads with that navigation); when a new one is out,
// that navigation becomes a document load of its target, which runs the new release.
import type { ReleaseManifest } from '@brids/contracts';
import type { PreviewInfo } from '../release.ts';

export interface PendingLocation {
  key?: string;
  pathname: string;
  search: string;
  hash: string;
}

/** The part of react-router's data router the watcher reads. */
export interface RouterLike {
  state: { navigation: { state: string; location?: PendingLocation }; location: PendingLocation };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/** The release this tab runs (and its preview), as it started. */
export interface RunningRelease {
  release: ReleaseManifest;
  preview?: PreviewInfo | undefined;
}

let running: RunningRelease | undefined;
let router: RouterLike | undefined;

export function watchRelease(release: ReleaseManifest, preview?: PreviewInfo): void {
  running = { release, preview };
}

/** Connects the router whose pending navigation becomes a document load after a release. */
export function attachRouter(value: RouterLike): () => void {
  router = value;
  return () => {
    if (router === value) router = undefined;
  };
}

/** The target of the navigation under way, if any. */
export function pendingNavigation(): PendingLocation | undefined {
  return router?.state.navigation.state === 'loading' ? router.state.navigation.location : undefined;
}

/**
 * When a new release is out and a navigation is under way, loads its target as a new document
 * (guarded) and answers true: the caller then waits for the page to go away. The first page load
 * (it runs the release its HTML carried) and prefetches ask nothing and load no code.
 */
export async function reloadIfReleaseChanged(): Promise<boolean> {
  const pending = pendingNavigation();
  if (!running || !pending) return false;
  let check: typeof import('./release-check.ts');
  try {
    check = await import('./release-check.ts');
  } catch {
    return false; // its code cannot load (offline): keep running what we have, as when the server cannot answer
  }
  return check.reloadIfNewRelease(running, pending);
}
