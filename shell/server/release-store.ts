import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod/mini';
import { releaseManifest, type ReleaseManifest } from '@brids/contracts';
import { routeTableOf, type ComposedRoute } from '@brids/platform/route-table';

export interface LoadedRelease {
  manifest: ReleaseManifest;
  /** The manifest as JSON, ready to serve and inline. */
  json: string;
  table: ComposedRoute[];
  /** Entity tag of the pinned release (`/release.json` answers 304 while it holds). */
  etag: string;
}

/**
 * Reads the release manifest, validated, and re-reads it whenever the file changes: pinning
 * another version needs no rebuild and no restart. A broken file keeps the last good release.
 * The release CLI replaces the file by rename, so a read never sees half of one.
 */
export function createReleaseStore(file: string, log: (message: string) => void) {
  let cached: { version: string; release: LoadedRelease } | undefined;
  let badVersion: string | undefined;
  return async function current(): Promise<LoadedRelease> {
    // The inode tells replaced files apart: file times are coarse (a few ms), and two pins of
    // versions of the same length write files of the same size.
    const { mtimeMs, size, ino } = await stat(file);
    const version = `${ino}/${mtimeMs}/${size}`;
    if (cached && cached.version === version) return cached.release;
    if (cached && badVersion === version) return cached.release;
    try {
      const manifest = z.parse(releaseManifest, JSON.parse(await readFile(file, 'utf8')));
      const json = JSON.stringify(manifest);
      const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
      const release = { manifest, json, table: routeTableOf(manifest), etag };
      cached = { version, release };
      return release;
    } catch (error) {
      if (!cached) throw error;
      badVersion = version;
      log(`release manifest ${file} is invalid, keeping the last good one: ${String(error)}`);
      return cached.release;
    }
  };
}
