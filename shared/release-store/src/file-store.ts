// An environment's release on disk: releases/<env>/release.json (what runs), history.jsonl (the audit
// trail, one JSON object a line, append-only). A commit compares release.json's sha256 with the revision
// the writer read, then, in this order:
//   1. the new manifest is written to a temporary file and flushed;
//   2. its history entry is appended and flushed (with the hashes of the old and new manifest);
//   3. the temporary file is renamed over release.json (atomic), and the folder flushed.
// Only the compare and these three steps run under releases/<env>/.lock (milliseconds; a writer's checks
// run before, outside it). The lock is made whole (written aside, then hard-linked into place), so it is
// never half-written; one left by a dead process on this machine is taken over at once, one that cannot be
// read (or names no process) once it is older than LOCK_STALE_MS. A crash before 3 leaves the old
// release.json whole; the next reader finds the history's last entry pointing at a manifest that never
// landed and appends an `abandoned` entry for it. A release.json edited by hand is recorded as `external-change`.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { appendFile, link, mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod/mini';
import { storedRelease, type StoredRelease } from './stored-release.ts';
import { entryOf, historyEntry, serializeRelease, sha256, type HistoryChange, type HistoryEntry } from './history.ts';
import { ReleaseStoreError, type CommitOutcome, type ReleaseState, type ReleaseStore } from './store.ts';

/** A lock nobody can tell the holder of is taken over after this long (a commit takes milliseconds). */
export const LOCK_STALE_MS = 10_000;
/** How long a writer waits for another's commit before giving up. */
const LOCK_WAIT_MS = 5_000;

const checkEnv = (env: string) => {
  if (!/^[a-z0-9-]+$/.test(env)) throw new ReleaseStoreError(`An environment name is kebab-case, got "${env}"`);
  return env;
};

/** Test-only fault injection: `BRIDS_RELEASE_FAULT=<point>` kills the process there, as a crash would. */
function faultPoint(point: string): void {
  if (process.env.BRIDS_RELEASE_FAULT === point) process.kill(process.pid, 'SIGKILL');
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

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

interface LockInfo {
  pid?: number;
  host?: string;
  at?: string;
  command?: string;
}

const parseLock = (text: string): LockInfo | undefined => {
  try {
    const info = JSON.parse(text) as LockInfo;
    return typeof info === 'object' && info !== null ? info : undefined;
  } catch {
    return undefined;
  }
};

/** Removes `lock` when its holder is gone; true when the caller should try again. */
async function takeOverIfStale(lock: string): Promise<boolean> {
  const [text, info] = await Promise.all([readFile(lock, 'utf8').catch(() => undefined), stat(lock).catch(() => undefined)]);
  if (text === undefined || !info) return true;
  const holder = parseLock(text);
  const known = holder && typeof holder.pid === 'number' && holder.host === hostname();
  const stale = known ? !alive(holder.pid!) : Date.now() - info.mtimeMs > LOCK_STALE_MS;
  if (!stale) return false;
  const aside = `${lock}.stale-${process.pid}-${randomUUID()}`;
  try {
    await rename(lock, aside);
  } catch {
    return true;
  }
  // Another writer may have replaced the stale lock between the read and the rename: put a live one back.
  if ((await readFile(aside, 'utf8').catch(() => text)) !== text) await link(aside, lock).catch(() => {});
  await rm(aside, { force: true });
  return true;
}

async function withCommitLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  await mkdir(dir, { recursive: true });
  const lock = path.join(dir, '.lock');
  const mine = `${JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString(), command: 'commit' })}\n`;
  const whole = `${lock}.${process.pid}-${randomUUID()}`;
  await writeFile(whole, mine);
  try {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        await link(whole, lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      if (await takeOverIfStale(lock)) continue;
      if (Date.now() > deadline) {
        const holder = parseLock(await readFile(lock, 'utf8').catch(() => '')) ?? {};
        throw new ReleaseStoreError(
          `Another release command holds ${lock} (${holder.command ?? '?'}, pid ${holder.pid ?? '?'} on ${holder.host ?? '?'}, since ${holder.at ?? '?'}) ` +
            `and did not finish within ${LOCK_WAIT_MS / 1000} s. A lock of a process that is gone is taken over by itself.`,
        );
      }
      await sleep(10 + Math.random() * 40);
    }
  } finally {
    await rm(whole, { force: true });
  }
  try {
    return await fn();
  } finally {
    if ((await readFile(lock, 'utf8').catch(() => undefined)) === mine) await rm(lock, { force: true });
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

/** The file store over `releasesDir` (`releases/<env>/release.json` and `history.jsonl`). */
export function createFileStore(releasesDir: string): ReleaseStore {
  const dirOf = (env: string) => path.join(releasesDir, checkEnv(env));
  const releaseFile = (env: string) => path.join(dirOf(env), 'release.json');
  const historyFile = (env: string) => path.join(dirOf(env), 'history.jsonl');

  const readText = (file: string) =>
    readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });

  function parseRelease(file: string, text: string): StoredRelease {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ReleaseStoreError(`${file} is not a valid release manifest: not JSON (${(error as Error).message})`);
    }
    const parsed = storedRelease.safeParse(json);
    if (!parsed.success) throw new ReleaseStoreError(`${file} is not a valid release manifest: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }

  /** The history; a torn last line (a crash while appending) is skipped. */
  async function history(env: string): Promise<HistoryEntry[]> {
    const file = historyFile(env);
    const text = (await readText(file)) ?? '';
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
      else if (index !== lines.length - 1 || text.endsWith('\n')) throw new ReleaseStoreError(`${file}: line ${index + 1} is not a history entry`);
    });
    return entries;
  }

  async function appendEntry(env: string, entry: HistoryEntry): Promise<void> {
    const file = historyFile(env);
    await appendFile(file, `${JSON.stringify(entry)}\n`);
    await fsyncFile(file);
  }

  /** Brings the history in line with release.json (under the lock); removes leftover temp files. */
  async function recover(env: string): Promise<void> {
    const dir = dirOf(env);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (name.startsWith('release.json.tmp-')) await rm(path.join(dir, name), { force: true });
    }
    const entries = await history(env);
    const last = entries.at(-1);
    const text = await readText(releaseFile(env));
    const current = text === undefined ? null : sha256(text);
    if (!last || last.release === current) return;
    const base = { id: nextId(entries), at: new Date().toISOString(), env, fromRelease: last.release, release: current };
    if (last.fromRelease === current) {
      await appendEntry(env, {
        ...base,
        by: 'release CLI',
        action: 'abandoned',
        reason: `#${last.id} (${last.action} by ${last.by}) was interrupted before it took effect; release.json stayed as it was`,
        changes: [],
        ref: last.id,
      });
      return;
    }
    const expected = versionsFromHistory(entries);
    const actual = new Map<string, string | null>();
    if (text !== undefined) {
      for (const [name, remote] of Object.entries(parseRelease(releaseFile(env), text).remotes)) actual.set(name, remote.version);
    }
    const changes: HistoryChange[] = [];
    for (const remote of new Set([...expected.keys(), ...actual.keys()])) {
      const from = expected.get(remote) ?? null;
      const to = actual.get(remote) ?? null;
      if (from !== to) changes.push({ remote, from, to });
    }
    await appendEntry(env, {
      ...base,
      by: 'unknown',
      action: 'external-change',
      reason: 'release.json was changed outside the release CLI (recorded when next seen)',
      changes,
    });
  }

  async function state(env: string): Promise<ReleaseState> {
    const text = await readText(releaseFile(env));
    if (text === undefined) return { release: undefined, revision: null };
    return { release: parseRelease(releaseFile(env), text), revision: sha256(text) };
  }

  const hasHistory = async (env: string) => (await readText(historyFile(env))) !== undefined;

  return {
    kind: 'file',
    describe: (env) => releaseFile(env),
    async environments() {
      const entries = await readdir(releasesDir, { withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isDirectory() && /^[a-z0-9-]+$/.test(e.name)).map((e) => e.name);
    },
    read: state,
    async recover(env) {
      if (await hasHistory(env)) await withCommitLock(dirOf(env), () => recover(env));
    },
    async revision(env) {
      const text = await readText(releaseFile(env));
      return text === undefined ? null : sha256(text);
    },
    history,
    async commit(env, expected, next, input): Promise<CommitOutcome> {
      const valid = z.parse(storedRelease, next);
      const text = serializeRelease(valid);
      return withCommitLock(dirOf(env), async () => {
        await recover(env);
        const file = releaseFile(env);
        const previous = (await readText(file)) ?? null;
        const found = previous === null ? null : sha256(previous);
        if (found !== expected) return { ok: false, revision: found };
        const entries = await history(env);
        const tmp = `${file}.tmp-${process.pid}`;
        await writeFile(tmp, text);
        await fsyncFile(tmp);
        faultPoint('after-temp');
        const entry = entryOf(env, nextId(entries), previous, text, valid.updatedAt, input);
        await appendEntry(env, entry);
        faultPoint('after-history');
        await rename(tmp, file);
        await fsyncDir(path.dirname(file));
        return { ok: true, entry, revision: sha256(text) };
      });
    },
    async close() {},
  };
}
