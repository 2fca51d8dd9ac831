import type { ReleaseManifest } from '@brids/contracts';
import { actorOf, pinnedEntry, verifyBeforeWrite, type ChangeOptions, type ChangeResult } from './change.ts';
import { checkVersion, remoteName, type ReleasePaths } from './paths.ts';
import { changeRelease } from './store.ts';

export { readRelease } from './store.ts';

/** Points an environment's release at a published version of a remote, once `verify` passes. */
export async function pin(paths: ReleasePaths, name: string, version: string, options: ChangeOptions = {}): Promise<ChangeResult> {
  const actor = await actorOf(paths, options);
  const remote = remoteName(name);
  checkVersion(version);
  return changeRelease<ChangeResult>(paths, actor.env, async (current) => {
    const from = current?.remotes[remote]?.version ?? null;
    if (from === version) {
      return { done: { env: actor.env, changed: false, release: current, message: `${remote} ${version} is already pinned in ${actor.env}` } };
    }
    const entry = await pinnedEntry(paths, remote, version);
    const next: ReleaseManifest = {
      environment: actor.env,
      updatedAt: entry.pinnedAt!,
      remotes: { ...current?.remotes, [remote]: entry },
    };
    const report = await verifyBeforeWrite(paths, actor.env, next, options, `Pinning ${remote} ${version} in ${actor.env}`);
    return {
      next,
      input: { action: 'pin', by: actor.by, reason: actor.reason, changes: [{ remote, from, to: version }] },
      after: (written) => ({
        env: actor.env,
        changed: true,
        release: next,
        report,
        entryId: written.id,
        message: `pinned ${remote} ${version} in ${actor.env} (was ${from ?? 'not pinned'}; history #${written.id})`,
      }),
    };
  });
}
