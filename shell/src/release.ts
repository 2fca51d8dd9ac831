import { readInlineData, type PreviewInfo, type ReleaseManifest } from '@brids/contracts';

export type { PreviewInfo };

/**
 * The release this page runs: inlined by the server, else fetched (the dev server serves it).
 * The inlined one is taken as it is: the shell server parsed it with the same schema before
 * writing it into the page (release-store.ts, preview.ts), and parsing it again cost a phone
 * about 50 ms of the start-up's longest task. A fetched one is parsed here.
 */
export async function loadRelease(): Promise<ReleaseManifest> {
  const inlined = readInlineData<ReleaseManifest>('release');
  if (inlined) return inlined;
  // The schema comes only with this path (the dev server's page), so no first view of a built site carries it.
  const [{ releaseManifest }, body] = await Promise.all([import('@brids/contracts/release'), fetch('/release.json', { cache: 'no-cache' }).then((res) => res.json())]);
  return releaseManifest.parse(body);
}

let preview: { info: PreviewInfo | undefined } | undefined;

/** The preview in this browser, as the shell server inlined it. */
export function previewInfo(): PreviewInfo | undefined {
  preview ??= { info: readInlineData<PreviewInfo>('preview') };
  return preview.info;
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
  // Remote names are ASCII: a plain comparison (localeCompare's first call builds a collator, ~10 ms on a phone).
  return JSON.stringify(Object.entries(remotes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
