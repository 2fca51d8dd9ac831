import { z } from 'zod/mini';
import { releaseManifest, type ReleaseManifest } from '@brids/contracts';

import type { PreviewInfo } from '@brids/contracts';

export type { PreviewInfo };

declare global {
  interface Window {
    /** The release manifest inlined by the shell server (no extra round trip). */
    __BRIDS_RELEASE__?: unknown;
    /** A preview in this browser, inlined by the shell server. */
    __BRIDS_PREVIEW__?: PreviewInfo;
  }
}

/** The release this page runs: inlined by the server, else fetched (the dev server serves it). */
export async function loadRelease(): Promise<ReleaseManifest> {
  const raw = window.__BRIDS_RELEASE__ ?? (await (await fetch('/release.json', { cache: 'no-cache' })).json());
  return z.parse(releaseManifest, raw);
}

export function previewInfo(): PreviewInfo | undefined {
  return typeof window === 'undefined' ? undefined : window.__BRIDS_PREVIEW__;
}

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
  return JSON.stringify(Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b)));
}
