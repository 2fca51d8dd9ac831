import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LAZY_SINGLETONS, SHARED_PREFIXES, SINGLETONS } from './singletons.ts';

/**
 * Singletons shared through a lean entry of their own (`tools/build/shared-entries/<pkg>.js`):
 * Module Federation keeps every export of a shared module, so the shared copy re-exports only
 * what the site uses, from the file named here (the package's ESM production build), and the
 * bundler drops the rest. `@brids/build/impl/<pkg>` is aliased to that file (pluginSharedEntries).
 * zod is not shared as a package: the shell's tree-shaken copy is inside `@brids/contracts/schema` (a lazy
 * singleton), whose builders every contract module uses, instead of all of `zod/mini` (about 80 kB compressed).
 */
export const LEAN_ENTRIES = {
  'react-router': 'dist/production/index.mjs',
  'react-i18next': 'dist/es/index.js',
} as const satisfies Partial<Record<(typeof SINGLETONS)[number], string>>;

const SHARED_ENTRIES_DIR = path.resolve(import.meta.dirname, '../shared-entries');

function packageDir(pkg: string, fromDir: string): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  let dir = path.dirname(require.resolve(pkg));
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (json.name === pkg) return dir;
    } catch {
      // keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the package folder of ${pkg} from ${fromDir}`);
    dir = parent;
  }
}

/** `@brids/build/impl/<pkg>` -> the package's real file, for the lean shared entries of an app. */
export function leanEntryAliases(appDir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const [pkg, file] of Object.entries(LEAN_ENTRIES)) {
    const target = path.join(packageDir(pkg, appDir), file);
    if (!existsSync(target)) throw new Error(`${pkg}: ${file} is missing; update LEAN_ENTRIES in tools/build/src/shared-deps.ts`);
    aliases[`@brids/build/impl/${pkg}$`] = target;
    aliases[`${leanEntryFile(pkg)}$`] = path.join(SHARED_ENTRIES_DIR, `${pkg}.js`);
  }
  return aliases;
}

/**
 * The federation runtime's own packages, as the bundler resolves them for an app: the ESM build of
 * the runtime core (a remote's standalone page bundles it under another name, since the plain
 * request is the external), and the CommonJS builds of the SDK and error codes (the very modules
 * the app's bundled runtime uses, so the shell hands its own copies to the remotes).
 */
export function federationRuntimeAliases(appDir: string): Record<string, string> {
  const require = createRequire(path.join(appDir, 'package.json'));
  const plugin = path.dirname(require.resolve('@module-federation/rsbuild-plugin'));
  const enhanced = packageDir('@module-federation/enhanced', plugin);
  const runtimeTools = packageDir('@module-federation/runtime-tools', enhanced);
  const runtime = packageDir('@module-federation/runtime', runtimeTools);
  const core = packageDir('@module-federation/runtime-core', runtime);
  const sdk = packageDir('@module-federation/sdk', runtime);
  const errorCodes = packageDir('@module-federation/error-codes', runtime);
  return {
    '@brids/build/impl/federation-runtime-core$': path.join(core, 'dist', 'index.js'),
    '@brids/build/impl/federation-sdk$': path.join(sdk, 'dist', 'index.cjs'),
    '@brids/build/impl/federation-error-codes$': path.join(errorCodes, 'dist', 'index.cjs'),
  };
}

/** Globals of the federation packages a remote leaves out of its bundles (the shell provides them). */
export const FEDERATION_EXTERNALS = {
  '@module-federation/sdk': 'global _BRIDS_FEDERATION_SDK',
  '@module-federation/error-codes': 'global _BRIDS_FEDERATION_ERROR_CODES',
} as const;

/** The shell's runtime plugin that provides them. */
export const PROVIDE_FEDERATION_RUNTIME_PLUGIN = path.join(SHARED_ENTRIES_DIR, 'provide-federation-runtime.js');

/**
 * The lean shared entry of a package, when it has one, by a name of its own (`@brids/build/shared-entries/<pkg>`, an alias
 * of leanEntryAliases): the federation runtime's data in every build names the `import` of each shared module,
 * so an absolute file path would make the bytes depend on where the checkout lies.
 */
export function leanEntryFile(pkg: string): string | undefined {
  return pkg in LEAN_ENTRIES ? `@brids/build/shared-entries/${pkg}` : undefined;
}

/** The package of a specifier: `@brids/contracts/schema` -> `@brids/contracts`, `react` -> `react`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

function installedVersion(specifier: string, fromDir: string): string {
  const pkg = packageOf(specifier);
  const require = createRequire(path.join(fromDir, 'package.json'));
  let dir = path.dirname(require.resolve(pkg));
  for (;;) {
    const file = path.join(dir, 'package.json');
    try {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (json.name === pkg && json.version) return json.version;
    } catch {
      // keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the version of ${pkg} from ${fromDir}`);
    dir = parent;
  }
}

export interface SharedConfig {
  /** The module provided under this name (a lean entry), when it is not the package itself. */
  import?: string;
  singleton?: boolean;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
}

/**
 * Module Federation `shared` for an app in `appDir`: explicit `requiredVersion` ranges (a
 * `workspace:*` range would be taken literally), the same rules in the shell and every remote.
 * `eager` (the shell's production build): the shell's copies go into its initial chunks, which the
 * HTML names, instead of one async chunk each found only as the federation runtime asks for them; except
 * `LAZY_SINGLETONS`, an async chunk of the shell in every build (no first view needs them). A subpath
 * singleton (`@brids/contracts/schema`) has its package's version.
 */
export function sharedDependencies(appDir: string, options: { eager?: boolean } = {}): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  const eager = options.eager ? { eager: true } : {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg, appDir);
    const major = version.split('.')[0];
    const entry = leanEntryFile(pkg);
    const lazy = (LAZY_SINGLETONS as readonly string[]).includes(pkg);
    shared[pkg] = { ...(entry ? { import: entry } : {}), singleton: true, requiredVersion: `^${major}.0.0`, version, ...(lazy ? {} : eager) };
  }
  for (const prefix of SHARED_PREFIXES) {
    const pkg = prefix.slice(0, -1);
    const version = installedVersion(pkg, appDir);
    shared[prefix] = {
      singleton: true,
      requiredVersion: `^${version.split('.')[0]}.0.0`,
      version,
      ...eager,
    };
  }
  return shared;
}
