import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEAN_ENTRIES, leanEntryAliases, sharedDependencies } from '../src/shared-deps.ts';

// The lean shared entries (tools/build/shared-entries/<pkg>.js) re-export only what the site uses.
// The shell provides the copy every remote uses, so a name missing from an entry would be
// `undefined` in the browser: every name the workspace imports must be listed.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['shell/src', 'mf-marketing/src', 'mf-research/src', 'mf-education/src', 'mf-tools/src', 'shared/contracts/src', 'shared/i18n/src', 'shared/platform/src', 'shared/ui/src'];

/** Browser code: a remote's tests (`*.test.*`) and its test helpers (`src/test/`) never reach a bundle. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test' ? [] : sourceFiles(file);
    return /\.(?:tsx?|jsx?)$/.test(name) && !/\.test\./.test(name) ? [file] : [];
  });
}

/** Value names imported from `pkg` anywhere in the workspace's browser code (type-only imports left out). */
function importedNames(pkg: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${pkg.replace('/', '\\/')}['"]`, 'g');
  for (const file of SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(pattern)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const item = part.trim();
        if (!item || item.startsWith('type ')) continue;
        names.set(item.split(/\s+as\s+/)[0]!.trim(), path.relative(ROOT, file));
      }
    }
    const other = new RegExp(`import\\s+\\w+\\s+from\\s+['"]${pkg}['"]|import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+['"]${pkg}['"]`);
    if (other.test(source)) names.set('* or default', path.relative(ROOT, file));
  }
  return names;
}

function exportedNames(pkg: string): Set<string> {
  const source = readFileSync(path.join(ROOT, 'tools/build/shared-entries', `${pkg}.js`), 'utf8');
  const block = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set(block.split(',').map((name) => name.trim()).filter(Boolean));
}

describe('lean shared entries', () => {
  for (const pkg of Object.keys(LEAN_ENTRIES)) {
    it(`${pkg}: every name the workspace imports is exported`, () => {
      const exported = exportedNames(pkg);
      const missing = [...importedNames(pkg)].filter(([name]) => !exported.has(name)).map(([name, file]) => `${name} (${file})`);
      expect(missing, `add these to tools/build/shared-entries/${pkg}.js (and release the shell first)`).toEqual([]);
    });
  }

  it('are provided under the package name, from files that exist', () => {
    const shared = sharedDependencies(path.join(ROOT, 'shell'));
    const aliases = leanEntryAliases(path.join(ROOT, 'shell'));
    for (const pkg of Object.keys(LEAN_ENTRIES)) {
      expect(shared[pkg]?.import).toBe(`@brids/build/shared-entries/${pkg}`);
      expect(aliases[`@brids/build/shared-entries/${pkg}$`]).toBe(path.join(ROOT, 'tools/build/shared-entries', `${pkg}.js`));
      expect(shared[pkg]?.singleton).toBe(true);
      expect(statSync(aliases[`@brids/build/impl/${pkg}$`]!).isFile()).toBe(true);
    }
  });
});
