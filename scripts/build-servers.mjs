#!/usr/bin/env node
// The production builds of the two Node servers (issue 29, deploy/README.md's build contract): plain
// JavaScript that runs without TypeScript or tsx. Each server is one ES module bundle: the workspace
// packages (@brids/*) inlined, npm packages left to node_modules (the image installs production
// dependencies only; native ones, better-sqlite3 and sharp, cannot be bundled anyway).
import { copyFile, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');

/** What each server's build makes: entry points (by output name) and the output folder. */
export const SERVER_BUILDS = {
  'content-service': {
    outdir: 'content-service/dist',
    entryPoints: { main: 'content-service/src/main.ts', cli: 'content-service/src/cli.ts' },
  },
  shell: {
    outdir: 'shell/dist-server',
    entryPoints: { main: 'shell/server/main.ts' },
    // The Node module hook the server registers for style imports under tsx (server-builds/ignore-style-imports.ts)
    // is looked up beside the running file; in the bundle style imports are already empty modules.
    copy: ['shell/server/server-builds/ignore-style-hooks.mjs'],
  },
};

/** npm packages stay imports (resolved from node_modules at run time); workspace packages are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@brids/') ? undefined : { path: args.path, external: true }));
  },
};

const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * Every npm package the bundle imports must be a dependency of the server's own package.json: the
 * inlined workspace packages' imports become the server's, and the image installs only its dependencies.
 */
async function checkDeclared(name, metafile) {
  const manifest = JSON.parse(await readFile(path.join(ROOT, name, 'package.json'), 'utf8'));
  const declared = new Set(Object.keys(manifest.dependencies ?? {}));
  const imported = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const entry of output.imports) if (entry.external && !entry.path.startsWith('node:') && !builtinModules.includes(entry.path)) imported.add(packageOf(entry.path));
  }
  const missing = [...imported].filter((pkg) => !declared.has(pkg)).sort();
  if (missing.length) throw new Error(`${name}/package.json must list the npm packages its build imports: ${missing.join(', ')}`);
}

/** Builds one server into its output folder (emptied first). */
async function buildServer(name) {
  const server = SERVER_BUILDS[name];
  const outdir = path.join(ROOT, server.outdir);
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    metafile: true,
    absWorkingDir: ROOT,
    entryPoints: server.entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // The design system's stylesheets belong to the browser builds.
    loader: { '.css': 'empty' },
    plugins: [npmPackagesExternal],
    // A CommonJS `require` for bundled code that uses one (ES module output has none).
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  await checkDeclared(name, result.metafile);
  for (const file of server.copy ?? []) await copyFile(path.join(ROOT, file), path.join(outdir, path.basename(file)));
}

/** Builds both servers (`pnpm build` runs this after the browser builds). */
export async function buildServers() {
  await Promise.all(Object.keys(SERVER_BUILDS).map(buildServer));
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServers();
