import { rspack, type RsbuildPlugin } from '@rsbuild/core';

/** V8's explicit compile hint for a whole file (Chrome 136+; other engines read a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Production builds: every script starts with V8's compile hint, so Chrome compiles all of its
 * functions while it streams the file in, on a background thread, instead of compiling each one on
 * the main thread the first time it is called. A script of this site is only requested to run:
 * the boot chunks, the page's remote entry and chunks, lazy chunks when their feature is used
 * (`<link rel="prefetch">` files are not compiled until they run). Measured: the main thread's
 * CPU time of a first visit down by about a fifth on the budgeted pages, for about 400 ms more
 * compiling on background threads (docs/performance.md).
 *
 * The hint must be the file's first line: it goes in after minification (which drops comments)
 * and before source maps and the real content hashes are made, so both describe the final file.
 */
export function pluginCompileHints(): RsbuildPlugin {
  return {
    name: 'brids:compile-hints',
    setup(api) {
      api.modifyRspackConfig((config, { isProd, environment }) => {
        // Browsers only: a server build is compiled by Node, which has no use for the hint.
        if (!isProd || environment.config.output.target === 'node') return;
        config.plugins ??= [];
        config.plugins.push(
          new rspack.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: /\.m?js$/,
            stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        );
      });
    },
  };
}
