import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod/mini';
import type { ReleaseManifest } from '@brids/contracts';
import { routeTableOf, type ComposedRoute } from '@brids/platform/route-table';
import { storedRelease, type ReleaseStore, type StoredRelease } from '@brids/release-store';

export interface LoadedRelease {
  /** As stored: each pin with its integrity record (@brids/release-store). */
  manifest: StoredRelease;
  /** The manifest as the browser gets it (served and inlined, `browserRelease`): its manifest URLs where browsers load them. */
  browser: ReleaseManifest;
  json: string;
  table: ComposedRoute[];
  /** Entity tag of the pinned release (`/release.json` answers 304 while it holds; the document cache keys on it). */
  etag: string;
}

/** A reader of the pinned release: every call answers the release in force now. */
export type CurrentRelease = () => Promise<LoadedRelease>;

/** How often a shell server asks the shared store for the environment's version number (a pin is followed within about this). */
export const RELEASE_POLL_MS = 1000;

/** Where browsers load a pin's `/remotes/…` manifest URL from (remote-files.ts `toPublic`; unchanged without REMOTES_PUBLIC_URL). */
export type PublicRemoteUrl = (manifestUrl: string) => string;
const samePlace: PublicRemoteUrl = (url) => url;

/**
 * The release as the browser gets it (served and inlined): each pin without its integrity record, which is the
 * server's, but with its remote entry's subresource integrity from it (`entryIntegrity`), which the shell's
 * federation runtime and the entry's preload hint load the entry with; its manifest URL where browsers load it.
 */
export function browserRelease(manifest: StoredRelease, toPublic: PublicRemoteUrl = samePlace): ReleaseManifest {
  return {
    ...manifest,
    remotes: Object.fromEntries(
      Object.entries(manifest.remotes).map(([name, { integrity, ...pin }]) => {
        const served = { ...pin, manifestUrl: toPublic(pin.manifestUrl) };
        return [name, integrity?.entry ? { ...served, entryIntegrity: integrity.entry.integrity } : served];
      }),
    ),
  };
}

/** The release as this server holds it: the browser's copy, the route table and the tag. */
export function loadedRelease(manifest: StoredRelease, toPublic: PublicRemoteUrl = samePlace): LoadedRelease {
  const browser = browserRelease(manifest, toPublic);
  const json = JSON.stringify(browser);
  const etag = `"${createHash('sha256').update(json).update(JSON.stringify(manifest)).digest('base64url').slice(0, 22)}"`;
  return { manifest, browser, json, table: routeTableOf(manifest), etag };
}

/**
 * Reads the release manifest, validated, and re-reads it whenever the file changes: pinning
 * another version needs no rebuild and no restart. A broken file keeps the last good release.
 * The release CLI replaces the file by rename, so a read never sees half of one.
 */
export function createReleaseStore(file: string, log: (message: string) => void, toPublic: PublicRemoteUrl = samePlace): CurrentRelease {
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
      const release = loadedRelease(z.parse(storedRelease, JSON.parse(await readFile(file, 'utf8'))), toPublic);
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

/**
 * The environment's release in a store every shell server shares (PostgreSQL, RELEASE_DATABASE_URL): one
 * cheap query of the version number every `pollMs`, the release read again only when it changed, so a pin
 * or a rollback by any release manager is followed within about a second, without a restart. Requests
 * are answered from memory; while the store cannot be reached the last good release stays (logged).
 */
export function createSharedReleaseStore(options: { store: ReleaseStore; env: string; log: (message: string) => void; pollMs?: number; toPublic?: PublicRemoteUrl }) {
  const { store, env, log } = options;
  let cached: { revision: string; release: LoadedRelease } | undefined;
  let refreshing: Promise<void> | undefined;
  let failing = false;

  async function refresh(): Promise<void> {
    const revision = await store.revision(env);
    if (revision === null || revision === cached?.revision) return;
    const state = await store.read(env);
    if (!state.release || state.revision === null) return;
    cached = { revision: state.revision, release: loadedRelease(state.release, options.toPublic) };
  }

  const poll = () =>
    (refreshing ??= refresh()
      .then(() => {
        if (failing) log(`release store ${store.describe(env)} answers again`);
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) log(`release store ${store.describe(env)} cannot be read, keeping the release in force: ${String(error)}`);
        failing = true;
      })
      .finally(() => (refreshing = undefined)));

  const timer = setInterval(() => void poll(), options.pollMs ?? RELEASE_POLL_MS);
  timer.unref();

  const current: CurrentRelease = async () => {
    if (!cached) await refresh();
    if (!cached) throw new Error(`${env} has no release in ${store.describe(env)} yet`);
    return cached.release;
  };
  return {
    current,
    /** Stops polling and closes the store (the server closes). */
    async close() {
      clearInterval(timer);
      await refreshing;
      await store.close();
    },
  };
}
