// The libraries shared as Module Federation singletons, in one place for the build (shared-deps.ts,
// server-build.ts) and for the shell server, which answers the server builds' requires of them
// (shell/server/server-builds/shared-modules.ts). No imports: the server loads it without the bundler.

/** Libraries with exactly one instance on the page: the shell's copy serves every remote. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'i18next',
  'react-i18next',
  '@brids/contracts',
  '@brids/contracts/schema',
  '@brids/i18n',
  '@brids/platform',
  '@brids/ui',
] as const;

/** Subpath imports (`react/jsx-runtime`, `react-dom/client`) shared by prefix. */
export const SHARED_PREFIXES = ['react/', 'react-dom/'] as const;

/**
 * Singletons the shell provides from an asynchronous chunk of its own, never `eager` (so in no first view):
 * loaded when a consumer first needs them. `@brids/contracts/schema` is zod with every shared schema (the
 * builders the squads' contract modules use, the envelopes, the shell's resources); the main entry
 * `@brids/contracts` needs none of it until a call, a form or a contract module does.
 */
export const LAZY_SINGLETONS = ['@brids/contracts/schema'] as const satisfies readonly (typeof SINGLETONS)[number][];
