import { createHash } from 'node:crypto';

/** A file's subresource integrity, as browsers check it: `sha384-` and the base64 of the bytes' sha384. */
export function subresourceIntegrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The remote entry's file as a build's mf-manifest.json names it (`metaData.remoteEntry`: path and name). */
export function remoteEntryFile(manifest: { metaData?: { remoteEntry?: { name?: string; path?: string } } }): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return undefined;
  return entry.path ? `${entry.path.replace(/^\/+|\/+$/g, '')}/${entry.name}` : entry.name;
}
