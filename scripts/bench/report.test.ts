import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeLatestTables } from './report.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'brids-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = {
  date: '2026-12-02T00:00:00Z',
  command: 'pnpm bench --only build',
  commit: 'abc1234',
  machine: { cpu: 'test cpu', memory: '24 GiB', node: 'v24.21.0', chromium: 'Chromium 156', loadAverage: [0.5, 0.4, 0.3] },
  build: { runs: 3, remote: 'mf-tools', median: { workspaceCold: 40_000, workspaceWarm: 2_000, remoteCold: 8_000, remoteWarm: 900 } },
};

describe("the bench's writer of docs/performance.md", () => {
  it('writes a reference table into docs/performance-reference.md, leaving performance.md and its size as they are', () => {
    const file = path.join(dir, 'performance.md');
    copyFileSync(path.resolve(import.meta.dirname, '../../docs/performance.md'), file);
    const before = readFileSync(file, 'utf8');
    expect(writeLatestTables(file, run)).toEqual(['build']);
    expect(readFileSync(file, 'utf8')).toBe(before);
    const reference = readFileSync(path.join(dir, 'performance-reference.md'), 'utf8');
    expect(reference).toContain('Measured 2026-12-02T00:00:00Z by `pnpm bench --only build` at abc1234.');
    expect(reference).toMatch(/\| whole workspace, cold \| 40(\.0)? s \|/);
    // A second run replaces the table between its markers, not beside it.
    writeLatestTables(file, { ...run, date: '2026-12-03T00:00:00Z' });
    const again = readFileSync(path.join(dir, 'performance-reference.md'), 'utf8');
    expect(again.match(/<!-- bench:build -->/g)).toHaveLength(1);
    expect(again).toContain('Measured 2026-12-03T00:00:00Z');
    expect(again).not.toContain('Measured 2026-12-02T00:00:00Z');
  });
});
