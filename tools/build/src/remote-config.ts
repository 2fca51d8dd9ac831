import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { z } from 'zod/mini';
import type { RouteDeclaration } from '@brids/contracts';
import { routeDeclaration } from '@brids/contracts/release';
import { contentApiUrl, remotePort } from './dev-env.ts';
import { buildDirs } from './build-dir.ts';
import { pluginCompileHints } from './compile-hints.ts';
import { pluginStableModuleIds } from './stable-module-ids.ts';
import { pluginPrecompress } from './precompress.ts';
import { SERVER_ENVIRONMENT, serverEnvironment } from './server-build.ts';
import { pluginStandaloneRuntime } from './standalone-runtime.ts';
import { pluginFederationEsm } from './federation-esm.ts';
import { FEDERATION_EXTERNALS, federationRuntimeAliases, leanEntryAliases, sharedDependencies } from './shared-deps.ts';

/** The site's favicon (the shell's), served by a remote's dev server for its standalone page. */
const SHELL_FAVICON = path.resolve(import.meta.dirname, '../../../shell/public/favicon.png');

export interface RemoteOptions {
  /** Federation name, `mf_<squad>`. */
  name: string;
  /** The remote's package folder (pass `import.meta.dirname`). */
  dir: string;
  routes: RouteDeclaration[];
  /** Default dev server port of the remote (standalone and inside the shell); `MF_<SQUAD>_PORT` overrides it. */
  port: number;
  title: string;
}

/** The page modules a remote exposes: one per route module, `./pages/x` -> `./src/pages/x/index.tsx`. */
/**
 * A remote's async chunks are named by their chunk id (`static/js/async/52.js`, its CSS `static/css/async/52.css`), so
 * the remote entry finds a chunk's file as `prefix + id + '.js'` instead of through a table of every chunk's name:
 * 466 B less brotli in each first view (docs/performance.md). Safe because the published folder is immutable.
 */
function nameChunksById(config: { output?: { chunkFilename?: unknown }; plugins?: unknown[] }): void {
  config.output ??= {};
  config.output.chunkFilename = 'static/js/async/[id].js';
  for (const plugin of config.plugins ?? []) {
    const options = (plugin as { options?: { chunkFilename?: string } } | null)?.options;
    if ((plugin as object | null)?.constructor?.name === 'CssExtractRspackPlugin' && options) options.chunkFilename = 'static/css/async/[id].css';
  }
}

export function exposesOf(routes: RouteDeclaration[]): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const route of routes) exposes[route.module] = `./src/${route.module.slice(2)}/index.tsx`;
  return exposes;
}

/** Writes the remote's route declarations next to its mf-manifest.json, for publishing. */
function pluginRoutesJson(routes: RouteDeclaration[]): RsbuildPlugin {
  return {
    name: 'brids:routes-json',
    setup(api) {
      api.onAfterBuild(() => {
        const dist = api.context.distPath;
        mkdirSync(dist, { recursive: true });
        writeFileSync(path.join(dist, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
      });
    },
  };
}

/**
 * Dev only: the standalone page's own script and style tags from the server root. With
 * `assetPrefix: 'auto'` they are relative (`static/js/index.js`), which breaks on any nested
 * path (`/id/alat-analisis/...` would ask for `/id/alat-analisis/static/js/index.js`). The
 * chunks' public path stays 'auto', so the remote still loads from its own origin in the shell.
 */
function pluginRootedDevHtml(): RsbuildPlugin {
  const relative = (url: unknown): url is string => typeof url === 'string' && !/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(url);
  return {
    name: 'brids:rooted-dev-html',
    setup(api) {
      api.modifyHTMLTags((tags) => {
        if (api.context.action !== 'dev') return tags;
        for (const tag of [...tags.headTags, ...tags.bodyTags]) {
          for (const attr of ['src', 'href']) {
            const url = tag.attrs?.[attr];
            if (tag.attrs && relative(url)) tag.attrs[attr] = `/${url}`;
          }
        }
        return tags;
      });
    },
  };
}

/** Rsbuild config of a remote: federation exposes from its routes, shared singletons, standalone entry. */
export function defineRemoteConfig(options: RemoteOptions): RsbuildConfig {
  const routes = z.parse(z.array(routeDeclaration), options.routes);
  const port = remotePort(options.name, options.port);
  const exposes = exposesOf(routes);
  const pageModules = Object.values(exposes).map((file) => path.resolve(options.dir, file));
  // Production builds use the shell's federation runtime (one on the page, about 30 kB compressed
  // less per remote); dev servers keep their own, so a squad's standalone page needs nothing else.
  const production = process.env.NODE_ENV === 'production';
  const web = {
    source: { entry: { index: './src/index.ts' } },
    html: { title: options.title, template: path.join(import.meta.dirname, '../index.html') },
  };
  return {
    root: options.dir,
    // Production builds also make the server build of the page modules (server-build.ts); dev
    // servers build for the browser only.
    ...(production
      ? { environments: { web, [SERVER_ENVIRONMENT]: serverEnvironment({ appDir: options.dir, dist: buildDirs(options.dir).dist, exposes }) } }
      : web),
    resolve: {
      alias: {
        ...leanEntryAliases(options.dir),
        ...federationRuntimeAliases(options.dir),
      },
    },
    output: {
      assetPrefix: 'auto',
      // No hash in file names: a published build lives in its own immutable folder, remotes/<remote>/<version>/
      // (tools/release refuses other bytes under a taken version), so the folder already names the bytes, and the
      // remote entry (on every first view) carries no table of each chunk's hash and name (nameChunksById).
      filenameHash: false,
      // For the first-view breakdown (docs/performance.md): source maps beside the scripts, as the shell's.
      ...(process.env.PROFILE_SOURCE_MAP ? { sourceMap: { js: 'source-map' as const } } : {}),
      ...(process.env.BRIDS_BUILD_DIR ? { distPath: { root: buildDirs(options.dir).dist }, cleanDistPath: true } : {}),
    },
    dev: {
      assetPrefix: 'auto',
      // Lazy compilation (on by default for dynamic imports) leaves the standalone page asking for
      // shared-module chunks that were never emitted; a remote is small enough to build at once.
      lazyCompilation: false,
      // The exposes come from the routes: a new page needs the dev server to restart.
      watchFiles: { paths: path.join(options.dir, 'src', 'routes.ts'), type: 'restart' },
    },
    server: {
      // The federation plugin points the remote's HMR client at this port, so its modules
      // hot-update from their own dev server also when they run inside the shell's page.
      port,
      strictPort: true,
      cors: { origin: '*' },
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: { '/api': contentApiUrl() },
      historyApiFallback: true,
      // The standalone page's favicon is the shell's (dev server only, never in the build).
      setup: ({ action, server }) => {
        if (action !== 'dev') return;
        server.middlewares.use((req, res, next) => {
          if (req.url?.split('?')[0] !== '/favicon.png') return next();
          readFile(SHELL_FAVICON).then(
            (png) => {
              res.writeHead(200, { 'Content-Type': 'image/png' });
              res.end(png);
            },
            () => next(),
          );
        });
      },
    },
    // A page's code is one chunk: modules two pages share are copied into each, never split into a chunk of
    // their own (which cost each first view a request and a few hundred bytes, and flipped on whenever the
    // shared modules crossed rspack's 20 kB minSize). Dynamic imports still make chunks of their own.
    performance: { chunkSplit: { strategy: 'split-by-experience', override: { chunks: 'initial' } } },
    tools: {
      rspack: (config, { isDev }) => {
        // The SDK and error codes of the federation runtime come from the shell, like its core.
        if (production) config.externals = [...[config.externals ?? []].flat(), { ...FEDERATION_EXTERNALS }];
        if (production && config.name === 'web') nameChunksById(config);
        // Page modules hot-update in place, standalone and inside the shell (see the loader).
        if (isDev) {
          config.module ??= {};
          config.module.rules ??= [];
          config.module.rules.push({
            test: pageModules,
            enforce: 'pre',
            use: [{ loader: path.join(import.meta.dirname, 'page-hmr-loader.cjs') }],
          });
        }
      },
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDependencies(options.dir),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // Browser-only code, and no remotes of its own (a remote never loads another remote).
        experiments: { externalRuntime: production, optimization: { target: 'web', disableRemote: true } },
      }, { environment: 'web' }),
      pluginRoutesJson(routes),
      pluginCompileHints(),
      pluginStableModuleIds(),
      pluginPrecompress(),
      ...(production ? [pluginFederationEsm(), pluginStandaloneRuntime(options.dir)] : []),
      pluginRootedDevHtml(),
    ],
  };
}
