import { mkdtemp, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createReleaseStore } from './release-store.ts';

const release = (version: string) => ({
  environment: 'test',
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: { mf_tools: { version, manifestUrl: `/remotes/mf-tools/${version}/mf-manifest.json`, routes: [] } },
});

async function write(file: string, text: string) {
  // As the release CLI does: a whole new file renamed over the old one.
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

describe('the release store', () => {
  it('re-reads a replaced manifest, with a new ETag, and keeps the last good one (logging once) when it breaks', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'brids-store-')), 'release.json');
    const logs: string[] = [];
    const current = createReleaseStore(file, (message) => logs.push(message));
    await write(file, JSON.stringify(release('1.0.0')));
    const first = await current();
    expect(first.manifest.remotes.mf_tools?.version).toBe('1.0.0');
    expect(first.etag).toMatch(/^"[\w-]{22}"$/);
    expect(await current()).toBe(first);

    await write(file, JSON.stringify(release('1.1.0')));
    const second = await current();
    expect(second.manifest.remotes.mf_tools?.version).toBe('1.1.0');
    expect(second.etag).not.toBe(first.etag);

    await write(file, '{"environment": "test", "remotes": {');
    expect(await current()).toBe(second);
    expect(await current()).toBe(second);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/is invalid, keeping the last good one/);
  });
});
