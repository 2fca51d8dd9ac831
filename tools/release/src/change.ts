// What every command that changes an environment shares: who and why, the entry a pin writes
// into release.json, and "verify before write".
import { createHash } from 'node:crypto';
import { z } from 'zod/mini';
import type { ReleaseManifest, RemoteRelease } from '@brids/contracts';
import { routeDeclaration } from '@brids/contracts/release';
import { ReleaseError, isProduction, manifestUrlOf, remoteFolder, remotesStore, versionKey, type ReleasePaths } from './paths.ts';
import { checkStore, readPublishRecord } from './publish.ts';
import { createSource, type Source } from './source.ts';
import { checkEnvExists, currentUser } from './store.ts';
import { formatReport, verifyRelease, type VerifyReport } from './verify.ts';

export interface ChangeOptions {
  env?: string;
  /** Who (default: RELEASE_USER, git's user, the login name). */
  by?: string;
  /** Why: required in production. */
  reason?: string;
  /** Fetch files from this site instead of remotes/ on disk when verifying. */
  origin?: string;
  /** Allow an environment that does not exist yet. */
  createEnv?: boolean;
  /** The shell whose singletons the remotes must match (tests). */
  shellDir?: string;
}

export interface Actor {
  env: string;
  by: string;
  reason: string;
}

/** Checks the environment and the reason; production refuses a change without a reason. */
export async function actorOf(paths: ReleasePaths, options: ChangeOptions, defaultEnv = 'local'): Promise<Actor> {
  const env = await checkEnvExists(paths, options.env ?? defaultEnv, options.createEnv);
  const reason = options.reason?.trim() ?? '';
  if (isProduction(env) && !reason) {
    throw new ReleaseError(`A change to ${env} needs a reason: add --reason "<why>" (it goes into the history)`);
  }
  return { env, by: options.by ?? currentUser(), reason };
}

export function sourceOf(paths: ReleasePaths, options: ChangeOptions): Source {
  return createSource({ store: remotesStore(paths), ...(options.origin ? { origin: options.origin } : {}) });
}

/**
 * The release.json entry for a published version: manifest URL, its routes, when it was published, and
 * publish's integrity record with the sha256 of publish.json itself (`record`), through which a shell server
 * checks every file it takes from the store. A version the store does not hold whole is refused.
 */
export async function pinnedEntry(paths: ReleasePaths, remote: string, version: string): Promise<RemoteRelease> {
  const store = remotesStore(paths);
  const where = `${store.describe()}${store.describe().endsWith('/') ? '' : '/'}${versionKey(remote, version)}`;
  await checkStore(store);
  const record = await readPublishRecord(store, remote, version);
  if (!record) throw new ReleaseError(`${remoteFolder(remote)} ${version} is not published (no ${where}publish.json): publish it first`);
  if (!(await store.head(`${versionKey(remote, version)}mf-manifest.json`))) throw new ReleaseError(`${remoteFolder(remote)} ${version} is not published whole (no ${where}mf-manifest.json)`);
  const routesText = (await store.get(`${versionKey(remote, version)}routes.json`))?.toString('utf8') ?? 'null';
  const routes = z.safeParse(z.array(routeDeclaration), JSON.parse(routesText));
  if (!routes.success) throw new ReleaseError(`${where}routes.json is missing or invalid: this is not a publish of the release CLI`);
  const meta = record.info;
  const integrity = {
    ...(meta.contentHash ? { contentHash: meta.contentHash } : {}),
    ...(meta.serverBuild ? { serverBuild: meta.serverBuild } : {}),
    ...(meta.entry ? { entry: meta.entry } : {}),
    ...(meta.files ? { record: createHash('sha256').update(record.bytes).digest('hex') } : {}),
  };
  return {
    version,
    manifestUrl: manifestUrlOf(remote, version),
    routes: routes.data,
    ...(meta.publishedAt ? { publishedAt: meta.publishedAt } : {}),
    pinnedAt: new Date().toISOString(),
    // publish's record travels with the pin: the shell server checks the files and the server build against it,
    // and the browser loads the remote entry with its integrity.
    ...(Object.keys(integrity).length ? { integrity } : {}),
  };
}

/** `verify` failed: the message is the whole report. */
export class VerifyFailed extends ReleaseError {
  constructor(
    readonly report: VerifyReport,
    what: string,
  ) {
    super(`${what} refused: verify found problems, nothing was changed\n${formatReport(report)}`);
  }
}

/** Verifies the release about to be written; throws VerifyFailed with the report when it would break. */
export async function verifyBeforeWrite(
  paths: ReleasePaths,
  env: string,
  next: ReleaseManifest,
  options: ChangeOptions,
  what: string,
): Promise<VerifyReport> {
  const report = await verifyRelease(env, next, {
    source: sourceOf(paths, options),
    ...(options.shellDir ? { shellDir: options.shellDir } : {}),
  });
  if (!report.ok) throw new VerifyFailed(report, what);
  return report;
}

export interface ChangeResult {
  env: string;
  changed: boolean;
  release: ReleaseManifest | undefined;
  /** The history entry written, when something changed. */
  entryId?: number;
  report?: VerifyReport;
  message: string;
}
