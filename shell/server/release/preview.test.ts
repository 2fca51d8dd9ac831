import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReleaseManifest, RouteDeclaration } from '@brids/contracts';
import { routeTableOf } from '@brids/platform/route-table';
import { readConfig } from '../config.ts';
import { PREVIEW_COOKIE, previewFor } from './preview.ts';
import { previewSignature } from '@brids/release-signature';
import type { StoredRelease } from '@brids/release-store';
import { loadedRelease, type LoadedRelease } from './release-store.ts';

const route = (name: string, en: string): RouteDeclaration => ({ name, paths: { en, id: `id-${en}` }, module: `./pages/${name}`, title: { en: name, id: name } });

const manifest: ReleaseManifest = {
  environment: 'staging',
  updatedAt: '2026-11-22T10:00:00.000Z',
  remotes: {
    mf_research: { version: '1.4.0', manifestUrl: '/remotes/mf-research/1.4.0/mf-manifest.json', routes: [route('research-report', 'research-report')] },
    mf_tools: { version: '1.0.0', manifestUrl: '/remotes/mf-tools/1.0.0/mf-manifest.json', routes: [route('risk-profile', 'risk-profile')] },
  },
};
const pinned: LoadedRelease = { manifest, browser: manifest, json: JSON.stringify(manifest), table: routeTableOf(manifest), etag: '"x"' };

async function setup(env: Record<string, string> = {}) {
  const remotesDir = await mkdtemp(path.join(tmpdir(), 'brids-preview-'));
  const publish = async (folder: string, version: string, routes: RouteDeclaration[]) => {
    await mkdir(path.join(remotesDir, folder, version), { recursive: true });
    await writeFile(path.join(remotesDir, folder, version, 'mf-manifest.json'), '{}');
    await writeFile(path.join(remotesDir, folder, version, 'routes.json'), JSON.stringify(routes));
  };
  await publish('mf-research', '1.5.0', [route('research-report', 'research-report'), route('research-new', 'research-new')]);
  await publish('mf-research', '1.6.0', [route('risk-clash', 'risk-profile')]);
  const config = readConfig({ RELEASE_ENV: 'staging', REMOTES_DIR: remotesDir, ...env });
  const run = (query: string, cookie?: string) => previewFor(config, pinned, new URLSearchParams(query), cookie, false);
  return { run, config };
}

const cookieOf = (setCookie: string | undefined) => setCookie?.split(';')[0];

describe('preview of one remote version', () => {
  it('swaps a published version into this document only, with its routes, and remembers it in a cookie', async () => {
    const { run } = await setup();
    const outcome = await run('preview=mf_research@1.5.0');
    expect(outcome.release.manifest.remotes.mf_research).toMatchObject({ version: '1.5.0', manifestUrl: '/remotes/mf-research/1.5.0/mf-manifest.json' });
    expect(outcome.release.table.some((r) => r.name === 'research-new')).toBe(true);
    expect(outcome.info).toEqual({
      remote: 'mf_research',
      target: '1.5.0',
      manifestUrl: '/remotes/mf-research/1.5.0/mf-manifest.json',
      pinned: { version: '1.4.0', manifestUrl: '/remotes/mf-research/1.4.0/mf-manifest.json' },
      environment: 'staging',
      signed: false,
    });
    expect(outcome.setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[\\w-]+; Path=/; HttpOnly; SameSite=Lax$`));
    const next = await run('', cookieOf(outcome.setCookie));
    expect(next.release.manifest.remotes.mf_research?.version).toBe('1.5.0');
    expect(next.setCookie).toBeUndefined();
    const off = await run('preview=off', cookieOf(outcome.setCookie));
    expect(off.release).toBe(pinned);
    expect(off.setCookie).toMatch(/Max-Age=0/);
    expect(pinned.manifest.remotes.mf_research?.version).toBe('1.4.0');
  });

  it("keeps the other pins' entry integrity in the browser's release; the previewed version, never pinned, has none", async () => {
    const { config } = await setup();
    const sri = (c: string) => `sha384-${c.repeat(64)}`;
    const withRecords: StoredRelease = {
      ...manifest,
      remotes: {
        mf_research: { ...manifest.remotes.mf_research!, integrity: { entry: { file: 'remoteEntry.js', integrity: sri('R') } } },
        mf_tools: { ...manifest.remotes.mf_tools!, integrity: { entry: { file: 'remoteEntry.js', integrity: sri('T') } } },
      },
    };
    const outcome = await previewFor(config, loadedRelease(withRecords), new URLSearchParams('preview=mf_research@1.5.0'), undefined, false);
    const browser = JSON.parse(outcome.release.json) as ReleaseManifest;
    expect(browser.remotes.mf_tools?.entryIntegrity).toBe(sri('T'));
    expect(browser.remotes.mf_research).toMatchObject({ version: '1.5.0' });
    expect(browser.remotes.mf_research).not.toHaveProperty('entryIntegrity');
  });

  it("points a remote at a squad's dev server, keeping the pinned routes", async () => {
    const { run } = await setup();
    const outcome = await run('preview=mf_research@http://localhost:3102/mf-manifest.json');
    expect(outcome.release.manifest.remotes.mf_research).toMatchObject({
      version: 'preview:localhost:3102',
      manifestUrl: 'http://localhost:3102/mf-manifest.json',
      routes: manifest.remotes.mf_research!.routes,
    });
  });

  it('refuses, with a reason for the banner, what is not published, malformed or claims a taken route', async () => {
    const { run } = await setup();
    expect((await run('preview=mf_research@9.9.9')).info?.error).toBe('Preview refused: mf_research 9.9.9 is not published');
    expect((await run('preview=mf_research@../../etc')).info?.error).toBe('Preview refused: "../../etc" is not a version');
    expect((await run('preview=research')).info?.error).toMatch(/is not <remote>@<version>/);
    expect((await run('preview=mf_research@1.6.0')).info?.error).toBe('Preview refused: mf_research 1.6.0 claims a route another remote has: path /en/risk-profile');
    expect((await run('preview=mf_research@9.9.9')).release).toBe(pinned);
  });

  it('in production accepts only a link signed with the environment secret, and not after it expires', async () => {
    const { run: noSecret } = await setup({ RELEASE_ENV: 'production' });
    expect((await noSecret('preview=mf_research@1.5.0')).info?.error).toBe('Preview refused: production accepts no previews (no RELEASE_PREVIEW_SECRET is set)');

    const { run } = await setup({ RELEASE_ENV: 'production', RELEASE_PREVIEW_SECRET: 's3cret' });
    expect((await run('preview=mf_research@1.5.0')).info?.error).toMatch(/accepts signed previews only/);
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const sig = previewSignature('s3cret', 'production', { preview: 'mf_research@1.5.0', expires });
    const ok = await run(`preview=mf_research@1.5.0&preview_expires=${expires}&preview_sig=${sig}`);
    expect(ok.info).toMatchObject({ remote: 'mf_research', target: '1.5.0', signed: true });
    expect(ok.setCookie).toMatch(/Max-Age=(3599|3600)/);
    expect((await run('', cookieOf(ok.setCookie))).info?.signed).toBe(true);

    const stagingSig = previewSignature('s3cret', 'staging', { preview: 'mf_research@1.5.0', expires });
    expect((await run(`preview=mf_research@1.5.0&preview_expires=${expires}&preview_sig=${stagingSig}`)).info?.error).toMatch(/signed previews only/);
    const old = Math.floor(Date.now() / 1000) - 10;
    const oldSig = previewSignature('s3cret', 'production', { preview: 'mf_research@1.5.0', expires: old });
    expect((await run(`preview=mf_research@1.5.0&preview_expires=${old}&preview_sig=${oldSig}`)).info?.error).toBe('Preview refused: the preview link has expired');
    const tampered = await run(`preview=mf_research@1.6.0&preview_expires=${expires}&preview_sig=${sig}`);
    expect(tampered.info?.error).toMatch(/signed previews only/);
  });
});
