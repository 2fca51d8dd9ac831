// Published server builds for the server-build tests: the remotes' real production builds
// (`node scripts/site.mjs build`), published with the release CLI's own `publish` into a
// temporary remotes/ folder, and release manifests that pin them.
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReleaseManifest, RouteDeclaration } from '@brids/contracts';
import type { S3StoreOptions } from '@brids/object-store';
import { publish } from '../../tools/release/src/publish.ts';
import { remoteFilesOf, type RemoteFiles } from '../server/remote-versions/remote-files.ts';
import { createVersionCache, type VersionCache } from '../server/remote-versions/version-cache.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export type RemoteFolder = 'mf-marketing' | 'mf-research' | 'mf-education' | 'mf-tools';

/** Whether the remotes' production builds, server builds included, are in the working tree. */
export const serverBuildsPresent = (...remotes: RemoteFolder[]) =>
  remotes.every((remote) => existsSync(path.join(ROOT, remote, 'dist', 'server', 'index.js')));

export interface PublishedSite {
  dir: string;
  remotesDir: string;
  releaseFile: string;
}

export async function tempSite(): Promise<PublishedSite> {
  const dir = await mkdtemp(path.join(tmpdir(), 'brids-server-builds-'));
  return { dir, remotesDir: path.join(dir, 'remotes'), releaseFile: path.join(dir, 'release.json') };
}

/**
 * Publishes a remote's real build as `version` (the release CLI's publish, as `pnpm release publish --as`).
 * With `variant`, the server build gets a closing comment naming it: the source of another build, as
 * two versions of a remote have (V8 shares the compiled code of identical sources). With `objectStore`, into
 * that bucket's remotes/ instead of the site's folder.
 */
export async function publishBuilt(
  site: PublishedSite,
  remote: RemoteFolder,
  version: string,
  options: { variant?: string; relabel?: [from: string, to: string]; objectStore?: S3StoreOptions } = {},
): Promise<string> {
  let dist = path.join(ROOT, remote, 'dist');
  if (options.variant || options.relabel) {
    const copy = await mkdtemp(path.join(site.dir, 'dist-'));
    await cp(dist, copy, { recursive: true });
    if (options.variant) await appendFile(path.join(copy, 'server', 'index.js'), `\n// ${options.variant}\n`);
    // A version whose only change is a label: the words replaced in the server build and the browser's chunks.
    if (options.relabel) {
      const [from, to] = options.relabel;
      const files = (await readdir(copy, { recursive: true })).filter((file) => file.endsWith('.js'));
      for (const file of files) {
        const code = await readFile(path.join(copy, file), 'utf8');
        if (code.includes(from)) await writeFile(path.join(copy, file), code.replaceAll(from, to));
      }
    }
    dist = copy;
  }
  const paths = { remotesDir: site.remotesDir, releasesDir: path.join(site.dir, 'releases'), ...(options.objectStore ? { objectStore: options.objectStore } : {}) };
  const published = await publish(paths, remote, { dist, as: version, git: null });
  return published.location;
}

/** A version folder as published before remotes had server builds: the browser build only. */
export async function publishWithoutServerBuild(site: PublishedSite, remote: RemoteFolder, version: string): Promise<string> {
  const folder = path.join(site.remotesDir, remote, version);
  await cp(path.join(ROOT, remote, 'dist'), folder, { recursive: true, filter: (file) => !file.includes(`${path.sep}dist${path.sep}server`) });
  return folder;
}

/** A version folder whose server build is `code` (and no publish record). */
export async function publishServerCode(site: PublishedSite, remote: RemoteFolder, version: string, code: string): Promise<string> {
  const folder = await publishWithoutServerBuild(site, remote, version);
  await mkdir(path.join(folder, 'server'), { recursive: true });
  await writeFile(path.join(folder, 'server', 'index.js'), code);
  return folder;
}

async function routesOf(site: PublishedSite, remote: RemoteFolder, version: string): Promise<RouteDeclaration[]> {
  return JSON.parse(await readFile(path.join(site.remotesDir, remote, version, 'routes.json'), 'utf8')) as RouteDeclaration[];
}

/** The release manifest that pins these versions (`{ 'mf-tools': '1.0.0-a' }`), with publish's record as the CLI pins it. */
export async function releaseOf(site: PublishedSite, pins: Partial<Record<RemoteFolder, string>>): Promise<ReleaseManifest> {
  const remotes: ReleaseManifest['remotes'] = {};
  for (const [remote, version] of Object.entries(pins) as [RemoteFolder, string][]) {
    const published = JSON.parse(await readFile(path.join(site.remotesDir, remote, version, 'publish.json'), 'utf8').catch(() => '{}')) as { serverBuild?: { file: string; sha256: string } };
    remotes[remote.replace('-', '_')] = {
      version,
      manifestUrl: `/remotes/${remote}/${version}/mf-manifest.json`,
      routes: await routesOf(site, remote, version),
      ...(published.serverBuild ? { integrity: { serverBuild: published.serverBuild } } : {}),
    };
  }
  return { environment: 'test', updatedAt: new Date().toISOString(), remotes };
}

/** Pins as the release CLI does: a new file renamed over the old one. */
export async function writeRelease(site: PublishedSite, release: ReleaseManifest): Promise<void> {
  const temp = `${site.releaseFile}.tmp`;
  await writeFile(temp, JSON.stringify(release));
  await rename(temp, site.releaseFile);
}

/** A server's published versions in a folder (`npm start`'s way, no object store): what createServerBuilds takes. */
export function localVersions(remotesDir: string): { remoteFiles: RemoteFiles; versions: VersionCache } {
  const remoteFiles = remoteFilesOf(remotesDir);
  return { remoteFiles, versions: createVersionCache({ store: undefined, files: remoteFiles, log: { warn: () => {}, info: () => {} } }) };
}
