import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteDeclaration } from '@brids/contracts';
import { pin, readRelease } from '../src/pin.ts';
import { promote } from '../src/promote.ts';
import { remoteEntryFile, subresourceIntegrityOf } from '../src/integrity.ts';
import { publish, versionOf } from '../src/publish.ts';
import { publishAll } from '../src/publish-all.ts';
import { rollback } from '../src/rollback.ts';
import { readHistory } from '../src/store.ts';
import { STORE_KINDS, dropTempDatabase, fakeBuild, overwriteStored, publishFake, researchRoutes, route, storedText, tempPaths, toolsRoutes } from './fixtures.ts';

const by = { by: 'alice' };

/** A remote entry's source and its subresource integrity, computed apart from the code under test. */
const ENTRY = 'var mf_tools = { get: function () {}, init: function () {} }; // entry\n';
const ENTRY_SRI = `sha384-${createHash('sha384').update(ENTRY, 'utf8').digest('base64')}`;

describe('publish', () => {
  it('names a version after the package version and the commit of its sources', () => {
    expect(versionOf('1.2.0', 'abc', { commit: '5e83e22cf9', dirty: false })).toBe('1.2.0-g5e83e22cf9');
    expect(versionOf('1.2.0', '0123456789', { commit: '5e83e22cf9', dirty: true })).toBe('1.2.0-g5e83e22cf9.dirty.0123456789');
    expect(versionOf('1.2.0', '0123456789', undefined)).toBe('1.2.0-0123456789');
  });

  it('copies a build into remotes/<remote>/<version>/ with publish.json (who, when, commit)', async () => {
    const paths = await tempPaths();
    const dist = await fakeBuild(paths.root, 'mf-tools', toolsRoutes);
    const result = await publish(paths, 'mf-tools', { dist, git: { commit: 'abcdef1234', dirty: false } });
    expect(result).toMatchObject({ version: '1.0.0-gabcdef1234', alreadyPublished: false });
    const folder = path.join(paths.remotesDir, 'mf-tools', result.version);
    expect((await readdir(folder)).sort()).toEqual(['mf-manifest.json', 'publish.json', 'remoteEntry.js', 'routes.json', 'server', 'static']);
    const info = JSON.parse(await readFile(path.join(folder, 'publish.json'), 'utf8'));
    expect(info).toMatchObject({ remote: 'mf_tools', version: result.version, commit: 'abcdef1234', dirty: false });
    expect(info.publishedBy).toBeTruthy();
    // The sha256 of every published file, for the shell servers that take the version from the store.
    const files = ['mf-manifest.json', 'remoteEntry.js', 'routes.json', 'server/index.js', 'static/js/risk-profile.js'];
    expect(Object.keys(info.files)).toEqual(files);
    for (const file of files) expect(info.files[file]).toBe(createHash('sha256').update(await readFile(path.join(folder, file))).digest('hex'));
  });

  it("records the remote entry's subresource integrity (sha384, base64) in publish.json", async () => {
    const paths = await tempPaths();
    const dist = await fakeBuild(paths.root, 'mf-tools', toolsRoutes, { entry: ENTRY });
    const result = await publish(paths, 'mf-tools', { dist, git: null });
    const info = JSON.parse(await readFile(path.join(paths.remotesDir, 'mf-tools', result.version, 'publish.json'), 'utf8'));
    expect(info.entry).toEqual({ file: 'remoteEntry.js', integrity: ENTRY_SRI });
    // What a browser computes: `openssl dgst -sha384 -binary remoteEntry.js | openssl base64 -A`.
    expect(ENTRY_SRI).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(subresourceIntegrityOf(Buffer.from(ENTRY))).toBe(ENTRY_SRI);
  });

  it('finds the remote entry where the manifest names it (metaData.remoteEntry: path and name)', () => {
    expect(remoteEntryFile({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } })).toBe('remoteEntry.js');
    expect(remoteEntryFile({ metaData: { remoteEntry: { name: 'entry.js', path: '/static/' } } })).toBe('static/entry.js');
    expect(remoteEntryFile({ metaData: {} })).toBeUndefined();
  });

  it('publishes the server build beside the browser build and records its digest in publish.json', async () => {
    const paths = await tempPaths();
    const dist = await fakeBuild(paths.root, 'mf-tools', toolsRoutes);
    const serverCode = 'module.exports = { pages: {} };\n';
    await mkdir(path.join(dist, 'server'), { recursive: true });
    await writeFile(path.join(dist, 'server', 'index.js'), serverCode);
    const result = await publish(paths, 'mf-tools', { dist, git: { commit: 'abcdef1234', dirty: false } });
    const folder = path.join(paths.remotesDir, 'mf-tools', result.version);
    expect(await readFile(path.join(folder, 'server', 'index.js'), 'utf8')).toBe(serverCode);
    const info = JSON.parse(await readFile(path.join(folder, 'publish.json'), 'utf8'));
    expect(info.serverBuild).toEqual({ file: 'server/index.js', sha256: createHash('sha256').update(serverCode).digest('hex') });
    // The server build is part of the version: other server code is another build.
    await writeFile(path.join(dist, 'server', 'index.js'), 'module.exports = { pages: { changed: true } };\n');
    await expect(publish(paths, 'mf-tools', { dist, git: { commit: 'abcdef1234', dirty: false } })).rejects.toThrow(/already published with other content/);
  });

  it('keeps a dirty build from taking the committed version, and gives the same dirty build one version', async () => {
    const paths = await tempPaths();
    const committed = await publish(paths, 'mf-tools', { dist: await fakeBuild(paths.root, 'mf-tools', toolsRoutes), git: { commit: 'abcdef1234', dirty: false } });
    const dirtyDist = await fakeBuild(paths.root, 'mf-tools', toolsRoutes, { entry: 'var mf_tools = { edited: true };' });
    const dirty = await publish(paths, 'mf-tools', { dist: dirtyDist, git: { commit: 'abcdef1234', dirty: true } });
    expect(dirty.version).toMatch(/^1\.0\.0-gabcdef1234\.dirty\.[0-9a-f]{10}$/);
    expect(dirty.version).not.toBe(committed.version);
    const again = await publish(paths, 'mf-tools', { dist: dirtyDist, git: { commit: 'abcdef1234', dirty: true } });
    expect(again).toMatchObject({ version: dirty.version, alreadyPublished: true });
  });

  it('refuses to overwrite a published version with other content', async () => {
    const paths = await tempPaths();
    await publishFake(paths, 'mf-tools', '2.0.0', toolsRoutes, { entry: 'var mf_tools = 1;' });
    await expect(publishFake(paths, 'mf-tools', '2.0.0', toolsRoutes, { entry: 'var mf_tools = 2;' })).rejects.toThrow(
      /mf-tools 2.0.0 is already published with other content; versions are immutable/,
    );
  });

  it('refuses an unknown remote and a folder without a build', async () => {
    const paths = await tempPaths();
    await expect(publish(paths, 'mf-payments')).rejects.toThrow(/Unknown remote "mf-payments"/);
    await expect(publish(paths, 'mf-tools', { dist: paths.root })).rejects.toThrow(/no mf-manifest.json/);
  });
});

describe.each(STORE_KINDS)('with the %s store', (store) => {
  afterAll(dropTempDatabase);

  describe('pin', () => {
    it('points the environment at a published version, after verify, and records who, when, from, to and why', async () => {
      const paths = await tempPaths(store);
      const version = await publishFake(paths, 'mf-tools', undefined);
      const result = await pin(paths, 'mf-tools', version, { env: 'staging', ...by, reason: 'new risk quiz' });
      expect(result.changed).toBe(true);
      expect(result.report?.ok).toBe(true);
      const release = await readRelease(paths, 'staging');
      expect(release?.remotes.mf_tools).toMatchObject({ version, manifestUrl: `/remotes/mf-tools/${version}/mf-manifest.json`, routes: toolsRoutes });
      const [entry] = await readHistory(paths, 'staging');
      expect(entry).toMatchObject({ id: 1, by: 'alice', action: 'pin', reason: 'new risk quiz', changes: [{ remote: 'mf_tools', from: null, to: version }] });
      expect(Date.parse(entry!.at)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('switches between two published versions without touching the others; pinning the same again changes nothing', async () => {
      const paths = await tempPaths(store);
      const a = await publishFake(paths, 'mf-tools', '1.0.0-a');
      const b = await publishFake(paths, 'mf-tools', '1.0.0-b', toolsRoutes, { entry: 'var mf_tools = { b: 1 };' });
      const research = await publishFake(paths, 'mf-research', '1.0.0-r');
      await pin(paths, 'mf-research', research, by);
      await pin(paths, 'mf-tools', a, by);
      await pin(paths, 'mf-tools', b, by);
      const release = await readRelease(paths, 'local');
      expect(release?.remotes.mf_tools?.version).toBe(b);
      expect(release?.remotes.mf_research?.version).toBe(research);
      const again = await pin(paths, 'mf-tools', b, by);
      expect(again).toMatchObject({ changed: false, message: `mf_tools ${b} is already pinned in local` });
      expect(await readHistory(paths, 'local')).toHaveLength(3);
    });

    it("keeps publish's record of the version with the pin (integrity), for the shell server to check builds against", async () => {
      const paths = await tempPaths(store);
      const version = await publishFake(paths, 'mf-tools', '1.0.0-i', toolsRoutes, { entry: ENTRY });
      await pin(paths, 'mf-tools', version, by);
      const record = await readFile(path.join(paths.remotesDir, 'mf-tools', version, 'publish.json'));
      const published = JSON.parse(record.toString('utf8')) as { contentHash: string; serverBuild: unknown };
      const pinned = (await readRelease(paths, 'local'))?.remotes.mf_tools as { integrity?: unknown } | undefined;
      // The remote entry's subresource integrity too: the shell server gives it to the browser, which loads the entry with it;
      // and the sha256 of publish.json itself, which holds every file's: a shell server checks what it takes from the store.
      expect(pinned?.integrity).toEqual({
        contentHash: published.contentHash,
        serverBuild: published.serverBuild,
        entry: { file: 'remoteEntry.js', integrity: ENTRY_SRI },
        record: createHash('sha256').update(record).digest('hex'),
      });
    });

    it('pins a version published before publish recorded the entry without its integrity (the browser loads it without)', async () => {
      const paths = await tempPaths(store);
      const version = await publishFake(paths, 'mf-tools', '1.0.0-old');
      const file = path.join(paths.remotesDir, 'mf-tools', version, 'publish.json');
      const { entry: _entry, ...older } = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      await writeFile(file, JSON.stringify(older));
      await pin(paths, 'mf-tools', version, by);
      const pinned = (await readRelease(paths, 'local'))?.remotes.mf_tools as { integrity?: { entry?: unknown } } | undefined;
      expect(pinned?.integrity).toBeDefined();
      expect(pinned?.integrity).not.toHaveProperty('entry');
    });

    it('refuses a version that is not published', async () => {
      const paths = await tempPaths(store);
      await expect(pin(paths, 'mf-tools', '9.9.9', by)).rejects.toThrow(/mf-tools 9.9.9 is not published/);
    });

    it('refuses a pin that would make two remotes claim one route, and leaves the manifest as it was', async () => {
      const paths = await tempPaths(store);
      await pin(paths, 'mf-tools', await publishFake(paths, 'mf-tools', '1.0.0-t'), by);
      const before = await storedText(paths, 'local');
      const clash = await publishFake(paths, 'mf-research', '1.0.0-clash', [route('risk-quiz', 'analysis-tools/risk-profile', 'kuis-risiko')]);
      await expect(pin(paths, 'mf-research', clash, by)).rejects.toThrow(
        /route path \/en\/analysis-tools\/risk-profile is claimed by mf_tools and mf_research/,
      );
      expect(await storedText(paths, 'local')).toBe(before);
      expect(await readHistory(paths, 'local')).toHaveLength(1);
    });

    it('reports a corrupt release manifest instead of overwriting it', async () => {
      const paths = await tempPaths(store);
      const tools = await publishFake(paths, 'mf-tools', '1.0.0-t');
      await pin(paths, 'mf-tools', tools, by);
      await overwriteStored(paths, 'local', '{"environment":"local","remotes":{"mf_tools":{}}}');
      await expect(pin(paths, 'mf-tools', tools, by)).rejects.toThrow(/is not a valid release manifest/);
      await overwriteStored(paths, 'local', '{"environment":');
      await expect(pin(paths, 'mf-tools', tools, by)).rejects.toThrow(/is not a valid release manifest: not JSON/);
    });

    it('needs a reason in production, and --create-env for an environment nobody made', async () => {
      const paths = await tempPaths(store);
      const tools = await publishFake(paths, 'mf-tools', '1.0.0-t');
      await expect(pin(paths, 'mf-tools', tools, { env: 'production', ...by })).rejects.toThrow(/needs a reason: add --reason/);
      await expect(pin(paths, 'mf-tools', tools, { env: 'prodution', ...by })).rejects.toThrow(/Unknown environment "prodution"/);
      await expect(pin(paths, 'mf-tools', tools, { env: 'qa', createEnv: true, ...by })).resolves.toMatchObject({ changed: true });
      await expect(pin(paths, 'mf-tools', tools, { env: 'qa', ...by })).resolves.toMatchObject({ changed: false });
    });

    it('rejects names that could escape the releases or remotes folder', async () => {
      const paths = await tempPaths(store);
      await expect(pin(paths, 'mf-tools', '1.0.0', { env: '../../etc' })).rejects.toThrow(/kebab-case/);
      await expect(pin(paths, 'mf-tools', '../mf-research/1.0.0', by)).rejects.toThrow(/Invalid version/);
    });
  });

  describe('rollback', () => {
    it('goes back one pin at a time, from the history', async () => {
      const paths = await tempPaths(store);
      const [v1, v2, v3] = [
        await publishFake(paths, 'mf-tools', '1.0.0', toolsRoutes, { entry: 'var mf_tools = 1;' }),
        await publishFake(paths, 'mf-tools', '1.1.0', toolsRoutes, { entry: 'var mf_tools = 2;' }),
        await publishFake(paths, 'mf-tools', '1.2.0', toolsRoutes, { entry: 'var mf_tools = 3;' }),
      ];
      for (const v of [v1, v2, v3]) await pin(paths, 'mf-tools', v, { env: 'staging', ...by });
      const first = await rollback(paths, 'mf-tools', { env: 'staging', by: 'bob', reason: '1.2.0 breaks the quiz' });
      expect(first.message).toBe('rolled mf_tools back from 1.2.0 to 1.1.0 in staging (history #4, undoes #3)');
      expect((await readRelease(paths, 'staging'))?.remotes.mf_tools?.version).toBe('1.1.0');
      await rollback(paths, 'mf-tools', { env: 'staging', ...by });
      expect((await readRelease(paths, 'staging'))?.remotes.mf_tools?.version).toBe('1.0.0');
      await expect(rollback(paths, 'mf-tools', { env: 'staging', ...by })).rejects.toThrow(/no earlier pin in the history of staging/);
      const history = await readHistory(paths, 'staging');
      expect(history.at(-2)).toMatchObject({ action: 'rollback', by: 'bob', reason: '1.2.0 breaks the quiz', ref: 3, changes: [{ remote: 'mf_tools', from: '1.2.0', to: '1.1.0' }] });
    });

    it('after a rollback, a new pin and its rollback return to the rolled-back-to version', async () => {
      const paths = await tempPaths(store);
      for (const [v, e] of [['1.0.0', 1], ['1.1.0', 2], ['2.0.0', 3]] as const) {
        await publishFake(paths, 'mf-tools', v, toolsRoutes, { entry: `var mf_tools = ${e};` });
      }
      await pin(paths, 'mf-tools', '1.0.0', by);
      await pin(paths, 'mf-tools', '1.1.0', by);
      await rollback(paths, 'mf-tools', by);
      await pin(paths, 'mf-tools', '2.0.0', by);
      await rollback(paths, 'mf-tools', by);
      expect((await readRelease(paths, 'local'))?.remotes.mf_tools?.version).toBe('1.0.0');
    });

    it('refuses a remote that is not pinned', async () => {
      const paths = await tempPaths(store);
      await expect(rollback(paths, 'mf-tools', by)).rejects.toThrow(/mf_tools is not pinned in local/);
    });
  });

  describe('promote', () => {
    it('copies every pin, or one remote, from staging to production, with a reason', async () => {
      const paths = await tempPaths(store);
      const tools = await publishFake(paths, 'mf-tools', '1.0.0-t');
      const research = await publishFake(paths, 'mf-research', '1.0.0-r');
      await pin(paths, 'mf-tools', tools, { env: 'staging', ...by });
      await pin(paths, 'mf-research', research, { env: 'staging', ...by });
      await expect(promote(paths, 'staging', 'production', undefined, by)).rejects.toThrow(/needs a reason/);
      const one = await promote(paths, 'staging', 'production', 'mf_tools', { ...by, reason: 'quiz signed off' });
      expect(one.message).toBe('promoted staging to production: mf_tools (none) -> 1.0.0-t (history #1)');
      expect(Object.keys((await readRelease(paths, 'production'))!.remotes)).toEqual(['mf_tools']);
      const all = await promote(paths, 'staging', 'production', undefined, { ...by, reason: 'weekly release' });
      expect(all.message).toContain('mf_research (none) -> 1.0.0-r');
      expect(await promote(paths, 'staging', 'production', undefined, { ...by, reason: 'again' })).toMatchObject({ changed: false });
      const [, second] = await readHistory(paths, 'production');
      expect(second).toMatchObject({ action: 'promote', promotedFrom: 'staging', reason: 'weekly release' });
    });
  });

  describe('publish-all (npm start)', () => {
    it('pins the working tree builds in a development environment, and only fills gaps in a managed one', async () => {
      const paths = await tempPaths(store);
      const dists: Record<string, string> = {};
      const builds: [string, RouteDeclaration[]][] = [
        ['mf-marketing', [route('home', '', '')]],
        ['mf-research', researchRoutes],
        ['mf-education', [route('education', 'education', 'edukasi')]],
        ['mf-tools', toolsRoutes],
      ];
      for (const [folder, routes] of builds) {
        dists[folder] = await fakeBuild(paths.root, folder, routes);
      }
      const options = { by: 'npm start', publish: (folder: string) => ({ dist: dists[folder]!, git: null }) };
      const first = await publishAll(paths, 'local', true, options);
      expect(first.filter((l) => l.startsWith('pinned'))).toHaveLength(4);
      expect(await publishAll(paths, 'local', true, options)).toEqual(expect.arrayContaining([expect.stringMatching(/^already published mf_tools/)]));
      expect(await readHistory(paths, 'local')).toHaveLength(1);

      await publishAll(paths, 'staging', true, options);
      dists['mf-tools'] = await fakeBuild(paths.root, 'mf-tools', toolsRoutes, { entry: 'var mf_tools = { next: 1 };' });
      const lines = await publishAll(paths, 'staging', true, options);
      expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^staging keeps mf_tools 1\.0\.0-[0-9a-f]{10} \(release managers pin staging/)]));
    });
  });
});
