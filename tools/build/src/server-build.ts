import path from 'node:path';
import { rspack, type EnvironmentConfig, type Rspack } from '@rsbuild/core';
import { SERVER_BUILD_DIR } from './server-build-files.ts';
import { SHARED_PREFIXES, SINGLETONS } from './singletons.ts';

export { SERVER_BUILD_DIR, SERVER_ENTRY_FILE } from './server-build-files.ts';

/** The Rsbuild environment of a remote's server build (the browser build is `web`). */
export const SERVER_ENVIRONMENT = 'server';

/**
 * Whether a request stays out of the server build: exactly what the browser shares (the singletons,
 * and `react/` and `react-dom/` subpaths). The server that loads the build hands in its own copies, so
 * one React, one router, one i18next instance and one site store serve the shell's layout and every
 * remote's page, as Module Federation's singletons do in the browser. What the browser bundles per
 * consumer (a squad's contract module `@brids/contracts/marketing`, `@brids/ui/plot`) is bundled here
 * too: the version a remote was built with is the one its pages run on, on both sides.
 */
export function isServerExternal(request: string): boolean {
  return (SINGLETONS as readonly string[]).includes(request) || SHARED_PREFIXES.some((prefix) => request.startsWith(prefix));
}

/**
 * The server build's entry: every page module of the remote (one per route, as the browser build
 * exposes them), each behind a function. With `asyncChunks: false` the imports stay in the one file.
 */
export function serverEntrySource(exposes: Record<string, string>, appDir: string): string {
  const lines = Object.entries(exposes).map(
    ([module, file]) => `  ${JSON.stringify(module)}: () => import(${JSON.stringify(path.resolve(appDir, file))}),`,
  );
  return `export const pages = {\n${lines.join('\n')}\n};\n`;
}

/**
 * A remote's server build, built beside its browser build by the same `rsbuild build` (one more
 * Rsbuild environment, compiled in parallel): its page modules for Node as one CommonJS file,
 * `<dist>/server/index.js`, exporting `pages` (module name -> loader of the page module), with the
 * shared singletons left as `require` calls (see isServerExternal). Plain Rsbuild, no federation:
 * the shell server evaluates the file itself (shell/server/server-builds/load-server-build.ts) and answers
 * those requires, so a version it no longer needs can be dropped and garbage-collected (a Node
 * `import()` of each version would keep every one for the life of the process).
 */
export function serverEnvironment(options: { appDir: string; dist: string; exposes: Record<string, string> }): EnvironmentConfig {
  const entry = path.join(options.appDir, 'src', '.server-entry.js');
  return {
    source: { entry: { index: entry } },
    output: {
      target: 'node',
      distPath: { root: path.join(options.dist, SERVER_BUILD_DIR) },
      filename: { js: '[name].js' },
      // Readable stack traces in the server's logs; the file is read once per pinned version.
      minify: false,
      sourceMap: false,
      emitAssets: false,
      externals: [
        ({ request }: Rspack.ExternalItemFunctionData, callback: (error?: Error, result?: string) => void) =>
          request && isServerExternal(request) ? callback(undefined, `commonjs ${request}`) : callback(),
      ],
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: {
      htmlPlugin: false,
      rspack: {
        output: { asyncChunks: false, library: { type: 'commonjs2' } },
        plugins: [new rspack.experiments.VirtualModulesPlugin({ [entry]: serverEntrySource(options.exposes, options.appDir) })],
      },
    },
  };
}
