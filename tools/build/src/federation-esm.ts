import { existsSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The federation runtime's own packages, whose CommonJS builds the bundler cannot trim. */
const FEDERATION_CJS = /[\\/]@module-federation[\\/](?:runtime-core|runtime|runtime-tools|webpack-bundler-runtime|sdk|error-codes|inject-external-runtime-core-plugin)[\\/]dist[\\/].+\.cjs$/;

/** The ESM sibling of a federation package's CommonJS file (`x.cjs` -> `x.js` or `x.mjs`), when there is one. */
export function esmSibling(file: string): string | undefined {
  if (!FEDERATION_CJS.test(file)) return undefined;
  for (const ext of ['.js', '.mjs']) {
    const candidate = file.slice(0, -'.cjs'.length) + ext;
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Production builds take the federation runtime's ESM files wherever the plugin (or a CommonJS file of the
 * runtime) names the CommonJS ones: the bundler drops what nothing imports only from ES modules.
 */
export function pluginFederationEsm(): RsbuildPlugin {
  return {
    name: 'brids:federation-esm',
    setup(api) {
      api.modifyRspackConfig((config, { rspack, isProd }) => {
        if (!isProd) return;
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data: { createData?: { resource?: string } }) => {
            const resource = data.createData?.resource;
            const esm = resource && esmSibling(resource);
            if (esm && data.createData) data.createData.resource = esm;
          }),
        );
      });
    },
  };
}
