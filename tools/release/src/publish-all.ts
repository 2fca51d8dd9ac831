import type { ReleaseManifest } from '@brids/contracts';
import { pinnedEntry, verifyBeforeWrite, type ChangeOptions } from './change.ts';
import { REMOTES, checkEnvName, isManaged, type ReleasePaths } from './paths.ts';
import { publish, type PublishOptions } from './publish.ts';
import { changeRelease, currentUser, type HistoryChange } from './store.ts';

/**
 * Publishes every remote's current build and, with `pinNew`, pins in one verified change each
 * version the environment does not run yet. `npm start` uses it to keep its environment on the
 * working tree's builds. In a managed environment (staging, production) it only fills in remotes
 * that have no pin at all: release managers own those pins.
 */
export async function publishAll(
  paths: ReleasePaths,
  env: string,
  pinNew: boolean,
  options: ChangeOptions & { publish?: (folder: string) => PublishOptions } = {},
): Promise<string[]> {
  checkEnvName(env);
  const lines: string[] = [];
  const published: { remote: string; version: string }[] = [];
  for (const folder of Object.keys(REMOTES)) {
    const result = await publish(paths, folder, options.publish?.(folder) ?? {});
    lines.push(`${result.alreadyPublished ? 'already published' : 'published'} ${result.remote} ${result.version}`);
    published.push(result);
  }
  if (!pinNew) return lines;
  const pinned = await changeRelease<string[]>(paths, env, async (current) => {
    const notes: string[] = [];
    const remotes: ReleaseManifest['remotes'] = { ...current?.remotes };
    const changes: HistoryChange[] = [];
    for (const { remote, version } of published) {
      const from = current?.remotes[remote]?.version ?? null;
      if (from === version) continue;
      if (from !== null && isManaged(env)) {
        notes.push(`${env} keeps ${remote} ${from} (release managers pin ${env}; the working tree's build is ${version})`);
        continue;
      }
      remotes[remote] = await pinnedEntry(paths, remote, version);
      changes.push({ remote, from, to: version });
    }
    if (changes.length === 0) return { done: notes };
    const next: ReleaseManifest = { environment: env, updatedAt: new Date().toISOString(), remotes };
    await verifyBeforeWrite(paths, env, next, options, `Pinning the working tree's builds in ${env}`);
    return {
      next,
      input: { action: 'publish-all', by: options.by ?? currentUser(), reason: options.reason ?? "publish-all --pin: the working tree's builds", changes },
      after: (entry) => [...notes, ...changes.map((change) => `pinned ${change.remote} ${change.to} in ${env} (history #${entry.id})`)],
    };
  });
  return [...lines, ...pinned];
}
