import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseManifest } from '@brids/contracts';
import { throwawayDatabase } from '../test/throwaway-database.ts';
import { createFileStore, createPostgresStore, LOCK_STALE_MS, type CommitInput, type ReleaseStore } from './index.ts';

const release = (env: string, pins: Record<string, string>): ReleaseManifest => ({
  environment: env,
  updatedAt: new Date().toISOString(),
  remotes: Object.fromEntries(
    Object.entries(pins).map(([remote, version]) => [remote, { version, manifestUrl: `/remotes/${remote.replace('_', '-')}/${version}/mf-manifest.json`, routes: [] }]),
  ),
});
const input = (remote: string, from: string | null, to: string): CommitInput => ({ action: 'pin', by: 'tester', reason: '', changes: [{ remote, from, to }] });

let folder: string;
let database: Awaited<ReturnType<typeof throwawayDatabase>>;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'brids-release-store-'));
  database = await throwawayDatabase();
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await database?.drop();
});

let made = 0;
const stores: Record<string, () => ReleaseStore> = {
  file: () => createFileStore(path.join(folder, `releases-${++made}`)),
  postgres: () => createPostgresStore(database.url),
};

describe.each(Object.keys(stores))('the %s store', (kind) => {
  let store: ReleaseStore;
  let env: string;
  beforeAll(() => {
    store = stores[kind]!();
  });
  afterAll(() => store.close());

  it('starts empty, then holds a release, its revision and its history', async () => {
    env = `env-${kind}-a`;
    expect(await store.read(env)).toEqual({ release: undefined, revision: null });
    expect(await store.history(env)).toEqual([]);
    const first = release(env, { mf_tools: '1.0.0' });
    const outcome = await store.commit(env, null, first, input('mf_tools', null, '1.0.0'));
    expect(outcome).toMatchObject({ ok: true, entry: { id: 1, action: 'pin', env, fromRelease: null } });
    const state = await store.read(env);
    expect(state.release).toEqual(first);
    expect(state.revision).toBe(outcome.ok && outcome.revision);
    expect(await store.revision(env)).toBe(state.revision);
    expect(await store.environments()).toContain(env);
  });

  it('refuses a commit made against a revision that is no longer current (compare-and-set)', async () => {
    const before = await store.read(env);
    const won = await store.commit(env, before.revision, release(env, { mf_tools: '1.1.0' }), input('mf_tools', '1.0.0', '1.1.0'));
    expect(won.ok).toBe(true);
    const lost = await store.commit(env, before.revision, release(env, { mf_tools: '9.9.9' }), input('mf_tools', '1.0.0', '9.9.9'));
    expect(lost).toEqual({ ok: false, revision: won.ok && won.revision });
    expect((await store.read(env)).release?.remotes.mf_tools?.version).toBe('1.1.0');
    expect((await store.history(env)).map((e) => e.changes[0]?.to)).toEqual(['1.0.0', '1.1.0']);
    // A first write of an environment is refused as well when another got there first.
    expect((await store.commit(env, null, release(env, {}), input('mf_tools', null, 'x'))).ok).toBe(false);
  });

  it('lets exactly one of two writers of the same revision win, so two release managers never lose a change', async () => {
    const e = `env-${kind}-race`;
    await store.commit(e, null, release(e, {}), { action: 'publish-all', by: 'tester', reason: '', changes: [] });
    // Each writer pins its remote on top of what it read, and starts again when it lost (as the CLI does).
    const writer = async (remote: string, version: string) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const state = await store.read(e);
        const next = release(e, { ...Object.fromEntries(Object.entries(state.release!.remotes).map(([r, p]) => [r, p.version])), [remote]: version });
        const outcome = await store.commit(e, state.revision, next, input(remote, null, version));
        if (outcome.ok) return attempt;
      }
      throw new Error('never won');
    };
    const second = kind === 'postgres' ? createPostgresStore(database.url) : store;
    try {
      const other = async (remote: string, version: string) => {
        for (let attempt = 0; attempt < 20; attempt++) {
          const state = await second.read(e);
          const next = release(e, { ...Object.fromEntries(Object.entries(state.release!.remotes).map(([r, p]) => [r, p.version])), [remote]: version });
          if ((await second.commit(e, state.revision, next, input(remote, null, version))).ok) return attempt;
        }
        throw new Error('never won');
      };
      await Promise.all([writer('mf_tools', '2.0.0'), other('mf_research', '3.0.0'), writer('mf_marketing', '4.0.0'), other('mf_education', '5.0.0')]);
    } finally {
      if (second !== store) await second.close();
    }
    const final = await store.read(e);
    expect(Object.fromEntries(Object.entries(final.release!.remotes).map(([r, p]) => [r, p.version]))).toEqual({
      mf_tools: '2.0.0',
      mf_research: '3.0.0',
      mf_marketing: '4.0.0',
      mf_education: '5.0.0',
    });
    const history = await store.history(e);
    expect(history.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
    // Each entry's "from" is the release the one before it wrote: no write was based on a lost state.
    for (let i = 1; i < history.length; i++) expect(history[i]!.fromRelease).toBe(history[i - 1]!.release);
  });
});

describe('the file store lock', () => {
  it('takes over a half-written lock and a lock without a pid once they are stale, and leaves no lock behind', async () => {
    const releasesDir = path.join(folder, 'lock-test');
    const store = createFileStore(releasesDir);
    const env = 'staging';
    await store.commit(env, null, release(env, {}), input('mf_tools', null, '0'));
    const lock = path.join(releasesDir, env, '.lock');
    const old = new Date(Date.now() - LOCK_STALE_MS - 1000);
    for (const text of ['{"pid":', '{}', JSON.stringify({ host: 'elsewhere', pid: 1 })]) {
      await writeFile(lock, text);
      const { utimes } = await import('node:fs/promises');
      await utimes(lock, old, old);
      const state = await store.read(env);
      expect((await store.commit(env, state.revision, release(env, { mf_tools: text.length.toString() }), input('mf_tools', null, 'x'))).ok).toBe(true);
      expect((await readdir(path.join(releasesDir, env))).sort()).toEqual(['history.jsonl', 'release.json']);
    }
  });

  it("takes over at once a lock whose process on this machine is gone, and waits for a live one's", async () => {
    const releasesDir = path.join(folder, 'lock-dead');
    const store = createFileStore(releasesDir);
    const env = 'staging';
    await store.commit(env, null, release(env, {}), input('mf_tools', null, '0'));
    const lock = path.join(releasesDir, env, '.lock');
    await writeFile(lock, JSON.stringify({ pid: 2 ** 22 + 17, host: hostname(), at: new Date().toISOString() }));
    const state = await store.read(env);
    expect((await store.commit(env, state.revision, release(env, { mf_tools: '1' }), input('mf_tools', '0', '1'))).ok).toBe(true);
    // A fresh half-written lock is someone's commit in progress: wait for it (here: it goes away).
    await writeFile(lock, '{"pid":');
    setTimeout(() => void rm(lock, { force: true }), 300);
    const next = await store.read(env);
    expect((await store.commit(env, next.revision, release(env, { mf_tools: '2' }), input('mf_tools', '1', '2'))).ok).toBe(true);
  });
});
