#!/usr/bin/env node
// The production builds of the two Node servers (issue 29, deploy/README.md's build contract) and of the
// release CLI (issue 37: the release image): plain JavaScript that runs without TypeScript or tsx. Each is
// one ES module bundle per entry point: the workspace
// packages (@brids/*) inlined, npm packages left to node_modules (the image installs production
// dependencies only; native ones, better-sqlite3 and sharp, cannot be bundled anyway).
import { copyFile, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * What each build makes: entry points (by output name) and the output folder; `dir` is the package whose
 * package.json must declare the bundle's npm imports (default: the build's name).
 */
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
  // The release CLI of the release image (`node tools/release/dist/cli.js <command>`, deploy/Dockerfile's
  // `release` target); it reads the repository's layout from the folder holding pnpm-workspace.yaml.
  release: {
    dir: 'tools/release',
    outdir: 'tools/release/dist',
    entryPoints: { cli: 'tools/release/src/cli.ts' },
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
  const manifest = JSON.parse(await readFile(path.join(ROOT, SERVER_BUILDS[name].dir ?? name, 'package.json'), 'utf8'));
  const declared = new Set(Object.keys(manifest.dependencies ?? {}));
  const imported = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const entry of output.imports) if (entry.external && !entry.path.startsWith('node:') && !builtinModules.includes(entry.path)) imported.add(packageOf(entry.path));
  }
  const missing = [...imported].filter((pkg) => !declared.has(pkg)).sort();
  if (missing.length) throw new Error(`${SERVER_BUILDS[name].dir ?? name}/package.json must list the npm packages its build imports: ${missing.join(', ')}`);
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
    target: 'node24',
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

/** Builds both servers and the release CLI (`pnpm build` runs this after the browser builds). */
export async function buildServers() {
  // Every build runs to its end (a failing one leaves no other half-written); then the failures, together.
  const results = await Promise.allSettled(Object.keys(SERVER_BUILDS).map(buildServer));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length === 1) throw failures[0];
  if (failures.length) throw new AggregateError(failures, failures.map((failure) => failure.message).join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServers();
