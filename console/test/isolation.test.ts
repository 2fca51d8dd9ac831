/**
 * The console never loads on the public site: no module of the shell, a remote or a shared package
 * imports it, and the shell's build holds none of its code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE_SOURCES = ['shell/src', 'shell/server', 'mf-marketing/src', 'mf-research/src', 'mf-education/src', 'mf-tools/src', 'shared', 'tools/build/src'];

function sources(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(full, out);
    else if (/\.(ts|tsx|js|mjs)$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('the console stays off the public site', () => {
  it('is imported by no module of the shell, the remotes or the shared packages', () => {
    const importers = SITE_SOURCES.flatMap((dir) => sources(path.join(ROOT, dir))).filter((file) =>
      /from\s+['"](@brids\/console|(\.\.\/)+console\/)|import\(\s*['"](@brids\/console|(\.\.\/)+console\/)/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });

  it('is no dependency of any site package', () => {
    for (const pkg of ['shell', 'mf-marketing', 'mf-research', 'mf-education', 'mf-tools']) {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
      expect(names, pkg).not.toContain('@brids/console');
      expect(names, pkg).not.toContain('react-admin');
    }
  });
});
