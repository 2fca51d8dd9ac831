import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Browser production builds number their modules and chunks in order (`moduleIds` and `chunkIds: 'natural'`)
 * instead of by a hash of each one's name (`deterministic`): the federation plugin names its runtime module by
 * a data URL that holds absolute paths, and an async chunk's hashed id moved with the folder too, so hashed
 * ids (and through their collisions many others) changed with the folder of the checkout, and with them
 * 80-200 B of every first view (the budget passed in one folder and failed in another). In order, the same
 * sources give the same bytes anywhere, and the ids are shorter. The price, a module or chunk added renumbers
 * the ones after it, costs nothing here: the shell's start-up is one script, its chunks carry a content hash,
 * and a remote's files live in an immutable version folder.
 */
export function pluginStableModuleIds(): RsbuildPlugin {
  return {
    name: 'brids:stable-module-ids',
    setup(api) {
      api.modifyRspackConfig((config, { isProd, environment }) => {
        if (!isProd || environment.config.output.target === 'node') return;
        config.optimization = { ...config.optimization, moduleIds: 'natural', chunkIds: 'natural' };
      });
    },
  };
}
