import path from 'node:path';
import type { RemoteRelease } from '@brids/contracts';
import type { StoredPin, StoredRelease } from '@brids/release-store';
import { newestWordsWin } from '@brids/i18n/newest-words-win';
import type { RemoteFiles } from '../remote-versions/remote-files.ts';
import type { CopyFailureKind, CopyResult, VersionCache } from '../remote-versions/version-cache.ts';
import { loadServerBuild, type ServerBuildFailureKind, type ServerBuildResult, type SharedModules } from './load-server-build.ts';
import { remoteLoadFailures } from '../operations/metrics.ts';

/** How long loading a pinned version's server build may take before that request renders in the browser. */
export const SERVER_BUILD_TIMEOUT_MS = 2000;

/** A version the object store refused (its files fail the pin's hashes) is a failed build; one it could not give yet is tried again. */
const COPY_FAILURES: Record<CopyFailureKind | 'timeout', ServerBuildFailureKind> = { refused: 'failed', unavailable: 'unavailable', unpublished: 'unpublished', timeout: 'timeout' };
/** Failures a later request tries again: a slow load, and a version not (yet) on this server or in the store. */
const RETRIED = new Set<ServerBuildFailureKind>(['timeout', 'unpublished', 'unavailable']);

/** The shell server's logger (pino's signature): faults as warnings, loads and releases as info. */
export interface ServerBuildLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export interface ServerBuildsOptions {
  /** Where published versions live (`remotes/<remote>/<version>/`). */
  remoteFiles: RemoteFiles;
  /** This server's checked copies of the versions from the object store: a version is copied before its build loads. */
  versions: VersionCache;
  /** The pinned release, as the server reads it for every request (release-store.ts). */
  release: () => Promise<{ manifest: StoredRelease }>;
  shared: SharedModules;
  log: ServerBuildLog;
  timeoutMs?: number;
}

/**
 * The published version a pin names: its manifest URL is `/remotes/<remote>/<version>/mf-manifest.json` (or the
 * same under REMOTES_PUBLIC_URL). A version published elsewhere (a squad's dev server) has no server build here.
 */
export function versionOfPin(remoteFiles: RemoteFiles, pin: RemoteRelease): { remote: string; version: string; dir: string } | undefined {
  const found = remoteFiles.versionOf(pin.manifestUrl);
  if (!found || found.file !== 'mf-manifest.json') return undefined;
  return { remote: found.remote, version: found.version, dir: path.join(remoteFiles.dir, found.remote, found.version) };
}

/**
 * The server builds of the pinned remote versions, loaded at run time from their published
 * folders: nothing of a remote is compiled into the server, and a new pin takes effect on the next
 * request, without a restart. One version per remote is held, the pinned one: when a pin changes,
 * the version it replaced is dropped (and garbage-collected), so memory does not grow with pins.
 * A fault (missing, throws, slow) is a value logged with the remote and version; a slow load is
 * tried again on a later request, the others stay as they are (a published version never changes).
 */
export function createServerBuilds(options: ServerBuildsOptions) {
  // Every pinned version's build adds its words to this server's one i18next instance: the newest load wins.
  newestWordsWin();
  const timeoutMs = options.timeoutMs ?? SERVER_BUILD_TIMEOUT_MS;
  const held = new Map<string, { version: string; result: Promise<ServerBuildResult> }>();

  function releaseUnpinned(manifest: StoredRelease): void {
    for (const [remote, entry] of held) {
      if (manifest.remotes[remote]?.version === entry.version) continue;
      held.delete(remote);
      options.log.info({ remote, version: entry.version }, `server build of ${remote} ${entry.version} released: no longer pinned`);
    }
  }

  /** The pinned version copied from the object store (checked against the pin's record), then its server build loaded. */
  async function loadPinned(remote: string, pin: StoredPin): Promise<ServerBuildResult> {
    const published = versionOfPin(options.remoteFiles, pin);
    if (!published) return { ok: false, failure: { kind: 'missing', remote, version: pin.version, message: `published at ${pin.manifestUrl}, not on this server` } };
    // The copy goes on after a time-out (a later request finds it done); this request renders in the browser.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<CopyResult>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, kind: 'timeout', message: `copying it from the object store took over ${timeoutMs} ms` }), timeoutMs);
    });
    const copied = await Promise.race([options.versions.ensure(published.remote, published.version, pin.integrity?.record), late]).finally(() => clearTimeout(timer));
    if (!copied.ok) return { ok: false, failure: { kind: COPY_FAILURES[copied.kind], remote, version: pin.version, message: copied.message } };
    return loadServerBuild({ remote, version: pin.version, dir: published.dir, shared: options.shared, timeoutMs, pinned: pin.integrity?.serverBuild });
  }

  async function load(remote: string, pin: StoredPin): Promise<ServerBuildResult> {
    const result = await loadPinned(remote, pin);
    if (result.ok) {
      options.log.info({ remote, version: pin.version }, `server build of ${remote} ${pin.version} loaded`);
      return result;
    }
    const { failure } = result;
    remoteLoadFailures.inc({ remote, kind: failure.kind });
    const outcome = failure.kind === 'unpublished' ? "its pages answer 503, 'page under repair'" : 'its pages render in the browser';
    options.log.warn(failure, `server build of ${remote} ${pin.version} ${failure.kind}: ${failure.message}; ${outcome}`);
    return result;
  }

  return {
    /** The pinned version's server build of a remote (`mf_tools`), or why it cannot render. */
    async build(remote: string): Promise<ServerBuildResult> {
      const { manifest } = await options.release();
      releaseUnpinned(manifest);
      const pin = manifest.remotes[remote];
      if (!pin) return { ok: false, failure: { kind: 'missing', remote, version: '', message: 'the release pins no version of it' } };
      const holding = held.get(remote);
      if (holding) return holding.result;
      const entry = { version: pin.version, result: load(remote, pin) };
      held.set(remote, entry);
      // Requests during a load share it; a slow one, or a version not (yet) on disk, is tried again by a later request.
      void entry.result.then((result) => {
        if (!result.ok && RETRIED.has(result.failure.kind) && held.get(remote) === entry) held.delete(remote);
      });
      return entry.result;
    },
    /** The versions held now, by remote (diagnostics and tests). */
    held(): Record<string, string> {
      return Object.fromEntries([...held].map(([remote, entry]) => [remote, entry.version]));
    },
  };
}

export type ServerBuilds = ReturnType<typeof createServerBuilds>;
