import type { GetCall } from './api-call.ts';
import { queryString } from './query-string.ts';

// Read by the remotes' src/routes.ts only (build and release tools), never bundled into a page.

/** A route parameter in a preload (`:locale`, `:slug`), filled in by the server for each document. */
export type Placeholder = `:${string}`;

/** A call's arguments where any value may be a route parameter's placeholder. */
export type PreloadArgs<A> = { [K in keyof A]: A[K] | Placeholder };

const PLACEHOLDER = /^:[A-Za-z_]\w*$/;

/**
 * A declared call as the client sends it, '/api/...?...', for a route's `data` (preloaded by the server from
 * the HTML): built by the call's own path and query, so it cannot drift from what the page asks for; each
 * ':name' placeholder value stays literal where the client would have encoded it.
 */
export function preloadOf<A>(call: GetCall<A, unknown>, args: PreloadArgs<A>): string {
  const filled = args as A;
  const qs = queryString(call.spec.query?.(filled));
  let url = `/api${call.spec.path(filled)}${qs ? `?${qs}` : ''}`;
  for (const value of Object.values(args)) {
    if (typeof value !== 'string' || !PLACEHOLDER.test(value)) continue;
    url = url.replace(new RegExp(`${encodeURIComponent(value)}(?!\\w)`, 'g'), value);
  }
  return url;
}
