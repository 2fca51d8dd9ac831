import { mkdtemp, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoredRelease } from '@brids/release-store';
import { browserRelease, createReleaseStore, loadedRelease } from './release-store.ts';

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

  it("gives the browser each pin's entry integrity from its record, and nothing else of the record", () => {
    const sri = `sha384-${'A'.repeat(63)}B`;
    const stored: StoredRelease = {
      ...release('1.0.0'),
      remotes: {
        mf_tools: {
          ...release('1.0.0').remotes.mf_tools,
          integrity: { contentHash: '0123456789', serverBuild: { file: 'server/index.js', sha256: 'a'.repeat(64) }, entry: { file: 'remoteEntry.js', integrity: sri } },
        },
        // A pin made before pins recorded the entry: the browser loads it without integrity.
        mf_research: { version: '0.9.0', manifestUrl: '/remotes/mf-research/0.9.0/mf-manifest.json', routes: [], integrity: { contentHash: '9876543210' } },
      },
    };
    const browser = browserRelease(stored);
    expect(browser.remotes.mf_tools).toEqual({ ...release('1.0.0').remotes.mf_tools, entryIntegrity: sri });
    expect(browser.remotes.mf_research).toEqual({ version: '0.9.0', manifestUrl: '/remotes/mf-research/0.9.0/mf-manifest.json', routes: [] });
    expect(JSON.parse(loadedRelease(stored).json)).toEqual(browser);
    expect(loadedRelease(stored).json).not.toContain('sha256');
  });

  it('takes the entry integrity only from the record: a value written beside the record is dropped when the store is read', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'brids-store-')), 'release.json');
    const current = createReleaseStore(file, () => {});
    const sri = `sha384-${'C'.repeat(64)}`;
    await write(file, JSON.stringify({ ...release('1.0.0'), remotes: { mf_tools: { ...release('1.0.0').remotes.mf_tools, entryIntegrity: sri } } }));
    const loaded = await current();
    expect(loaded.manifest.remotes.mf_tools).not.toHaveProperty('entryIntegrity');
    expect(JSON.parse(loaded.json).remotes.mf_tools).not.toHaveProperty('entryIntegrity');
  });
});
