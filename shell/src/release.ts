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
