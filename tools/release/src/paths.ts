import path from 'node:path';
import { openObjectStore, readObjectStoreVariables, s3OptionsOf, type ObjectStore, type S3StoreOptions } from '@brids/object-store';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The squads' remotes: package folder -> federation name. */
export const REMOTES = {
  'mf-marketing': 'mf_marketing',
  'mf-research': 'mf_research',
  'mf-education': 'mf_education',
  'mf-tools': 'mf_tools',
} as const;
export type RemoteFolder = keyof typeof REMOTES;
export type RemoteName = (typeof REMOTES)[RemoteFolder];

/** Environments release managers pin by hand: `publish-all --pin` never replaces a pin there. */
export const MANAGED_ENVIRONMENTS = ['staging', 'production'] as const;
/** Environments known without a folder under releases/ (any other needs `--create-env` once). */
export const KNOWN_ENVIRONMENTS = ['local', ...MANAGED_ENVIRONMENTS] as const;

/** Production: signed previews only, and every change needs a reason. */
export function isProduction(env: string): boolean {
  return env === 'production';
}

export function isManaged(env: string): boolean {
  return (MANAGED_ENVIRONMENTS as readonly string[]).includes(env);
}

export interface ReleasePaths {
  /** Where published versions live without an object store (REMOTES_DIR, default remotes/). */
  remotesDir: string;
  releasesDir: string;
  /** RELEASE_DATABASE_URL: the release store is PostgreSQL there (releasesDir is then unused). */
  databaseUrl?: string;
  /** OBJECT_STORE_*: published versions live in the bucket's `remotes/` area (remotesDir is then unused). */
  objectStore?: S3StoreOptions;
}

export function defaultPaths(env: NodeJS.ProcessEnv = process.env): ReleasePaths {
  let objectStore: S3StoreOptions | undefined;
  try {
    objectStore = s3OptionsOf(readObjectStoreVariables(env));
  } catch (error) {
    throw new ReleaseError((error as Error).message);
  }
  return {
    remotesDir: path.resolve(env.REMOTES_DIR ?? path.join(ROOT, 'remotes')),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(ROOT, 'releases')),
    ...(env.RELEASE_DATABASE_URL ? { databaseUrl: env.RELEASE_DATABASE_URL } : {}),
    ...(objectStore ? { objectStore } : {}),
  };
}

/** The published versions' store: the bucket's `remotes/` area, or the remotes folder. Keys: `<remote folder>/<version>/<file>`. */
export function remotesStore(paths: ReleasePaths): ObjectStore {
  return openObjectStore('remotes', paths.objectStore, paths.remotesDir);
}

/** The shell builds' static files (`static/js/...`): the bucket's `shell/` area, or `shell/` beside the remotes folder. */
export function shellStore(paths: ReleasePaths): ObjectStore {
  return openObjectStore('shell', paths.objectStore, path.join(path.dirname(paths.remotesDir), 'shell-builds'));
}

/** Accepts a folder name (mf-tools) or a federation name (mf_tools). */
export function remoteFolder(name: string): RemoteFolder {
  const folder = name.replace(/_/g, '-');
  if (!(folder in REMOTES)) {
    throw new ReleaseError(`Unknown remote "${name}". Known remotes: ${Object.keys(REMOTES).join(', ')}`);
  }
  return folder as RemoteFolder;
}

export function remoteName(name: string): RemoteName {
  return REMOTES[remoteFolder(name)];
}

export function checkEnvName(env: string): string {
  if (!/^[a-z0-9-]+$/.test(env)) throw new ReleaseError(`An environment name is kebab-case, got "${env}"`);
  return env;
}

export function envDir(paths: ReleasePaths, env: string): string {
  return path.join(paths.releasesDir, checkEnvName(env));
}

export function releaseFile(paths: ReleasePaths, env: string): string {
  return path.join(envDir(paths, env), 'release.json');
}

export function historyFile(paths: ReleasePaths, env: string): string {
  return path.join(envDir(paths, env), 'history.jsonl');
}

/** An error the CLI prints as is, exiting non-zero. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** A version names a folder: letters, digits, dots, plus and dashes only (no path tricks). */
export function checkVersion(version: string): string {
  if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(version) || version.includes('..')) {
    throw new ReleaseError(`Invalid version "${version}": use letters, digits, ".", "+" and "-"`);
  }
  return version;
}

/** The key prefix of a published version in the remotes store (`mf-tools/1.2.0-gabc1234/`). */
export function versionKey(name: string, version: string): string {
  return `${remoteFolder(name)}/${checkVersion(version)}/`;
}

export function manifestUrlOf(name: string, version: string): string {
  return `/remotes/${remoteFolder(name)}/${checkVersion(version)}/mf-manifest.json`;
}
