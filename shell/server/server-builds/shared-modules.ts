import { SHARED_PREFIXES, SINGLETONS } from '@brids/build/singletons';
import type { SharedModules } from './load-server-build.ts';

/**
 * The shared singletons the remotes' server builds `require`, answered with this server's own
 * copies: the build's list (tools/build leaves exactly these out of the builds) and, of the subpaths
 * it shares by prefix (`SHARED_PREFIXES`), the one the pages' builds require. Every page module and
 * the shell's layout then run on one React, one router, one i18next instance and one site store.
 * `test/server-builds.test.ts` fails when a built remote requires one that is not listed.
 */
export const SHARED_MODULE_SPECIFIERS = [...SINGLETONS, 'react/jsx-runtime'] as const satisfies readonly (
  | (typeof SINGLETONS)[number]
  | `${(typeof SHARED_PREFIXES)[number]}${string}`
)[];

/**
 * Imports the shared singletons (as ES modules, the way the server's own code imports them, so a
 * dual package such as react-router is one instance) and answers the builds' requires from them.
 * In a plain Node process call `ignoreStyleImports()` first: the design system imports its styles.
 */
export async function importSharedModules(): Promise<SharedModules> {
  const modules = new Map<string, unknown>();
  for (const specifier of SHARED_MODULE_SPECIFIERS) modules.set(specifier, await import(specifier));
  return (specifier) => modules.get(specifier);
}
