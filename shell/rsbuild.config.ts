import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type ServerConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  buildDirs,
  contentApiUrl,
  federationRuntimeAliases,
  leanEntryAliases,
  pluginBootPreload,
  pluginCompileHints,
  pluginFederationEsm,
  pluginPrecompress,
  pluginStableModuleIds,
  PROVIDE_FEDERATION_RUNTIME_PLUGIN,
  sharedDependencies,
} from '@brids/build';

type ServerSetup = Extract<NonNullable<ServerConfig['setup']>, (...args: never[]) => unknown>;

/** Where `pnpm dev` (scripts/dev.mjs) writes the development release manifest. */
const DEV_RELEASE_FILE =
  process.env.BRIDS_DEV_RELEASE ?? path.join(import.meta.dirname, '..', '.cache', 'dev', 'release.json');

/**
 * Dev only, first thing in <head>: a React DevTools hook that records renderers. Each federated
 * bundle has its own React Refresh runtime; a runtime that starts after react-dom has registered
 * finds its renderer only in `hook.renderers`, which the refresh runtime's fallback hook leaves
 * empty, so a remote's components would never re-render on edit. The real DevTools extension's
 * hook stores renderers the same way and is left alone when present.
 */
const DEVTOOLS_HOOK_STUB = `(function () {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  var renderers = new Map();
  var nextId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: renderers,
    supportsFiber: true,
    inject: function (renderer) { var id = ++nextId; renderers.set(id, renderer); return id; },
    onScheduleFiberRoot: function () {},
    onCommitFiberRoot: function () {},
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {}
  };
})();`;

/**
 * Dev only: serves the development release manifest at /release.json (the shell fetches it when
 * no manifest is inlined), read on every request so that a regenerated file applies on reload.
 */
function serveDevRelease(file: string): ServerSetup {
  return ({ action, server }) => {
    if (action !== 'dev') return;
    server.middlewares.use((req, res, next) => {
      if (req.url?.split('?')[0] !== '/release.json') return next();
      readFile(file, 'utf8').then(
        (body) => {
          res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
          res.end(body);
        },
        () => {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end(`No development release manifest at ${file}: start the site with \`pnpm dev\`.\n`);
        },
      );
    });
  };
}

// The host. No remote is compiled in: the release manifest names them at run time.
export default defineConfig(({ command }) => {
  const dev = command === 'dev';
  const runtimeAliases = federationRuntimeAliases(import.meta.dirname);
  return {
    source: { entry: { index: dev ? './src/index.ts' : './src/index.production.ts' } },
    html: {
      title: 'BRI Danareksa Sekuritas',
      template: path.join(import.meta.dirname, '../tools/build/index.html'),
      tags: dev ? [{ tag: 'script', children: DEVTOOLS_HOOK_STUB, head: true, append: false }] : [],
    },
    resolve: {
      alias: {
        ...leanEntryAliases(import.meta.dirname),
        ...runtimeAliases,
        // The retry plugin brings an older copy of the federation SDK for its `createLogger`; the
        // runtime's copy has the same function, so the page carries one SDK (0.3 kB less to load).
        '@module-federation/sdk$': runtimeAliases['@brids/build/impl/federation-sdk$']!,
      },
    },
    output: {
      assetPrefix: '/',
      // As the remotes: the shell's runtime lists its chunks' hashes, on every first view; 8 hex digits name a file apart.
      filenameHash: 'contenthash:8',
      // For profiling a production build (docs/performance.md): source maps beside the scripts.
      ...(process.env.PROFILE_SOURCE_MAP ? { sourceMap: { js: 'source-map' as const } } : {}),
      ...(process.env.BRIDS_BUILD_DIR ? { distPath: { root: buildDirs(import.meta.dirname).dist }, cleanDistPath: true } : {}),
    },
    // A squad's new or changed route rewrites the dev release manifest: reload to compose it.
    ...(dev ? { dev: { watchFiles: { paths: DEV_RELEASE_FILE, type: 'reload-page' as const } } } : {}),
    server: {
      port: Number(process.env.PORT ?? 3000),
      proxy: { '/api': contentApiUrl() },
      historyApiFallback: true,
      ...(dev ? { setup: serveDevRelease(DEV_RELEASE_FILE) } : {}),
    },
    // Production: one initial script. The shared libraries and the shell's entry compress better together (brotli
    // finds what they repeat; 1,980 B less on every first view than react-dom and the router in a file of their own)
    // and a request less. Lazy imports keep their chunks. The price: a new shell build is a new download of the
    // libraries too. Dev servers split as before.
    performance: { chunkSplit: { strategy: dev ? 'split-by-experience' : 'all-in-one' } },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        // Production: the shared libraries are in the shell's initial chunks (eager), named by the HTML.
        shared: sharedDependencies(import.meta.dirname, { eager: !dev }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // The remotes build with `externalRuntime`: they use this runtime (one on the page), its
        // SDK and error codes included (PROVIDE_FEDERATION_RUNTIME_PLUGIN).
        // Production: remotes load by their entry, never by a manifest (src/federation.ts), so the runtime's
        // snapshot and preload code stays out of the start-up script (with the runtime-core patch, its
        // SnapshotHandler too). Dev servers keep it.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web', ...(dev ? {} : { disableSnapshot: true }) } },
        runtimePlugins: [PROVIDE_FEDERATION_RUNTIME_PLUGIN],
      }),
      pluginFederationEsm(),
      pluginBootPreload(),
      pluginCompileHints(),
      pluginStableModuleIds(),
      pluginPrecompress(),
    ],
  };
});
