import path from 'node:path';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';
import { federationRuntimeAliases } from './shared-deps.ts';

/** Where a production build of a remote puts the federation runtime of its standalone page. */
export const STANDALONE_RUNTIME_FILE = 'static/js/federation-runtime.js';

/**
 * Production builds of a remote leave the federation runtime out (`externalRuntime` and the SDK
 * externals): inside the site the shell's runtime serves every remote. The remote's own standalone
 * page (`rsbuild preview`) then needs the runtime from elsewhere, before its first script runs:
 * this plugin builds `shared-entries/federation-runtime.js` (which sets the globals the bundles
 * read) into its own file with a separate small compilation, and puts a plain `<script>` for it
 * first in the page's head. The federation runtime inside an entry starts before the entry's own
 * modules, so the globals cannot be set from within the page's bundle.
 */
export function pluginStandaloneRuntime(appDir: string): RsbuildPlugin {
  return {
    name: 'brids:standalone-runtime',
    setup(api) {
      api.modifyHTMLTags((tags) => {
        if (api.context.action !== 'build') return tags;
        tags.headTags.unshift({ tag: 'script', attrs: { src: STANDALONE_RUNTIME_FILE } });
        return tags;
      });
      api.onAfterBuild(async () => {
        if (api.context.action !== 'build') return;
        const output = path.join(api.context.distPath, STANDALONE_RUNTIME_FILE);
        const compiler = rspack({
          mode: 'production',
          target: 'web',
          context: appDir,
          entry: path.resolve(import.meta.dirname, '../shared-entries/federation-runtime.js'),
          output: { path: path.dirname(output), filename: path.basename(output), iife: true },
          resolve: { alias: federationRuntimeAliases(appDir) },
          optimization: { splitChunks: false, runtimeChunk: false },
          devtool: false,
        });
        await new Promise<void>((resolve, reject) => {
          compiler.run((error, stats) => {
            compiler.close(() => {});
            if (error) return reject(error);
            if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
            resolve();
          });
        });
      });
    },
  };
}
