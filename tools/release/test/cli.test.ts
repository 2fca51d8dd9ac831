// The CLI as release managers run it (child processes, exit codes, messages), and what a crash
// in the middle of a pin leaves behind.
import { spawn } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pin, readRelease } from '../src/pin.ts';
import { historyFile, releaseFile } from '../src/paths.ts';
import { readHistory } from '../src/store.ts';
import { CLI, STORE_KINDS, TSX, cli, dropTempDatabase, publishFake, tempPaths, toolsRoutes, type StoreKind } from './fixtures.ts';

async function twoVersions(store: StoreKind = 'file') {
  const paths = await tempPaths(store);
  await publishFake(paths, 'mf-tools', '1.0.0', toolsRoutes, { entry: 'var mf_tools = 1;' });
  await publishFake(paths, 'mf-tools', '1.1.0', toolsRoutes, { entry: 'var mf_tools = 2;' });
  await publishFake(paths, 'mf-research', '2.0.0');
  await pin(paths, 'mf-tools', '1.0.0', { env: 'staging', by: 'alice' });
  await pin(paths, 'mf-research', '2.0.0', { env: 'staging', by: 'alice' });
  return paths;
}

// Each test starts several CLI processes (tsx, about 0.5 s each alone, more on a busy machine).
describe('pnpm release (the CLI)', { timeout: 90_000 }, () => {
  it('pins, shows status, history and verify, rolls back, promotes and diffs, exiting 0', async () => {
    const paths = await twoVersions();
    const pinned = await cli(paths, ['pin', 'mf-tools', '1.1.0', '--env', 'staging', '--reason', 'new quiz']);
    expect(pinned).toMatchObject({ code: 0, stdout: 'pinned mf_tools 1.1.0 in staging (was 1.0.0; history #3)\n' });

    const status = await cli(paths, ['status', '--env', 'staging']);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^mf_tools +1\.1\.0 +\d{4}-\d\d-\d\d \d\d:\d\dZ +\d{4}-\d\d-\d\d \d\d:\d\dZ +tester \(#3 pin\) +1$/m);
    expect(status.stdout).toMatch(/^ {2}\* 1\.1\.0 +published /m);
    expect(status.stdout).toMatch(/^ {4}1\.0\.0 +published /m);

    const verify = await cli(paths, ['verify', '--env', 'staging']);
    expect(verify).toMatchObject({ code: 0 });
    expect(verify.stdout).toContain('result: OK');

    const rolled = await cli(paths, ['rollback', 'mf_tools', '--env', 'staging', '-m', 'quiz broken']);
    expect(rolled.stdout).toBe('rolled mf_tools back from 1.1.0 to 1.0.0 in staging (history #4, undoes #3)\n');

    const history = await cli(paths, ['history', '--env', 'staging']);
    expect(history.stdout.split('\n')[2]).toMatch(/^#4 +\S+ \S+ +tester +rollback #3 +mf_tools 1\.1\.0 -> 1\.0\.0 +quiz broken$/);
    expect(history.stdout).toMatch(/^#3 .* tester +pin +mf_tools 1\.0\.0 -> 1\.1\.0 +new quiz$/m);

    const refused = await cli(paths, ['promote', 'staging', 'production']);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('needs a reason') });
    const promoted = await cli(paths, ['promote', 'staging', 'production', 'mf-tools', '--reason', 'release 42']);
    expect(promoted).toMatchObject({ code: 0, stdout: 'promoted staging to production: mf_tools (none) -> 1.0.0 (history #1)\n' });

    const diff = await cli(paths, ['diff', 'staging', 'production']);
    expect(diff.stdout).toMatch(/^mf_research +2\.0\.0 +\(not pinned\) +DIFFERS$/m);
    expect(diff.stdout).toMatch(/^mf_tools +1\.0\.0 +1\.0\.0 +same$/m);
    expect(diff.stdout).toContain('staging and production differ');
  });

  it('exits 1 with a clear message on bad input, and verify exits 1 on a broken release', async () => {
    const paths = await twoVersions();
    expect(await cli(paths, ['pin', 'mf-tools'])).toMatchObject({ code: 1, stderr: expect.stringMatching(/^release: Unknown command or arguments: pin mf-tools/) });
    expect(await cli(paths, ['pin', 'mf-payments', '1.0.0'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown remote "mf-payments"') });
    expect(await cli(paths, ['pin', 'mf-tools', '3.0.0', '--env', 'staging'])).toMatchObject({ code: 1, stderr: expect.stringContaining('mf-tools 3.0.0 is not published') });
    expect(await cli(paths, ['status', '--env', 'prod'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown environment "prod"') });
    expect(await cli(paths, ['frobnicate'])).toMatchObject({ code: 1 });
    expect(await cli(paths, ['pin', 'mf-tools', '1.0.0', '--bogus'])).toMatchObject({ code: 1, stderr: expect.stringContaining("Unknown option '--bogus'") });

    await writeFile(path.join(paths.remotesDir, 'mf-research', '2.0.0', 'mf-manifest.json'), 'not json');
    const verify = await cli(paths, ['verify', '--env', 'staging']);
    expect(verify.code).toBe(1);
    expect(verify.stdout).toMatch(/FAIL mf_research +2\.0\.0\n +- manifest \/remotes\/mf-research\/2\.0\.0\/mf-manifest\.json is not JSON/);
    const pinRefused = await cli(paths, ['pin', 'mf-tools', '1.1.0', '--env', 'staging']);
    expect(pinRefused.code).toBe(1);
    expect(pinRefused.stderr).toContain('Pinning mf_tools 1.1.0 in staging refused: verify found problems, nothing was changed');
  });

  it('prints a preview link, signed when the secret is there, and refuses an unsigned one for production', async () => {
    const paths = await tempPaths();
    const open = await cli(paths, ['preview-url', 'mf-research', '1.5.0', '--env', 'staging', '--origin', 'https://staging.example', '--path', '/en/research-report']);
    expect(open.stdout.trim()).toBe('https://staging.example/en/research-report?preview=mf_research%401.5.0');
    const refused = await cli(paths, ['preview-url', 'mf-research', '1.5.0', '--env', 'production']);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('accepts signed previews only') });
    const signed = await cli(paths, ['preview-url', 'mf-research', '1.5.0', '--env', 'production'], { RELEASE_PREVIEW_SECRET: 's3cret' });
    expect(signed.stdout.trim()).toMatch(/^http:\/\/localhost:3000\/id\?preview=mf_research%401\.5\.0&preview_expires=\d+&preview_sig=[\w-]{43}$/);
  });
});

describe('a crash in the middle of a pin', { timeout: 90_000 }, () => {
  it.each([
    ['after-temp', 'the new manifest is written to a temporary file'],
    ['after-history', 'its history entry is written, before the manifest is replaced'],
  ])('killed %s (%s): release.json stays whole and as it was, the next command records and recovers', async (point) => {
    const paths = await twoVersions();
    const before = await readFile(releaseFile(paths, 'staging'), 'utf8');
    const crashed = await cli(paths, ['pin', 'mf-tools', '1.1.0', '--env', 'staging'], { BRIDS_RELEASE_FAULT: point });
    expect(crashed.code !== 0 || crashed.signal).toBeTruthy();
    expect(await readFile(releaseFile(paths, 'staging'), 'utf8')).toBe(before);
    expect((await readRelease(paths, 'staging'))?.remotes.mf_tools?.version).toBe('1.0.0');
    const dir = path.dirname(releaseFile(paths, 'staging'));
    expect((await readdir(dir)).filter((f) => f.startsWith('release.json.tmp-') || f === '.lock')).toHaveLength(2);

    // The lock of the dead process is taken over; a leftover temp file is removed.
    const again = await cli(paths, ['pin', 'mf-tools', '1.1.0', '--env', 'staging']);
    expect(again).toMatchObject({ code: 0 });
    expect((await readRelease(paths, 'staging'))?.remotes.mf_tools?.version).toBe('1.1.0');
    expect((await readdir(dir)).sort()).toEqual(['history.jsonl', 'release.json']);
    const history = await readHistory(paths, 'staging');
    const expected =
      point === 'after-history'
        ? ['pin', 'pin', 'pin:#3 (pin by tester) was interrupted', 'abandoned', 'pin']
        : ['pin', 'pin', 'pin'];
    expect(history.map((e) => e.action)).toEqual(expected.map((a) => (a.startsWith('pin:') ? 'pin' : a)));
    expect(history.filter((e) => e.action === 'abandoned').map((e) => [e.ref, e.reason.slice(0, 36)])).toEqual(
      point === 'after-history' ? [[3, '#3 (pin by tester) was interrupted b']] : [],
    );
    // Rollback skips the pin that never took effect.
    expect((await cli(paths, ['rollback', 'mf-tools', '--env', 'staging'])).stdout).toContain('back from 1.1.0 to 1.0.0');
  });

  it('refuses to run beside another release command that holds the lock', async () => {
    const paths = await twoVersions();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    const lock = path.join(path.dirname(releaseFile(paths, 'staging')), '.lock');
    const { hostname } = await import('node:os');
    await writeFile(lock, JSON.stringify({ pid: holder.pid, host: hostname(), at: new Date().toISOString(), command: 'pin mf_tools 9' }));
    try {
      const blocked = await cli(paths, ['pin', 'mf-tools', '1.1.0', '--env', 'staging']);
      expect(blocked).toMatchObject({ code: 1, stderr: expect.stringContaining(`Another release command holds ${lock} (pin mf_tools 9, pid ${holder.pid}`) });
    } finally {
      holder.kill();
    }
  });

  it('records a hand edit of release.json as an external change', async () => {
    const paths = await twoVersions();
    const release = JSON.parse(await readFile(releaseFile(paths, 'staging'), 'utf8'));
    release.remotes.mf_tools.version = '1.1.0';
    release.remotes.mf_tools.manifestUrl = '/remotes/mf-tools/1.1.0/mf-manifest.json';
    await writeFile(releaseFile(paths, 'staging'), JSON.stringify(release));
    await cli(paths, ['pin', 'mf-research', '2.0.0', '--env', 'staging']);
    await cli(paths, ['rollback', 'mf-tools', '--env', 'staging']);
    const history = await readHistory(paths, 'staging');
    expect(history.at(-2)).toMatchObject({ action: 'external-change', by: 'unknown', changes: [{ remote: 'mf_tools', from: '1.0.0', to: '1.1.0' }] });
    expect(history.at(-1)).toMatchObject({ action: 'rollback', changes: [{ remote: 'mf_tools', from: '1.1.0', to: '1.0.0' }] });
    expect(await readFile(historyFile(paths, 'staging'), 'utf8')).toMatch(/\n$/);
  });

  it('runs --help', async () => {
    const child = spawn(TSX, [CLI, '--help']);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    await new Promise((resolve) => child.on('close', resolve));
    expect(out).toContain('Usage: pnpm release <command>');
  });
});

describe.each(STORE_KINDS)('two release managers at once, with the %s store', { timeout: 90_000 }, (store) => {
  afterAll(dropTempDatabase);

  it('two pins started together both land (compare-and-set: the one that lost starts again on the winner\'s release)', async () => {
    const paths = await twoVersions(store);
    await publishFake(paths, 'mf-research', '2.1.0', undefined, { entry: 'var mf_research = 2;' });
    const [tools, research] = await Promise.all([
      cli(paths, ['pin', 'mf-tools', '1.1.0', '--env', 'staging', '--by', 'alice']),
      cli(paths, ['pin', 'mf-research', '2.1.0', '--env', 'staging', '--by', 'bob']),
    ]);
    expect([tools.code, research.code, tools.stderr, research.stderr]).toEqual([0, 0, '', '']);
    const release = await readRelease(paths, 'staging');
    expect([release?.remotes.mf_tools?.version, release?.remotes.mf_research?.version]).toEqual(['1.1.0', '2.1.0']);
    const history = await readHistory(paths, 'staging');
    expect(history.slice(2).map((e) => `${e.by} ${e.changes[0]?.remote} ${e.changes[0]?.to}`).sort()).toEqual(['alice mf_tools 1.1.0', 'bob mf_research 2.1.0']);
    expect(history[3]!.fromRelease).toBe(history[2]!.release);
  });
});
