import * as contracts from '@brids/contracts';
import * as contractSchemas from '@brids/contracts/schema';
import * as i18n from '@brids/i18n';
import * as platform from '@brids/platform';
import * as ui from '@brids/ui';
import type { SHARED_PREFIXES, SINGLETONS } from '@brids/build/singletons';
import * as i18next from 'i18next';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactI18next from 'react-i18next';
import * as reactRouter from 'react-router';
import * as zustand from 'zustand';
import type { SharedModules } from './load-server-build.ts';

type SharedSpecifier = (typeof SINGLETONS)[number] | `${(typeof SHARED_PREFIXES)[number]}${string}`;

/**
 * The shared singletons the remotes' server builds `require`, answered with this server's own
 * copies: the build's list (tools/build leaves exactly these out of the builds) and, of the subpaths
 * it shares by prefix (`SHARED_PREFIXES`), the one the pages' builds require. Every page module and
 * the shell's layout then run on one React, one router, one i18next instance and one site store.
 * Imported statically, as the server's own code imports them, so the production bundle
 * (scripts/build-servers.mjs) answers with the very instances it inlined, and a dual package such as
 * react-router is one instance. `test/server-builds.test.ts` fails when a built remote requires one
 * that is not listed.
 */
const SHARED = {
  react,
  'react-dom': reactDom,
  'react-router': reactRouter,
  zustand,
  i18next,
  'react-i18next': reactI18next,
  '@brids/contracts': contracts,
  '@brids/contracts/schema': contractSchemas,
  '@brids/i18n': i18n,
  '@brids/platform': platform,
  '@brids/ui': ui,
  'react/jsx-runtime': reactJsxRuntime,
} as const satisfies Record<(typeof SINGLETONS)[number], unknown> & Partial<Record<SharedSpecifier, unknown>>;

export const SHARED_MODULE_SPECIFIERS = Object.keys(SHARED) as (keyof typeof SHARED)[];

/**
 * Answers the builds' requires from the shared singletons. In a plain Node process (tsx) import this
 * module only after `ignoreStyleImports()`: the design system imports its styles.
 */
export async function importSharedModules(): Promise<SharedModules> {
  const modules = new Map<string, unknown>(Object.entries(SHARED));
  return (specifier) => modules.get(specifier);
}
