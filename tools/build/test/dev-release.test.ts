import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'remote-with-api');
const OUT = mkdtempSync(path.join(tmpdir(), 'brids-dev-release-'));
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('the dev release', () => {
  it('reads a routes.ts whose preloads come from its ./api call declarations (Node with tsx, as `pnpm dev` does)', async () => {
    const out = path.join(OUT, 'release.json');
    const remotes = [{ name: 'mf_fixture', dir: FIXTURE, manifestUrl: 'http://localhost:3999/mf-manifest.json' }];
    await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/dev/write-release.ts', out, JSON.stringify(remotes)], { cwd: ROOT });
    const release = JSON.parse(readFileSync(out, 'utf8')) as { remotes: Record<string, { routes: { data: string[] }[] }> };
    expect(release.remotes.mf_fixture?.routes.map((route) => route.data)).toEqual([
      ['/api/pages/fixture-reports?locale=:locale', '/api/research-reports?locale=:locale&page%5Bnumber%5D=1&page%5Bsize%5D=12'],
      ['/api/research-reports/:slug?locale=:locale'],
    ]);
  }, 60_000);
});
