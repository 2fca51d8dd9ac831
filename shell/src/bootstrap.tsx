import { yieldToMain } from './yield.ts';

// The start-up evaluates its modules in layers, each in a task of its own: evaluating all of them in
// one go was the longest task of a first visit (130–190 ms on Lighthouse's simulated phone). `eager`: the
// modules stay in this chunk (no extra request); each import only runs them, after a yield.

// The contracts' main entry: the API client, locales, inline data (zod and the schemas are the shared
// `@brids/contracts/schema`, an asynchronous chunk loaded on first use).
await import(/* webpackMode: "eager" */ '@brids/contracts');
await yieldToMain();
// i18next with the shell's texts.
await import(/* webpackMode: "eager" */ './i18n/index.ts');
await yieldToMain();
// React's DOM renderer.
await import(/* webpackMode: "eager" */ 'react-dom/client');
await yieldToMain();
// The router, the platform (route composition, middleware, stores) and the design system.
await Promise.all([
  import(/* webpackMode: "eager" */ 'react-router'),
  import(/* webpackMode: "eager" */ '@brids/platform'),
]);
await yieldToMain();
await import(/* webpackMode: "eager" */ '@brids/ui');
await yieldToMain();
// The shell itself: release, remotes, router, first render (start-site.tsx yields between those too).
await import(/* webpackMode: "eager" */ './start-site.tsx');
