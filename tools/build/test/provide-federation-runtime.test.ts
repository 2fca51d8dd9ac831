import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEDERATION_EXTERNALS, PROVIDE_FEDERATION_RUNTIME_PLUGIN } from '../src/shared-deps.ts';

// A remote's production bundles leave the federation SDK and error codes out (FEDERATION_EXTERNALS) and read them
// from globals the shell's runtime plugin sets (shared-entries/provide-federation-runtime.js). The plugin hands
// over only the names a remote's bundled federation code imports, so the shell's start-up script keeps no more of
// those modules than that: a name missing there would be `undefined` in a remote, so every name imported must be
// provided. What a remote bundles of the federation packages: `@module-federation/runtime` and the
// webpack-bundler-runtime (the runtime core is the shell's, `externalRuntime`); the bundler takes their ES modules.

const REMOTE = path.resolve(import.meta.dirname, '../../../mf-research');

function packageDist(pkg: string, from: string): string {
  const require = createRequire(path.join(from, 'package.json'));
  let dir = path.dirname(require.resolve(pkg));
  while (path.basename(dir) !== 'dist') dir = path.dirname(dir);
  return dir;
}

function esModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return esModules(file);
    return name.endsWith('.js') ? [file] : [];
  });
}

/** `{ a, b as c }` -> ['a', 'b']. */
const namesOf = (list: string) => list.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!).filter(Boolean);

/** The names imported from `pkg` by the given files, and whether any imports the whole module. */
function importsOf(files: string[], pkg: string) {
  const names = new Set<string>();
  let whole = false;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg}["']`, 'g'))) for (const name of namesOf(match[1]!)) names.add(name);
    if (new RegExp(`import\\s*\\*\\s*as\\s+\\w+\\s+from\\s*["']${pkg}["']|require\\(["']${pkg}["']\\)`).test(source)) whole = true;
  }
  return { names: [...names].sort(), whole };
}

const plugin = readFileSync(PROVIDE_FEDERATION_RUNTIME_PLUGIN, 'utf8');
const provided = (impl: string) => {
  const match = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'@brids/build/impl/${impl}'`).exec(plugin);
  return match ? namesOf(match[1]!).sort() : [];
};

describe("the shell's provision of the federation SDK and error codes to the remotes", () => {
  const runtimeTools = path.dirname(packageDist('@module-federation/runtime-tools', path.dirname(createRequire(path.join(REMOTE, 'package.json')).resolve('@module-federation/rsbuild-plugin'))));
  const files = ['@module-federation/runtime', '@module-federation/webpack-bundler-runtime'].flatMap((pkg) => esModules(packageDist(pkg, runtimeTools)));

  it('reads the federation code a remote bundles', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(Object.keys(FEDERATION_EXTERNALS)).toEqual(['@module-federation/sdk', '@module-federation/error-codes']);
  });

  it.each([
    ['@module-federation/sdk', 'federation-sdk'],
    ['@module-federation/error-codes', 'federation-error-codes'],
  ])('provides every name a remote imports from %s, and no whole module is asked for', (pkg, impl) => {
    const imported = importsOf(files, pkg);
    expect(imported.whole).toBe(false);
    expect(imported.names.length).toBeGreaterThan(0);
    expect(provided(impl)).toEqual(expect.arrayContaining(imported.names));
  });
});
