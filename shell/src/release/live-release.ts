// Open tabs and new releases. A tab keeps running the release it loaded (old versions stay
// published, so it keeps working). On its next navigation the shell asks the server for the
// release (a conditional request, 304 while nothing changed); when a new one is out, that
// navigation becomes a document load of its target, which runs the new release. At most one
// such reload per 60 s (the spec's chunk-reload guard); inside the guard the tab stays on its release.
import type { ReleaseManifest } from '@brids/contracts';
import { releaseKey, type PreviewInfo } from '../release.ts';
import { claimReload } from './reload-guard.ts';

interface PendingLocation {
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

const CHECK_TIMEOUT_MS = 2_000;

let runningKey: string | undefined;
let router: RouterLike | undefined;
/** One check per navigation: the modules one navigation loads share it, the next navigation asks again. */
let lastCheck: { navigation: PendingLocation; result: Promise<boolean> } | undefined;

export function watchRelease(release: ReleaseManifest, preview?: PreviewInfo): void {
  runningKey = releaseKey(release, preview);
}

/** Connects the router whose pending navigation becomes a document load after a release. */
export function attachRouter(value: RouterLike): () => void {
  router = value;
  return () => {
    if (router === value) router = undefined;
  };
}

async function fetchChanged(): Promise<boolean> {
  if (!runningKey) return false;
  try {
    const res = await fetch('/release.json', { cache: 'no-cache', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    if (!res.ok) return false;
    const server = (await res.json()) as ReleaseManifest;
    return releaseKey(server) !== runningKey;
  } catch {
    return false; // the server is unreachable or slow: keep running what we have
  }
}

function pendingNavigation(): PendingLocation | undefined {
  return router?.state.navigation.state === 'loading' ? router.state.navigation.location : undefined;
}

/** Whether the server pins another release than the one this tab runs, asked once per navigation. */
function releaseChanged(navigation: PendingLocation): Promise<boolean> {
  const previous = lastCheck?.navigation;
  const sameNavigation = previous === navigation || (navigation.key !== undefined && previous?.key === navigation.key);
  if (!lastCheck || !sameNavigation) lastCheck = { navigation, result: fetchChanged() };
  return lastCheck.result;
}

/**
 * When a new release is out and a navigation is under way, loads its target as a new document
 * (guarded) and answers true: the caller then waits for the page to go away. The first page load
 * (it runs the release its HTML carried) and prefetches ask nothing.
 */
export async function reloadIfReleaseChanged(): Promise<boolean> {
  const pending = pendingNavigation();
  if (!pending || !(await releaseChanged(pending))) return false;
  const target = pendingNavigation();
  if (!target) return false; // the navigation ended or was cancelled meanwhile
  if (!claimReload()) {
    console.warn('[release] a new release is out; this tab reloaded less than 60 s ago, so it stays on its release for now');
    return false;
  }
  const href = `${target.pathname}${target.search}${target.hash}`;
  console.info(`[release] a new release is out: loading ${href} as a new page`);
  window.location.assign(href);
  return true;
}
