export {
  federationRuntimeAliases,
  leanEntryAliases,
  PROVIDE_FEDERATION_RUNTIME_PLUGIN,
  sharedDependencies,
  type SharedConfig,
} from './shared-deps.ts';
export { LAZY_SINGLETONS, SHARED_PREFIXES, SINGLETONS } from './singletons.ts';
export { defineRemoteConfig, exposesOf, type RemoteOptions } from './remote-config.ts';
export { contentApiUrl, remotePort, remotePortVariable } from './dev-env.ts';
export { devReleaseManifest, readRoutes, type DevRemote } from './dev-release.ts';
export { bootAssets, bootPreloadTags, pluginBootPreload, type BootAssets } from './boot-preload.ts';
export { pluginPrecompress, precompressDir } from './precompress.ts';
export { COMPILE_HINT, pluginCompileHints } from './compile-hints.ts';
export { buildDirs } from './build-dir.ts';
export { esmSibling, pluginFederationEsm } from './federation-esm.ts';
export { pluginStableModuleIds } from './stable-module-ids.ts';
