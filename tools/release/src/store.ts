// An environment's state on disk: releases/<env>/release.json (what runs), history.jsonl (the
// audit trail, one JSON object a line, append-only) and .lock (one writer at a time).
//
// A change is committed in this order, under the lock:
//   1. the new manifest is written to a temporary file and flushed;
//   2. its history entry is appended and flushed (with the hashes of the old and new manifest);
//   3. the temporary file is renamed over release.json (atomic), and the folder flushed.
// A crash before 3 leaves the old release.json whole. The next command finds the history's last
// entry pointing at a manifest that never landed and appends an `abandoned` entry for it, so the
// history always tells what ran. A release.json edited by hand is recorded as `external-change`.
import { createHash } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import { execFileSync } from 'node:child_process';
import { appendFile, mkdir, open, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import { releaseManifest, type ReleaseManifest } from '@brids/contracts';
import { ROOT, ReleaseError, envDir, historyFile, releaseFile, type ReleasePaths } from './paths.ts';

export const historyChange = z.object({
  remote: z.string(),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
});
export type HistoryChange = z.infer<typeof historyChange>;

export const historyEntry = z.object({
  id: z.number(),
  at: z.string(),
  by: z.string(),
  action: z.enum(['pin', 'rollback', 'promote', 'publish-all', 'abandoned', 'external-change']),
  env: z.string(),
  reason: z.string(),
  changes: z.array(historyChange),
  /** sha256 of release.json before and after the change. */
  fromRelease: z.nullable(z.string()),
  release: z.nullable(z.string()),
  /** rollback: the entry it undoes; abandoned: the entry that never took effect. */
  ref: z.optional(z.number()),
  /** promote: the environment the pins came from. */
  promotedFrom: z.optional(z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const serializeRelease = (release: ReleaseManifest) => `${JSON.stringify(release, null, 2)}\n`;

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

export interface StoredRelease {
  release: ReleaseManifest;
  /** The file's text, as hashed in the history. */
  text: string;
}

/** The environment's release manifest, validated; undefined when it has none yet. */
export async function readStoredRelease(paths: ReleasePaths, env: string): Promise<StoredRelease | undefined> {
  const file = releaseFile(paths, env);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${file} is not a valid release manifest: not JSON (${(error as Error).message})`);
  }
  const parsed = releaseManifest.safeParse(json);
  if (!parsed.success) throw new ReleaseError(`${file} is not a valid release manifest: ${z.prettifyError(parsed.error)}`);
  return { release: parsed.data, text };
}

export async function readRelease(paths: ReleasePaths, env: string): Promise<ReleaseManifest | undefined> {
  return (await readStoredRelease(paths, env))?.release;
}

/** The audit trail, oldest first. A torn last line (a crash while appending) is skipped. */
export async function readHistory(paths: ReleasePaths, env: string): Promise<HistoryEntry[]> {
  const file = historyFile(paths, env);
  const text = await readFile(file, 'utf8').catch(() => '');
  const entries: HistoryEntry[] = [];
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  lines.forEach((line, index) => {
    let parsed: ReturnType<typeof historyEntry.safeParse> | undefined;
    try {
      parsed = historyEntry.safeParse(JSON.parse(line));
    } catch {
      parsed = undefined;
    }
    if (parsed?.success) entries.push(parsed.data);
    else if (index !== lines.length - 1 || text.endsWith('\n')) {
      throw new ReleaseError(`${file}: line ${index + 1} is not a history entry`);
    }
  });
  return entries;
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function fsyncDir(dir: string): Promise<void> {
  try {
    await fsyncFile(dir);
  } catch {
    // some file systems cannot open a folder for syncing; the rename is still atomic
  }
}

/** Test-only fault injection: `BRIDS_RELEASE_FAULT=<point>` kills the process there, as a crash would. */
function faultPoint(point: string): void {
  if (process.env.BRIDS_RELEASE_FAULT === point) process.kill(process.pid, 'SIGKILL');
}

interface LockInfo {
  pid: number;
  host: string;
  at: string;
  command: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Holds releases/<env>/.lock while `fn` runs; a lock left by a dead process is taken over. */
export async function withLock<T>(paths: ReleasePaths, env: string, command: string, fn: () => Promise<T>): Promise<T> {
  const dir = envDir(paths, env);
  await mkdir(dir, { recursive: true });
  const lock = path.join(dir, '.lock');
  const info: LockInfo = { pid: process.pid, host: hostname(), at: new Date().toISOString(), command };
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(lock, `${JSON.stringify(info)}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = JSON.parse(await readFile(lock, 'utf8').catch(() => '{}')) as Partial<LockInfo>;
      const stale = holder.host === info.host && typeof holder.pid === 'number' && !alive(holder.pid);
      if (!stale && holder.pid !== undefined) {
        throw new ReleaseError(
          `Another release command holds ${lock} (${holder.command ?? '?'}, pid ${holder.pid} on ${holder.host}, since ${holder.at}). ` +
            'Wait for it, or delete the file if that process is gone.',
        );
      }
      await rm(lock, { force: true });
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { force: true });
  }
}

/** The version each remote runs, replayed from the history (abandoned entries left out). */
export function versionsFromHistory(history: HistoryEntry[]): Map<string, string | null> {
  const abandoned = new Set(history.filter((e) => e.action === 'abandoned').map((e) => e.ref));
  const versions = new Map<string, string | null>();
  for (const entry of history) {
    if (abandoned.has(entry.id)) continue;
    for (const change of entry.changes) versions.set(change.remote, change.to);
  }
  return versions;
}

const nextId = (history: HistoryEntry[]) => (history.at(-1)?.id ?? 0) + 1;

async function appendEntry(paths: ReleasePaths, env: string, entry: HistoryEntry): Promise<void> {
  const file = historyFile(paths, env);
  await appendFile(file, `${JSON.stringify(entry)}\n`);
  await fsyncFile(file);
}

/**
 * Brings the history in line with release.json (call under the lock): an interrupted change
 * gets an `abandoned` entry, a hand edit an `external-change` entry. Removes leftover temp files.
 */
export async function recover(paths: ReleasePaths, env: string): Promise<HistoryEntry[]> {
  const dir = envDir(paths, env);
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name.startsWith('release.json.tmp-')) await rm(path.join(dir, name), { force: true });
  }
  const history = await readHistory(paths, env);
  const last = history.at(-1);
  const text = await readFile(releaseFile(paths, env), 'utf8').catch(() => undefined);
  const current = text === undefined ? null : sha256(text);
  if (!last || last.release === current) return [];
  const base = { id: nextId(history), at: new Date().toISOString(), env, fromRelease: last.release, release: current };
  if (last.fromRelease === current) {
    const entry: HistoryEntry = {
      ...base,
      by: 'release CLI',
      action: 'abandoned',
      reason: `#${last.id} (${last.action} by ${last.by}) was interrupted before it took effect; release.json stayed as it was`,
      changes: [],
      ref: last.id,
    };
    await appendEntry(paths, env, entry);
    return [entry];
  }
  const expected = versionsFromHistory(history);
  const actual = new Map<string, string | null>();
  if (text !== undefined) {
    const stored = await readStoredRelease(paths, env);
    for (const [name, remote] of Object.entries(stored?.release.remotes ?? {})) actual.set(name, remote.version);
  }
  const changes: HistoryChange[] = [];
  for (const remote of new Set([...expected.keys(), ...actual.keys()])) {
    const from = expected.get(remote) ?? null;
    const to = actual.get(remote) ?? null;
    if (from !== to) changes.push({ remote, from, to });
  }
  const entry: HistoryEntry = {
    ...base,
    by: 'unknown',
    action: 'external-change',
    reason: 'release.json was changed outside the release CLI (recorded when next seen)',
    changes,
  };
  await appendEntry(paths, env, entry);
  return [entry];
}

export interface CommitInput {
  action: HistoryEntry['action'];
  by: string;
  reason: string;
  changes: HistoryChange[];
  ref?: number;
  promotedFrom?: string;
}

/** Writes the next manifest and its history entry (call under the lock, after `recover`). */
export async function commitRelease(
  paths: ReleasePaths,
  env: string,
  next: ReleaseManifest,
  input: CommitInput,
): Promise<HistoryEntry> {
  const file = releaseFile(paths, env);
  const valid = z.parse(releaseManifest, next);
  const text = serializeRelease(valid);
  const previous = await readFile(file, 'utf8').catch(() => undefined);
  const history = await readHistory(paths, env);
  const tmp = `${file}.tmp-${process.pid}`;
  await writeFile(tmp, text);
  await fsyncFile(tmp);
  faultPoint('after-temp');
  const entry: HistoryEntry = {
    id: nextId(history),
    at: valid.updatedAt,
    by: input.by,
    action: input.action,
    env,
    reason: input.reason,
    changes: input.changes,
    fromRelease: previous === undefined ? null : sha256(previous),
    release: sha256(text),
    ...(input.ref !== undefined ? { ref: input.ref } : {}),
    ...(input.promotedFrom ? { promotedFrom: input.promotedFrom } : {}),
  };
  await appendEntry(paths, env, entry);
  faultPoint('after-history');
  await rename(tmp, file);
  await fsyncDir(path.dirname(file));
  return entry;
}
