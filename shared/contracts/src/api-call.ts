// From the shared singleton (the shell's copy), not './query-string.ts': a page bundles this module, and
// would carry a second copy of what the client already has.
import { page, queryString, single, type ApiClient, type Locale, type QueryValues } from '@brids/contracts';
import type { z } from 'zod/mini';

/** A route parameter in a preload (`:locale`, `:slug`), filled in by the server for each document. */
export type Placeholder = `:${string}`;

/** A call's arguments where any value may be a route parameter's placeholder. */
export type PreloadArgs<A> = { [K in keyof A]: A[K] | Placeholder };

/** One GET of the content service, declared once: run it, or write it as a route's preload `data`. */
export interface GetCall<A, T> {
  /** Runs the call through the typed client; the answer is parsed by the call's schema. */
  (api: ApiClient, args: A): Promise<T>;
  /** The call as the client sends it, '/api/...?...', for a route's `data`; ':name' placeholder values stay literal. */
  preload(args: PreloadArgs<A>): string;
}

const PLACEHOLDER = /^:[A-Za-z_]\w*$/;

/** A path segment, URI-encoded, except a ':name' placeholder (a route parameter in a preload), kept as it is. */
export function segment(value: string): string {
  return PLACEHOLDER.test(value) ? value : encodeURIComponent(value);
}

/** Declares a GET once: its path and query from the call's arguments, and the schema of its answer. */
export function defineGet<A, S extends z.core.$ZodType>(spec: {
  path: (args: A) => string;
  schema: S;
  query?: (args: A) => QueryValues;
}): GetCall<A, z.infer<S>> {
  const call = (api: ApiClient, args: A) => api.get(spec.path(args), spec.schema, spec.query?.(args));
  const preload = (args: PreloadArgs<A>) => {
    // The spec reads placeholders as values; URLSearchParams writes ':' as '%3A', put back for the route's parameter
    // (a whole value ':slug', or the end of one: 'app-:slug').
    const filled = args as A;
    const qs = queryString(spec.query?.(filled)).replace(/%3A([A-Za-z_]\w*)(?=&|$)/g, ':$1');
    return `/api${spec.path(filled)}${qs ? `?${qs}` : ''}`;
  };
  return Object.assign(call, { preload });
}

/** A page's content (`/api/pages/<slug>`), the call behind the shared page sections. */
// Marked pure: a page bundling this module for `defineGet` alone drops it.
export const pageCall = /*#__PURE__*/ defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/pages/${segment(slug)}`,
  schema: /*#__PURE__*/ single(page),
  query: ({ locale }) => ({ locale }),
});
