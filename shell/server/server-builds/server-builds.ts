import path from 'node:path';
import type { RemoteRelease } from '@brids/contracts';
import type { StoredPin, StoredRelease } from '@brids/release-store';
import { newestWordsWin } from '@brids/i18n/newest-words-win';
import { loadServerBuild, type ServerBuildResult, type SharedModules } from './load-server-build.ts';
import { remoteLoadFailures } from '../metrics.ts';

/** How long loading a pinned version's server build may take before that request renders in the browser. */
export const SERVER_BUILD_TIMEOUT_MS = 2000;

/** The shell server's logger (pino's signature): faults as warnings, loads and releases as info. */
export interface ServerBuildLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export interface ServerBuildsOptions {
  /** Where published versions live (`remotes/<remote>/<version>/`). */
  remotesDir: string;
  /** The pinned release, as the server reads it for every request (release-store.ts). */
  release: () => Promise<{ manifest: StoredRelease }>;
  shared: SharedModules;
  log: ServerBuildLog;
  timeoutMs?: number;
}

/**
 * The published version folder a pin names: its manifest URL is `/remotes/<remote>/<version>/mf-manifest.json`
 * on this server. A version published elsewhere (an absolute URL) has no server build here.
 */
export function versionFolder(remotesDir: string, pin: RemoteRelease): string | undefined {
  const match = /^\/remotes\/([a-z0-9-]+)\/([0-9A-Za-z][0-9A-Za-z.+-]*)\/mf-manifest\.json$/.exec(pin.manifestUrl);
  if (!match || match[2]!.includes('..')) return undefined;
  return path.join(remotesDir, match[1]!, match[2]!);
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

  async function load(remote: string, pin: StoredPin): Promise<ServerBuildResult> {
    const dir = versionFolder(options.remotesDir, pin);
    const result: ServerBuildResult = dir
      ? await loadServerBuild({ remote, version: pin.version, dir, shared: options.shared, timeoutMs, pinned: pin.integrity?.serverBuild })
      : { ok: false, failure: { kind: 'missing', remote, version: pin.version, message: `published at ${pin.manifestUrl}, not on this server` } };
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
        if (!result.ok && (result.failure.kind === 'timeout' || result.failure.kind === 'unpublished') && held.get(remote) === entry) held.delete(remote);
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
