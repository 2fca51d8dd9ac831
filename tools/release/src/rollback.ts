import type { ReleaseManifest } from '@brids/contracts';
import { actorOf, pinnedEntry, verifyBeforeWrite, type ChangeOptions, type ChangeResult } from './change.ts';
import { ReleaseError, remoteName, type ReleasePaths } from './paths.ts';
import { changeRelease, type HistoryEntry } from './store.ts';

interface StackItem {
  version: string;
  /** The entry that pinned it (undefined: pinned before the history began). */
  entryId: number | undefined;
}

/**
 * The versions a remote went through in an environment, oldest first, with rolled-back ones
 * removed: a rollback goes to the one before the top, a second rollback one further back.
 */
export function pinStack(history: HistoryEntry[], remote: string): StackItem[] {
  const abandoned = new Set(history.filter((e) => e.action === 'abandoned').map((e) => e.ref));
  let stack: StackItem[] = [];
  for (const entry of history) {
    if (entry.action === 'abandoned' || abandoned.has(entry.id)) continue;
    for (const change of entry.changes) {
      if (change.remote !== remote) continue;
      if (entry.action === 'rollback') {
        stack.pop();
        if (change.to && stack.at(-1)?.version !== change.to) stack.push({ version: change.to, entryId: entry.id });
        continue;
      }
      if (stack.length === 0 && change.from) stack.push({ version: change.from, entryId: undefined });
      if (change.to === null) stack = [];
      else if (stack.at(-1)?.version !== change.to) stack.push({ version: change.to, entryId: entry.id });
    }
  }
  return stack;
}

/** Back to the version pinned before the current one, from the environment's history. */
export async function rollback(paths: ReleasePaths, name: string, options: ChangeOptions = {}): Promise<ChangeResult> {
  const actor = await actorOf(paths, options);
  const remote = remoteName(name);
  return changeRelease<ChangeResult>(paths, actor.env, async (current, history) => {
    const now = current?.remotes[remote]?.version;
    if (!current || !now) throw new ReleaseError(`${remote} is not pinned in ${actor.env}: nothing to roll back`);
    const stack = pinStack(await history(), remote);
    if (stack.at(-1)?.version !== now) stack.push({ version: now, entryId: undefined });
    const target = stack.at(-2);
    if (!target) throw new ReleaseError(`${remote} has no earlier pin in the history of ${actor.env}: nothing to roll back to`);
    const entry = await pinnedEntry(paths, remote, target.version);
    const next: ReleaseManifest = { environment: actor.env, updatedAt: entry.pinnedAt!, remotes: { ...current.remotes, [remote]: entry } };
    const report = await verifyBeforeWrite(paths, actor.env, next, options, `Rolling ${remote} back to ${target.version} in ${actor.env}`);
    const undone = stack.at(-1)!.entryId;
    return {
      next,
      input: {
        action: 'rollback',
        by: actor.by,
        reason: actor.reason,
        changes: [{ remote, from: now, to: target.version }],
        ...(undone !== undefined ? { ref: undone } : {}),
      },
      after: (written) => ({
        env: actor.env,
        changed: true,
        release: next,
        report,
        entryId: written.id,
        message: `rolled ${remote} back from ${now} to ${target.version} in ${actor.env} (history #${written.id}${undone !== undefined ? `, undoes #${undone}` : ''})`,
      }),
    };
  });
}
