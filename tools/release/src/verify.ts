// `verify`: would this release run? Fetches every pinned manifest and remote entry, checks that
// each route's page is exposed and its files exist, that no two remotes claim one route, and that
// the shared singletons of the shell and every remote satisfy each other's version ranges.
import path from 'node:path';
import { Script } from 'node:vm';
import { z } from 'zod/mini';
import type { ReleaseManifest } from '@brids/contracts';
import { findRouteConflicts } from '@brids/contracts/release';
import type { PinIntegrity } from '@brids/release-store';
import { sharedDependencies, type SharedConfig } from '../../build/src/shared-deps.ts';
import { SINGLETONS } from '../../build/src/singletons.ts';
import { ROOT } from './paths.ts';
import { satisfies } from './semver.ts';
import { subresourceIntegrityOf } from './integrity.ts';
import type { Source } from './source.ts';

const assetList = z.object({ sync: z.array(z.string()), async: z.array(z.string()) });
const assets = z.object({ js: assetList, css: assetList });

/** The part of a federation manifest (mf-manifest.json) the shell's runtime relies on. */
export const federationManifest = z.object({
  name: z.string(),
  metaData: z.object({
    name: z.optional(z.string()),
    publicPath: z.optional(z.string()),
    remoteEntry: z.object({ name: z.string(), path: z.string(), type: z.optional(z.string()) }),
  }),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      singleton: z.optional(z.boolean()),
      requiredVersion: z.optional(z.union([z.string(), z.literal(false)])),
      assets: z.optional(assets),
    }),
  ),
  exposes: z.array(z.object({ name: z.string(), path: z.string(), assets: z.optional(assets) })),
});
export type FederationManifest = z.infer<typeof federationManifest>;

export interface RemoteReport {
  remote: string;
  version: string;
  manifestUrl: string;
  problems: string[];
  /** What was checked and found fine, for the report. */
  notes: string[];
}

export interface VerifyReport {
  env: string;
  source: string;
  remotes: RemoteReport[];
  /** Problems of the release as a whole (routes, singletons). */
  problems: string[];
  notes: string[];
  ok: boolean;
}

/** A shared package as one app offers and requires it. */
interface Provider {
  app: string;
  version: string;
  requiredVersion: string | undefined;
  singleton: boolean;
}

/** `base` + `relative`, keeping a site-relative URL site-relative. */
export function resolveUrl(base: string, relative: string): string {
  const absolute = /^https?:\/\//.test(base);
  const url = new URL(relative, absolute ? base : `http://site${base}`);
  return absolute ? url.href : url.pathname + url.search;
}

/** The folder a manifest's files are relative to (`publicPath: 'auto'` = next to the manifest). */
export function publicPathOf(manifestUrl: string, manifest: FederationManifest): string {
  const publicPath = manifest.metaData.publicPath;
  if (!publicPath || publicPath === 'auto') return resolveUrl(manifestUrl, './');
  return resolveUrl(manifestUrl, publicPath.endsWith('/') ? publicPath : `${publicPath}/`);
}

/** The remote entry's file, beside the manifest, as the shell loads every remote (defineRemoteConfig names it so). */
const SHELL_LOADS_ENTRY = 'remoteEntry.js';

export function remoteEntryUrl(manifestUrl: string, manifest: FederationManifest): string {
  const { name, path: dir } = manifest.metaData.remoteEntry;
  return resolveUrl(publicPathOf(manifestUrl, manifest), dir ? `${dir.replace(/\/$/, '')}/${name}` : name);
}

/** The shell's shared packages, as installed here (the shell this checkout builds and serves). */
function shellShared(shellDir: string): Record<string, SharedConfig> {
  try {
    return sharedDependencies(shellDir);
  } catch {
    return {};
  }
}

function shellProvider(shared: Record<string, SharedConfig>, name: string): Provider | undefined {
  const config = shared[name] ?? Object.entries(shared).find(([key]) => key.endsWith('/') && name.startsWith(key))?.[1];
  if (!config?.version) return undefined;
  return { app: 'shell', version: config.version, requiredVersion: config.requiredVersion, singleton: config.singleton === true };
}

/** Pairs that break a singleton: one app's version outside another app's required range. */
export function singletonProblems(byPackage: Map<string, Provider[]>): { problems: string[]; checked: string[] } {
  const problems: string[] = [];
  const checked: string[] = [];
  for (const [name, providers] of [...byPackage].sort(([a], [b]) => a.localeCompare(b))) {
    if (!providers.some((p) => p.singleton)) continue;
    const versions = [...new Set(providers.map((p) => p.version))];
    checked.push(`${name} ${versions.join('/')}`);
    for (const offer of providers) {
      for (const need of providers) {
        if (offer === need || !need.requiredVersion) continue;
        const ok = satisfies(offer.version, need.requiredVersion);
        if (ok === false) {
          problems.push(`${name}: ${offer.app} has ${offer.version}, outside ${need.app}'s required range ${need.requiredVersion} (one copy is shared by all)`);
        } else if (ok === undefined) {
          problems.push(`${name}: cannot compare ${offer.app}'s version ${offer.version} with ${need.app}'s range ${need.requiredVersion}`);
        }
      }
    }
  }
  return { problems, checked };
}

function checkScript(text: string, label: string): string | undefined {
  if (text.trim() === '') return `${label} is empty`;
  try {
    new Script(text, { filename: label });
    return undefined;
  } catch (error) {
    return `${label} is not valid JavaScript (${(error as Error).message})`;
  }
}

async function verifyRemote(
  name: string,
  pinned: ReleaseManifest['remotes'][string] & { integrity?: PinIntegrity },
  source: Source,
  byPackage: Map<string, Provider[]>,
): Promise<RemoteReport> {
  const report: RemoteReport = { remote: name, version: pinned.version, manifestUrl: pinned.manifestUrl, problems: [], notes: [] };
  const fetched = await source.get(pinned.manifestUrl);
  if (fetched.status !== 200) {
    report.problems.push(`manifest ${pinned.manifestUrl} ${fetched.status === 0 ? `could not be fetched (${fetched.text})` : `answered ${fetched.status}`}`);
    return report;
  }
  let json: unknown;
  try {
    json = JSON.parse(fetched.text);
  } catch (error) {
    report.problems.push(`manifest ${pinned.manifestUrl} is not JSON (${(error as Error).message})`);
    return report;
  }
  const parsed = federationManifest.safeParse(json);
  if (!parsed.success) {
    report.problems.push(`manifest ${pinned.manifestUrl} is not a federation manifest: ${z.prettifyError(parsed.error).replace(/\n\s*/g, ' ')}`);
    return report;
  }
  const manifest = parsed.data;
  if (manifest.name !== name) report.problems.push(`manifest ${pinned.manifestUrl} is the build of "${manifest.name}", not of ${name}`);
  report.notes.push('manifest');

  const entryUrl = remoteEntryUrl(pinned.manifestUrl, manifest);
  // The browser loads a remote by its entry, `remoteEntry.js` beside the manifest (shell/src/federation.ts), not by the manifest.
  const expectedEntry = resolveUrl(pinned.manifestUrl, SHELL_LOADS_ENTRY);
  if (entryUrl !== expectedEntry) report.problems.push(`remote entry ${entryUrl} is not ${expectedEntry}, where the shell loads it`);
  const entry = await source.get(entryUrl);
  if (entry.status !== 200) {
    report.problems.push(`remote entry ${entryUrl} ${entry.status === 0 ? `could not be fetched (${entry.text})` : `answered ${entry.status}`}`);
  } else {
    const broken = checkScript(entry.text, `remote entry ${entryUrl}`);
    if (broken) report.problems.push(broken);
    else report.notes.push('entry');
    // The integrity publish recorded travels with the pin: browsers refuse an entry with other bytes.
    const pinnedIntegrity = pinned.integrity?.entry?.integrity;
    if (pinnedIntegrity && entry.bytes) {
      const found = subresourceIntegrityOf(entry.bytes);
      if (found !== pinnedIntegrity) {
        report.problems.push(`remote entry ${entryUrl} is not the published one: its integrity is ${found}, the pin records ${pinnedIntegrity} (browsers refuse it)`);
      } else report.notes.push('entry integrity');
    }
  }

  const exposed = new Map(manifest.exposes.map((e) => [e.path.startsWith('./') ? e.path : `./${e.name}`, e]));
  const missing = pinned.routes.filter((route) => !exposed.has(route.module));
  for (const route of missing) report.problems.push(`route ${route.name} names ${route.module}, which the build does not expose`);
  report.notes.push(`${pinned.routes.length - missing.length} pages`);

  // The files each routed page needs (its own chunks and the shared ones it may load).
  const base = publicPathOf(pinned.manifestUrl, manifest);
  const files = new Set<string>();
  for (const route of pinned.routes) {
    const expose = exposed.get(route.module);
    for (const list of expose?.assets ? [expose.assets.js, expose.assets.css] : []) for (const f of [...list.sync, ...list.async]) files.add(f);
  }
  for (const shared of manifest.shared) {
    for (const list of shared.assets ? [shared.assets.js, shared.assets.css] : []) for (const f of [...list.sync, ...list.async]) files.add(f);
  }
  const results = await Promise.all(
    [...files].map(async (file) => {
      const url = resolveUrl(base, file);
      const got = await source.get(url);
      if (got.status !== 200) return `file ${url} ${got.status === 0 ? `could not be fetched (${got.text})` : `answered ${got.status}`}`;
      return file.endsWith('.js') ? checkScript(got.text, `file ${url}`) : undefined;
    }),
  );
  const fileProblems = results.filter((r): r is string => r !== undefined);
  report.problems.push(...fileProblems.slice(0, 5));
  if (fileProblems.length > 5) report.problems.push(`... and ${fileProblems.length - 5} more files`);
  report.notes.push(`${files.size - fileProblems.length}/${files.size} files`);

  for (const shared of manifest.shared) {
    const list = byPackage.get(shared.name) ?? [];
    list.push({
      app: name,
      version: shared.version,
      requiredVersion: typeof shared.requiredVersion === 'string' ? shared.requiredVersion : undefined,
      singleton: shared.singleton === true,
    });
    byPackage.set(shared.name, list);
  }
  return report;
}

export interface VerifyOptions {
  source: Source;
  /** The shell whose shared packages the remotes must agree with (default: this checkout's shell/). */
  shellDir?: string;
}

/** Checks a release (the one on disk, or one about to be written) and reports every problem. */
export async function verifyRelease(env: string, release: ReleaseManifest, options: VerifyOptions): Promise<VerifyReport> {
  const byPackage = new Map<string, Provider[]>();
  const names = Object.keys(release.remotes).sort();
  const remotes = await Promise.all(names.map((name) => verifyRemote(name, release.remotes[name]!, options.source, byPackage)));
  const problems: string[] = [];
  const notes: string[] = [];

  const conflicts = findRouteConflicts(release.remotes);
  for (const c of conflicts) problems.push(`route ${c.key} is claimed by ${c.claimedBy[0]} and ${c.claimedBy[1]}`);
  const routeCount = Object.values(release.remotes).reduce((n, r) => n + r.routes.length, 0);
  if (conflicts.length === 0) notes.push(`routes: ${routeCount} routes, none claimed twice`);

  const shell = shellShared(options.shellDir ?? path.join(ROOT, 'shell'));
  const singletonNames = new Set<string>([...SINGLETONS, ...byPackage.keys()]);
  for (const name of singletonNames) {
    const provider = shellProvider(shell, name);
    if (provider && byPackage.has(name)) byPackage.get(name)!.unshift(provider);
  }
  const singletons = singletonProblems(byPackage);
  problems.push(...singletons.problems);
  if (singletons.problems.length === 0 && singletons.checked.length > 0) {
    notes.push(`singletons agree (shell and ${names.length} remotes): ${singletons.checked.join(', ')}`);
  }
  const ok = problems.length === 0 && remotes.every((r) => r.problems.length === 0);
  return { env, source: options.source.describe(), remotes, problems, notes, ok };
}

/** The report as release managers read it. */
export function formatReport(report: VerifyReport): string {
  const lines = [`verify ${report.env} (from ${report.source})`];
  const width = Math.max(12, ...report.remotes.map((r) => r.remote.length));
  for (const remote of report.remotes) {
    const ok = remote.problems.length === 0;
    lines.push(`  ${ok ? 'ok  ' : 'FAIL'} ${remote.remote.padEnd(width)} ${remote.version}${ok ? `  (${remote.notes.join(', ')})` : ''}`);
    for (const problem of remote.problems) lines.push(`         - ${problem}`);
  }
  for (const note of report.notes) lines.push(`  ok   ${note}`);
  for (const problem of report.problems) lines.push(`  FAIL ${problem}`);
  const count = report.problems.length + report.remotes.reduce((n, r) => n + r.problems.length, 0);
  lines.push(report.ok ? 'result: OK, every pinned remote can load' : `result: ${count} problem${count === 1 ? '' : 's'}, this release would break pages`);
  return lines.join('\n');
}
