import type { ReleaseManifest } from '@brids/contracts';
import { actorOf, verifyBeforeWrite, type ChangeOptions, type ChangeResult } from './change.ts';
import { ReleaseError, remoteName, type ReleasePaths } from './paths.ts';
import { changeRelease, checkEnvExists, readRelease, type HistoryChange } from './store.ts';

/** Copies the pins of one environment (all remotes, or one) into another, once `verify` passes. */
export async function promote(
  paths: ReleasePaths,
  fromEnv: string,
  toEnv: string,
  name: string | undefined,
  options: ChangeOptions = {},
): Promise<ChangeResult> {
  await checkEnvExists(paths, fromEnv);
  const actor = await actorOf(paths, { ...options, env: toEnv });
  if (fromEnv === actor.env) throw new ReleaseError('promote needs two different environments');
  const source = await readRelease(paths, fromEnv);
  if (!source) throw new ReleaseError(`${fromEnv} has no release yet: nothing to promote`);
  const only = name === undefined ? undefined : remoteName(name);
  if (only && !source.remotes[only]) throw new ReleaseError(`${only} is not pinned in ${fromEnv}`);
  const names = only ? [only] : Object.keys(source.remotes).sort();
  return changeRelease<ChangeResult>(paths, actor.env, async (current) => {
    const now = new Date().toISOString();
    const remotes = { ...current?.remotes };
    const changes: HistoryChange[] = [];
    for (const remote of names) {
      const from = current?.remotes[remote]?.version ?? null;
      const pinned = source.remotes[remote]!;
      if (from === pinned.version) continue;
      remotes[remote] = { ...pinned, pinnedAt: now };
      changes.push({ remote, from, to: pinned.version });
    }
    if (changes.length === 0) {
      return { done: { env: actor.env, changed: false, release: current, message: `${actor.env} already runs ${fromEnv}'s pins${only ? ` of ${only}` : ''}` } };
    }
    const next: ReleaseManifest = { environment: actor.env, updatedAt: now, remotes };
    const report = await verifyBeforeWrite(paths, actor.env, next, options, `Promoting ${fromEnv} to ${actor.env}`);
    const list = changes.map((c) => `${c.remote} ${c.from ?? '(none)'} -> ${c.to}`).join(', ');
    return {
      next,
      input: { action: 'promote', by: actor.by, reason: actor.reason, changes, promotedFrom: fromEnv },
      after: (written) => ({ env: actor.env, changed: true, release: next, report, entryId: written.id, message: `promoted ${fromEnv} to ${actor.env}: ${list} (history #${written.id})` }),
    };
  });
}
