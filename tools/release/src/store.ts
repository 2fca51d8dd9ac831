// The release CLI's way to the release store (@brids/release-store): PostgreSQL when RELEASE_DATABASE_URL
// is set, else releases/<env>/ on disk. A change reads the environment, works out the next release (and
// verifies it) without holding anything, then commits it only if nobody changed the environment meanwhile
// (compare-and-set on the store's revision); when somebody did, it starts again from what they wrote.
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import type { ReleaseManifest } from '@brids/contracts';
import { openReleaseStore, ReleaseStoreError, type CommitInput, type HistoryEntry, type ReleaseStore } from '@brids/release-store';
import { KNOWN_ENVIRONMENTS, ROOT, ReleaseError, checkEnvName, type ReleasePaths } from './paths.ts';

export { historyChange, historyEntry, sha256, serializeRelease, versionsFromHistory } from '@brids/release-store';
export type { CommitInput, HistoryChange, HistoryEntry } from '@brids/release-store';

/** Who runs the command: RELEASE_USER, else git's user, else the login name. */
export function currentUser(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASE_USER) return env.RELEASE_USER;
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const email = execFileSync('git', ['config', 'user.email'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (name) return email ? `${name} <${email}>` : name;
  } catch {
    // not a git checkout, or git missing
  }
  return userInfo().username;
}

const stores = new Map<string, ReleaseStore>();

/** The store of these paths (one per database or folder, kept for the process). */
export function storeOf(paths: ReleasePaths): ReleaseStore {
  const key = paths.databaseUrl ?? paths.releasesDir;
  let store = stores.get(key);
  if (!store) {
    store = openReleaseStore({ databaseUrl: paths.databaseUrl, releasesDir: paths.releasesDir });
    stores.set(key, store);
  }
  return store;
}

/** Closes the stores this process opened (the CLI, before it exits). */
export async function closeStores(): Promise<void> {
  await Promise.all([...stores.values()].map((store) => store.close()));
  stores.clear();
}

const asReleaseError = (error: unknown): never => {
  if (error instanceof ReleaseStoreError) throw new ReleaseError(error.message);
  throw error;
};

/** The environment's release manifest, validated; undefined when it has none yet. */
export async function readRelease(paths: ReleasePaths, env: string): Promise<ReleaseManifest | undefined> {
  return (await storeOf(paths).read(env).catch(asReleaseError)).release;
}

/** The audit trail, oldest first. */
export async function readHistory(paths: ReleasePaths, env: string): Promise<HistoryEntry[]> {
  return storeOf(paths).history(env).catch(asReleaseError);
}

/** What a change decided, given the environment as it is: nothing to do, or the next release and its entry. */
export type ChangePlan<T> = { done: T } | { next: ReleaseManifest; input: CommitInput; after: (entry: HistoryEntry) => T };

/** How often a change starts again because another release manager wrote first. */
const ATTEMPTS = 5;

/**
 * Runs `plan` on the environment's current release and history and commits its result with
 * compare-and-set: when another writer changed the environment in between, `plan` runs again on
 * what they wrote (so neither change is lost); after ATTEMPTS such races it gives up, unchanged.
 */
export async function changeRelease<T>(
  paths: ReleasePaths,
  env: string,
  plan: (current: ReleaseManifest | undefined, history: () => Promise<HistoryEntry[]>) => Promise<ChangePlan<T>>,
): Promise<T> {
  const store = storeOf(paths);
  await store.recover?.(env).catch(asReleaseError);
  for (let attempt = 1; ; attempt++) {
    const state = await store.read(env).catch(asReleaseError);
    const planned = await plan(state.release, () => readHistory(paths, env));
    if ('done' in planned) return planned.done;
    const outcome = await store.commit(env, state.revision, planned.next, planned.input).catch(asReleaseError);
    if (outcome.ok) return planned.after(outcome.entry);
    if (attempt === ATTEMPTS) {
      throw new ReleaseError(`${env} was changed by others ${ATTEMPTS} times while this change was checked; nothing was changed, try again`);
    }
  }
}

/** Environments with a release or a history in the store, plus the known ones. */
export async function environments(paths: ReleasePaths): Promise<string[]> {
  const found = await storeOf(paths).environments().catch(asReleaseError);
  return [...new Set([...KNOWN_ENVIRONMENTS, ...found])].sort();
}

/** Refuses a typo'd environment (`prodution`) unless it is known, exists, or `create` says so. */
export async function checkEnvExists(paths: ReleasePaths, env: string, create = false): Promise<string> {
  checkEnvName(env);
  const known = await environments(paths);
  if (create || known.includes(env)) return env;
  throw new ReleaseError(`Unknown environment "${env}". Known: ${known.join(', ')}. To start a new one, add --create-env.`);
}
