import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import { routeDeclaration } from '@brids/contracts/release';
import { SERVER_ENTRY_FILE } from '../../build/src/server-build-files.ts';
import { buildCommit, type BuildCommit } from './git.ts';
import { remoteEntryFile, subresourceIntegrityOf } from './integrity.ts';
import { contentTypeOf, IMMUTABLE_CACHE, ObjectStoreError, type ObjectStore } from '@brids/object-store';
import { REMOTES, ROOT, ReleaseError, checkVersion, remoteFolder, remotesStore, versionKey, type ReleasePaths } from './paths.ts';
import { currentUser } from './store.ts';

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Files that do not change what runs: publish metadata, build stamps, and stats whose order varies per build. */
const NOT_HASHED = new Set(['publish.json', 'mf-stats.json', '.fingerprint']);
/** Files of a build that are not published: the build's own stamp. */
const NOT_PUBLISHED = new Set(['publish.json', '.fingerprint']);

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
  /**
   * The sha256 of every published file, by its path in the version (`static/js/123.js`): a shell server checks
   * each file it takes from the store against it, and the pin records the sha256 of this record itself.
   */
  files?: Record<string, string>;
}

/** publish.json's record of the build's remote entry. */
function entryOf(files: ReadonlyMap<string, Buffer>): PublishInfo['entry'] {
  const manifest = JSON.parse(files.get('mf-manifest.json')!.toString('utf8')) as Parameters<typeof remoteEntryFile>[0];
  const file = remoteEntryFile(manifest);
  const code = file ? files.get(file) : undefined;
  return file && code ? { file, integrity: subresourceIntegrityOf(code) } : undefined;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface Published {
  remote: string;
  version: string;
  /** Where the version is: its folder, or its place in the bucket (`s3://bucket/remotes/mf-tools/1.0.0/`). */
  location: string;
  alreadyPublished: boolean;
}

const exists = (p: string) => stat(p).then(() => true, () => false);

/** The store's message as a ReleaseError (a wrong bucket, refused credentials, an unreachable endpoint). */
export async function checkStore(store: ObjectStore): Promise<void> {
  try {
    await store.check();
  } catch (error) {
    if (error instanceof ObjectStoreError) throw new ReleaseError(`The object store cannot be used: ${error.message}`);
    throw error;
  }
}

/** What publish.json of a published version says, or undefined when the store holds no such version. */
export async function readPublishRecord(store: ObjectStore, name: string, version: string): Promise<{ info: PublishInfo; bytes: Buffer } | undefined> {
  const bytes = await store.get(`${versionKey(name, version)}publish.json`);
  if (!bytes) return undefined;
  try {
    return { info: JSON.parse(bytes.toString('utf8')) as PublishInfo, bytes };
  } catch {
    throw new ReleaseError(`${store.describe()}${versionKey(name, version)}publish.json is not valid JSON`);
  }
}

/** How many uploads run at once. */
const UPLOADS_AT_ONCE = 8;

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
 * Publishes a remote's build (`<remote>/dist`) as an immutable version in the remotes store: every file under
 * `<remote>/<version>/` with long-lived caching, then publish.json with the sha256 of each. The record is
 * written last, so a version whose upload broke off is no version (a later publish uploads it again). The same
 * bytes again are a no-op; other bytes under a taken version are refused.
 */
export async function publish(paths: ReleasePaths, name: string, options: PublishOptions = {}): Promise<Published> {
  const folder = remoteFolder(name);
  if (options.build) buildRemote(folder);
  const dist = options.dist ?? path.join(ROOT, folder, 'dist');
  if (!(await exists(path.join(dist, 'mf-manifest.json')))) {
    throw new ReleaseError(`${dist} has no mf-manifest.json: build ${folder} first`);
  }
  if (!(await exists(path.join(dist, SERVER_ENTRY_FILE)))) {
    throw new ReleaseError(`${dist} has no server build (${SERVER_ENTRY_FILE}): build ${folder} with its rsbuild config (tools/build) first`);
  }
  const routesParse = z.safeParse(z.array(routeDeclaration), JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8').catch(() => 'null')));
  if (!routesParse.success) throw new ReleaseError(`${dist}/routes.json is missing or invalid: rebuild ${folder}`);
  const hash = await contentHash(dist);
  const pkg = JSON.parse(await readFile(path.join(ROOT, folder, 'package.json'), 'utf8')) as { version: string };
  const git = options.git === null ? undefined : (options.git ?? buildCommit(folder));
  const version = checkVersion(options.as ?? versionOf(pkg.version, hash, git));
  const store = remotesStore(paths);
  const prefix = versionKey(folder, version);
  const location = `${store.describe()}${store.describe().endsWith('/') ? '' : '/'}${prefix}`;
  await checkStore(store);
  const taken = await readPublishRecord(store, folder, version);
  if (taken) {
    if (taken.info.contentHash === hash) return { remote: REMOTES[folder], version, location, alreadyPublished: true };
    throw new ReleaseError(
      `${folder} ${version} is already published with other content; versions are immutable` +
        (options.as ? '' : ' (a rebuild of the same commit gave other bytes: publish it under another name with --as)'),
    );
  }
  const names = (await filesOf(dist)).filter((file) => !NOT_PUBLISHED.has(file));
  const files = new Map<string, Buffer>();
  for (const file of names) files.set(file, await readFile(path.join(dist, file)));
  const queue = [...files];
  const upload = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [file, bytes] = next;
      await store.put(`${prefix}${file}`, bytes, { contentType: contentTypeOf(file), cacheControl: IMMUTABLE_CACHE });
    }
  };
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, upload));
  const serverCode = files.get(SERVER_ENTRY_FILE)!;
  const entry = entryOf(files);
  const info: PublishInfo = {
    remote: REMOTES[folder],
    version,
    contentHash: hash,
    publishedAt: new Date().toISOString(),
    publishedBy: currentUser(),
    ...(git ? { commit: git.commit, dirty: git.dirty } : {}),
    serverBuild: { file: SERVER_ENTRY_FILE, sha256: sha256(serverCode) },
    ...(entry ? { entry } : {}),
    files: Object.fromEntries([...files].map(([file, bytes]) => [file, sha256(bytes)])),
  };
  await store.put(`${prefix}publish.json`, Buffer.from(`${JSON.stringify(info, null, 2)}\n`), { contentType: 'application/json', cacheControl: IMMUTABLE_CACHE });
  return { remote: REMOTES[folder], version, location, alreadyPublished: false };
}

/** The published versions of a remote with their publish.json, newest first (a version without its record is not one yet). */
export async function publishedVersions(paths: ReleasePaths, name: string): Promise<PublishInfo[]> {
  const folder = remoteFolder(name);
  const store = remotesStore(paths);
  const versions = (await store.list(`${folder}/`))
    .map((key) => /^[^/]+\/([^/]+)\/publish\.json$/.exec(key)?.[1])
    .filter((version): version is string => version !== undefined);
  const infos: PublishInfo[] = [];
  for (const version of versions) {
    const record = await readPublishRecord(store, folder, version).catch(() => undefined);
    if (!record) continue;
    infos.push({ ...record.info, remote: REMOTES[folder], version });
  }
  return infos.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.version.localeCompare(a.version));
}
