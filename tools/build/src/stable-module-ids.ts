import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Browser production builds number their modules in order (`moduleIds: 'natural'`) instead of by a hash of
 * each module's name (`deterministic`): the federation plugin's runtime module is named by a data URL that
 * holds absolute paths, so hashed ids, and through their collisions many others, changed with the folder of
 * the checkout, and with them 100-200 B of every first view (the budget passed in one folder and failed in
 * another). In order, the same sources give the same bytes anywhere, and the ids are shorter (278 B less
 * brotli on the shell's script). The price, a module added renumbers the ones after it, costs nothing here:
 * the shell's start-up is one script, and a remote's files live in an immutable version folder.
 */
export function pluginStableModuleIds(): RsbuildPlugin {
  return {
    name: 'brids:stable-module-ids',
    setup(api) {
      api.modifyRspackConfig((config, { isProd, environment }) => {
        if (!isProd || environment.config.output.target === 'node') return;
        config.optimization = { ...config.optimization, moduleIds: 'natural' };
      });
    },
  };
}
