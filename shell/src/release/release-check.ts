// The release check of a navigation (live-release.ts loads this with the first navigation): at most
// one reload per 60 s (the spec's chunk-reload guard); inside the guard the tab stays on its release.
import type { ReleaseManifest } from '@brids/contracts';
import type { PreviewInfo } from '../release.ts';
import { pendingNavigation, type PendingLocation, type RunningRelease } from './live-release.ts';
import { claimReload } from './reload-guard.ts';

const CHECK_TIMEOUT_MS = 2_000;

/**
 * What identifies a release for "is there a new one?": each remote's version and manifest URL.
 * With a preview, the previewed remote counts with its pinned values (the server serves those).
 */
export function releaseKey(release: ReleaseManifest, preview?: PreviewInfo): string {
  const remotes: Record<string, string> = {};
  for (const [name, remote] of Object.entries(release.remotes)) remotes[name] = `${remote.version} ${remote.manifestUrl}`;
  if (preview?.remote && !preview.error) {
    if (preview.pinned) remotes[preview.remote] = `${preview.pinned.version} ${preview.pinned.manifestUrl}`;
    else delete remotes[preview.remote];
  }
  // Remote names are ASCII: a plain comparison (localeCompare's first call builds a collator, ~10 ms on a phone).
  return JSON.stringify(Object.entries(remotes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** One check per navigation: the modules one navigation loads share it, the next navigation asks again. */
let lastCheck: { navigation: PendingLocation; result: Promise<boolean> } | undefined;

async function fetchChanged(running: RunningRelease): Promise<boolean> {
  try {
    const res = await fetch('/release.json', { cache: 'no-cache', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    if (!res.ok) return false;
    const server = (await res.json()) as ReleaseManifest;
    return releaseKey(server) !== releaseKey(running.release, running.preview);
  } catch {
    return false; // the server is unreachable or slow: keep running what we have
  }
}

/** Whether the server pins another release than the one this tab runs, asked once per navigation. */
function releaseChanged(running: RunningRelease, navigation: PendingLocation): Promise<boolean> {
  const previous = lastCheck?.navigation;
  const sameNavigation = previous === navigation || (navigation.key !== undefined && previous?.key === navigation.key);
  if (!lastCheck || !sameNavigation) lastCheck = { navigation, result: fetchChanged(running) };
  return lastCheck.result;
}

/** `reloadIfReleaseChanged` of live-release.ts once a navigation (`pending`) is under way. */
export async function reloadIfNewRelease(running: RunningRelease, pending: PendingLocation): Promise<boolean> {
  if (!(await releaseChanged(running, pending))) return false;
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
