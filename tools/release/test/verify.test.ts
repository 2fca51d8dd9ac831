import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReleaseManifest } from '@brids/contracts';
import { pin, readRelease } from '../src/pin.ts';
import { remotesStore } from '../src/paths.ts';
import { createSource } from '../src/source.ts';
import { formatReport, resolveUrl, verifyRelease } from '../src/verify.ts';
import { satisfies } from '../src/semver.ts';
import { publishFake, tempPaths, toolsRoutes } from './fixtures.ts';

async function pinnedRelease() {
  const paths = await tempPaths();
  await pin(paths, 'mf-tools', await publishFake(paths, 'mf-tools', '1.0.0-t'), { by: 'test' });
  await pin(paths, 'mf-research', await publishFake(paths, 'mf-research', '1.0.0-r'), { by: 'test' });
  const release = (await readRelease(paths, 'local'))!;
  const verify = (r: ReleaseManifest = release, origin?: string) =>
    verifyRelease('local', r, { source: createSource({ store: remotesStore(paths), ...(origin ? { origin } : {}) }) });
  const file = (...parts: string[]) => path.join(paths.remotesDir, ...parts);
  return { paths, release, verify, file };
}

describe('verify', () => {
  it('passes a release whose manifests, entries, pages and files are all there, and says what it checked', async () => {
    const { verify } = await pinnedRelease();
    const report = await verify();
    expect(report.ok).toBe(true);
    const text = formatReport(report);
    expect(text).toMatch(/ok {3}mf_research +1\.0\.0-r +\(manifest, entry, entry integrity, 1 pages, 1\/1 files\)/);
    expect(text).toContain('routes: 2 routes, none claimed twice');
    expect(text).toContain('singletons agree (shell and 2 remotes): react 19.3.1');
    expect(text).toContain('result: OK');
  });

  it('reports a manifest that is gone, and one that is not JSON (a bad manifest)', async () => {
    const { verify, file } = await pinnedRelease();
    await rm(file('mf-tools', '1.0.0-t', 'mf-manifest.json'));
    await writeFile(file('mf-research', '1.0.0-r', 'mf-manifest.json'), '{"name": "mf_research", ');
    const report = await verify();
    expect(report.ok).toBe(false);
    expect(report.remotes.find((r) => r.remote === 'mf_tools')?.problems).toEqual(['manifest /remotes/mf-tools/1.0.0-t/mf-manifest.json answered 404']);
    expect(report.remotes.find((r) => r.remote === 'mf_research')?.problems[0]).toMatch(/^manifest \/remotes\/mf-research\/1\.0\.0-r\/mf-manifest\.json is not JSON/);
    expect(formatReport(report)).toMatch(/result: 2 problems, this release would break pages$/);
  });

  it('reports a manifest of the wrong shape, and one built for another remote', async () => {
    const { verify, file } = await pinnedRelease();
    await writeFile(file('mf-tools', '1.0.0-t', 'mf-manifest.json'), JSON.stringify({ name: 'mf_tools', exposes: [] }));
    const manifest = JSON.parse(await readFile(file('mf-research', '1.0.0-r', 'mf-manifest.json'), 'utf8'));
    await writeFile(file('mf-research', '1.0.0-r', 'mf-manifest.json'), JSON.stringify({ ...manifest, name: 'mf_tools' }));
    const report = await verify();
    expect(report.remotes[1]!.problems[0]).toMatch(/is not a federation manifest: .*metaData/);
    expect(report.remotes[0]!.problems).toContain('manifest /remotes/mf-research/1.0.0-r/mf-manifest.json is the build of "mf_tools", not of mf_research');
  });

  it('reports a remote entry that is not remoteEntry.js beside the manifest, where the shell loads remotes', async () => {
    const { verify, file } = await pinnedRelease();
    const manifest = JSON.parse(await readFile(file('mf-tools', '1.0.0-t', 'mf-manifest.json'), 'utf8'));
    manifest.metaData.remoteEntry = { ...manifest.metaData.remoteEntry, path: 'static/js' };
    await writeFile(file('mf-tools', '1.0.0-t', 'mf-manifest.json'), JSON.stringify(manifest));
    const report = await verify();
    expect(report.remotes.find((r) => r.remote === 'mf_tools')?.problems).toContain(
      'remote entry /remotes/mf-tools/1.0.0-t/static/js/remoteEntry.js is not /remotes/mf-tools/1.0.0-t/remoteEntry.js, where the shell loads it',
    );
    expect(report.remotes.find((r) => r.remote === 'mf_research')?.problems).toEqual([]);
  });

  it('reports a missing remote entry, a corrupt one, a missing chunk and a page the build does not expose', async () => {
    const { verify, file, release } = await pinnedRelease();
    await rm(file('mf-tools', '1.0.0-t', 'remoteEntry.js'));
    await writeFile(file('mf-research', '1.0.0-r', 'remoteEntry.js'), 'var mf_research = {{ <html>');
    await rm(file('mf-research', '1.0.0-r', 'static', 'js', 'sapa-mentari.js'));
    const extra = { ...release.remotes.mf_tools!, routes: [...toolsRoutes, { ...toolsRoutes[0]!, name: 'risk-result', module: './pages/risk-result', paths: { en: 'x', id: 'y' } }] };
    const report = await verify({ ...release, remotes: { ...release.remotes, mf_tools: extra } });
    const problems = report.remotes.flatMap((r) => r.problems);
    expect(problems).toContain('remote entry /remotes/mf-tools/1.0.0-t/remoteEntry.js answered 404');
    expect(problems.find((p) => p.startsWith('remote entry /remotes/mf-research/1.0.0-r/remoteEntry.js is not valid JavaScript'))).toBeTruthy();
    expect(problems).toContain('file /remotes/mf-research/1.0.0-r/static/js/sapa-mentari.js answered 404');
    expect(problems).toContain('route risk-result names ./pages/risk-result, which the build does not expose');
  });

  it('reports a remote entry whose bytes are not those the pin records (browsers would refuse it); a pin without the record is not checked', async () => {
    const { verify, file, release } = await pinnedRelease();
    const entry = file('mf-tools', '1.0.0-t', 'remoteEntry.js');
    // Still valid JavaScript: only the integrity tells it from the published entry.
    await writeFile(entry, `${await readFile(entry, 'utf8')}\nconsole.log('changed after the pin');\n`);
    const report = await verify();
    expect(report.remotes.find((r) => r.remote === 'mf_tools')?.problems).toEqual([
      expect.stringMatching(
        /^remote entry \/remotes\/mf-tools\/1\.0\.0-t\/remoteEntry\.js is not the published one: its integrity is sha384-\S{64}, the pin records sha384-\S{64} \(browsers refuse it\)$/,
      ),
    ]);
    const { integrity: _integrity, ...older } = release.remotes.mf_tools as typeof release.remotes.mf_tools & { integrity?: unknown };
    const unchecked = await verify({ ...release, remotes: { ...release.remotes, mf_tools: older } });
    expect(unchecked.remotes.find((r) => r.remote === 'mf_tools')).toMatchObject({ problems: [], notes: expect.not.arrayContaining(['entry integrity']) });
  });

  it('reports shared singletons whose versions do not satisfy each other (and the shell)', async () => {
    const { paths, verify, release } = await pinnedRelease();
    const old = await publishFake(paths, 'mf-tools', '0.9.0', toolsRoutes, {
      shared: [
        { name: 'react', version: '18.3.1', singleton: true, requiredVersion: '^18.0.0' },
        { name: 'zustand', version: '5.1.0', singleton: true, requiredVersion: '^5.0.0' },
      ],
    });
    const tools = { ...release.remotes.mf_tools!, version: old, manifestUrl: `/remotes/mf-tools/${old}/mf-manifest.json` };
    const report = await verify({ ...release, remotes: { ...release.remotes, mf_tools: tools } });
    expect(report.ok).toBe(false);
    expect(report.problems).toContain("react: mf_tools has 18.3.1, outside shell's required range ^19.0.0 (one copy is shared by all)");
    expect(report.problems).toContain("react: shell has 19.3.1, outside mf_tools's required range ^18.0.0 (one copy is shared by all)");
    expect(report.problems).toContain("react: mf_research has 19.3.1, outside mf_tools's required range ^18.0.0 (one copy is shared by all)");
  });

  it('fetches over HTTP from the environment site with --origin, and reports what the server answers', async () => {
    const { verify, paths } = await pinnedRelease();
    const server: Server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      if (url.pathname.endsWith('remoteEntry.js') && url.pathname.includes('mf-tools')) {
        res.writeHead(404).end('Not Found');
        return;
      }
      readFile(path.join(paths.remotesDir, url.pathname.replace(/^\/remotes\//, ''))).then(
        (body) => res.writeHead(200).end(body),
        () => res.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const report = await verify(undefined, origin);
    expect(report.source).toBe(origin);
    expect(report.remotes.find((r) => r.remote === 'mf_tools')?.problems).toEqual([`remote entry /remotes/mf-tools/1.0.0-t/remoteEntry.js answered 404`]);
    expect(report.remotes.find((r) => r.remote === 'mf_research')?.problems).toEqual([]);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await verify(undefined, `http://127.0.0.1:${closedPort}`);
    expect(down.remotes[0]!.problems[0]).toMatch(/could not be fetched \(ECONNREFUSED\)/);
  });
});

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('URLs and versions', () => {
  it('resolves files next to a manifest, site-relative or absolute', () => {
    expect(resolveUrl('/remotes/mf-tools/1.0.0/mf-manifest.json', 'remoteEntry.js')).toBe('/remotes/mf-tools/1.0.0/remoteEntry.js');
    expect(resolveUrl('http://localhost:3104/mf-manifest.json', 'static/js/a.js')).toBe('http://localhost:3104/static/js/a.js');
  });

  it.each([
    ['19.3.1', '^19.0.0', true],
    ['18.3.1', '^19.0.0', false],
    ['7.18.5', '^7.0.0', true],
    ['8.0.0', '^7.0.0', false],
    ['0.2.5', '^0.2.0', true],
    ['0.3.0', '^0.2.0', false],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['2.0.0', '>=1.5.0 <3', true],
    ['3.0.0', '>=1.5.0 <3', false],
    ['1.0.0', '1.x || 2.x', true],
    ['5.0.0', '*', true],
    ['19.0.0-rc.1', '^19.0.0', false],
  ] as const)('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('answers undefined for what it cannot read', () => {
    expect(satisfies('latest', '^1.0.0')).toBeUndefined();
    expect(satisfies('1.0.0', 'workspace:*')).toBeUndefined();
  });
});
