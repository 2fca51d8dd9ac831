import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import { routeDeclaration } from '@brids/contracts/release';
import { SERVER_ENTRY_FILE } from '../../build/src/server-build-files.ts';
import { buildCommit, type BuildCommit } from './git.ts';
import { remoteEntryFile, subresourceIntegrityOf } from './integrity.ts';
import { REMOTES, ROOT, ReleaseError, checkVersion, remoteFolder, type ReleasePaths } from './paths.ts';
import { currentUser } from './store.ts';

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Files that do not change what runs: publish metadata, build stamps, and stats whose order varies per build. */
const NOT_HASHED = new Set(['publish.json', 'mf-stats.json', '.fingerprint']);

/** Hash of a build's files (names and bytes): the same build always gets the same version. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesOf(dir)) {
    if (NOT_HASHED.has(file)) continue;
    hash.update(file);
    hash.update(await readFile(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

/** What publish.json records next to a published build. */
export interface PublishInfo {
  remote: string;
  version: string;
  contentHash: string;
  publishedAt: string;
  publishedBy?: string;
  commit?: string;
  dirty?: boolean;
  /** The server build of the page modules (tools/build/src/server-build.ts), when the build has one; the shell server checks the digest before it runs the file. */
  serverBuild?: { file: string; sha256: string };
  /** The remote entry the build's mf-manifest.json names, with its subresource integrity: browsers load it with this. */
  entry?: { file: string; integrity: string };
}

/** publish.json's record of the build's remote entry. */
async function entryOf(dir: string): Promise<PublishInfo['entry']> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as Parameters<typeof remoteEntryFile>[0];
  const file = remoteEntryFile(manifest);
  const code = file ? await readFile(path.join(dir, file)).catch(() => undefined) : undefined;
  return file && code ? { file, integrity: subresourceIntegrityOf(code) } : undefined;
}

/** publish.json's record of a build's server build, when it has one. */
async function serverBuildOf(dir: string): Promise<PublishInfo['serverBuild']> {
  const code = await readFile(path.join(dir, SERVER_ENTRY_FILE)).catch(() => undefined);
  return code ? { file: SERVER_ENTRY_FILE, sha256: createHash('sha256').update(code).digest('hex') } : undefined;
}

export interface Published {
  remote: string;
  version: string;
  folder: string;
  alreadyPublished: boolean;
}

const exists = (p: string) => stat(p).then(() => true, () => false);

/**
 * The version of a build: `<package version>-g<commit>` for a build of committed sources, and
 * `<package version>-g<commit>.dirty.<content hash>` when the remote's sources have uncommitted
 * changes, so such a build never takes the committed build's version and the same dirty build
 * keeps one version (`npm start` stays idempotent). Outside git: `<package version>-<content hash>`.
 */
export function versionOf(pkgVersion: string, hash: string, git: BuildCommit | undefined): string {
  if (!git) return `${pkgVersion}-${hash}`;
  return git.dirty ? `${pkgVersion}-g${git.commit}.dirty.${hash}` : `${pkgVersion}-g${git.commit}`;
}

/** Builds a remote (`rsbuild build`, production), as `npm start` does. */
export function buildRemote(folder: string): void {
  const dir = path.join(ROOT, folder);
  try {
    execFileSync(path.join(dir, 'node_modules', '.bin', 'rsbuild'), ['build', '--log-level', 'warn'], {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch {
    throw new ReleaseError(`Building ${folder} failed (see the output above); nothing was published`);
  }
}

export interface PublishOptions {
  /** An explicit version instead of the computed one. */
  as?: string;
  /** The build folder (default `<remote>/dist`). */
  dist?: string;
  /** Run `rsbuild build` first. */
  build?: boolean;
  /** The git state of the build (default: asked from git); `null` means no git. */
  git?: BuildCommit | null;
}

/**
 * Copies a remote's build (`<remote>/dist`) to `remotes/<remote>/<version>/`, an immutable folder.
 * Republishing identical content is a no-op; a different build under a taken version is refused.
 */
export async function publish(paths: ReleasePaths, name: string, options: PublishOptions = {}): Promise<Published> {
  const folder = remoteFolder(name);
  if (options.build) buildRemote(folder);
  const dist = options.dist ?? path.join(ROOT, folder, 'dist');
  if (!(await exists(path.join(dist, 'mf-manifest.json')))) {
    throw new ReleaseError(`${dist} has no mf-manifest.json: build ${folder} first`);
  }
  const routesParse = z.safeParse(z.array(routeDeclaration), JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8').catch(() => 'null')));
  if (!routesParse.success) throw new ReleaseError(`${dist}/routes.json is missing or invalid: rebuild ${folder}`);
  const hash = await contentHash(dist);
  const pkg = JSON.parse(await readFile(path.join(ROOT, folder, 'package.json'), 'utf8')) as { version: string };
  const git = options.git === null ? undefined : (options.git ?? buildCommit(folder));
  const version = checkVersion(options.as ?? versionOf(pkg.version, hash, git));
  const target = path.join(paths.remotesDir, folder, version);
  if (await exists(target)) {
    if ((await contentHash(target)) === hash) return { remote: REMOTES[folder], version, folder: target, alreadyPublished: true };
    throw new ReleaseError(
      `${folder} ${version} is already published with other content; versions are immutable` +
        (options.as ? '' : ' (a rebuild of the same commit gave other bytes: publish it under another name with --as)'),
    );
  }
  const staging = `${target}.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await cp(dist, staging, { recursive: true });
  await rm(path.join(staging, '.fingerprint'), { force: true });
  const serverBuild = await serverBuildOf(staging);
  const entry = await entryOf(staging);
  const info: PublishInfo = {
    remote: REMOTES[folder],
    version,
    contentHash: hash,
    publishedAt: new Date().toISOString(),
    publishedBy: currentUser(),
    ...(git ? { commit: git.commit, dirty: git.dirty } : {}),
    ...(serverBuild ? { serverBuild } : {}),
    ...(entry ? { entry } : {}),
  };
  await writeFile(path.join(staging, 'publish.json'), `${JSON.stringify(info, null, 2)}\n`);
  await rename(staging, target);
  return { remote: REMOTES[folder], version, folder: target, alreadyPublished: false };
}

/** The published versions of a remote with their publish.json, newest first. */
export async function publishedVersions(paths: ReleasePaths, name: string): Promise<PublishInfo[]> {
  const folder = remoteFolder(name);
  const dir = path.join(paths.remotesDir, folder);
  const names = await readdir(dir).catch(() => [] as string[]);
  const infos: PublishInfo[] = [];
  for (const version of names) {
    if (version.includes('.tmp-') || !(await exists(path.join(dir, version, 'mf-manifest.json')))) continue;
    const raw = JSON.parse(await readFile(path.join(dir, version, 'publish.json'), 'utf8').catch(() => '{}')) as Partial<PublishInfo>;
    const publishedAt = raw.publishedAt ?? (await stat(path.join(dir, version))).mtime.toISOString();
    infos.push({ contentHash: '', ...raw, remote: REMOTES[folder], version, publishedAt });
  }
  return infos.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.version.localeCompare(a.version));
}
