import type { ApiClient, ApiSchema, SchemaSource } from '@brids/contracts';
import type { z } from 'zod/mini';
import type { QueryValues } from './query-string.ts';

/**
 * What declares a GET: its path and query from the call's arguments, and the schema of its answer, or its
 * loader (`lazySchema(() => import(...))` or `lazySchemaOf`, so the page's first view carries neither the schema nor zod).
 */
export interface GetSpec<A, S extends ApiSchema = ApiSchema> {
  path: (args: A) => string;
  schema: SchemaSource<S>;
  query?: (args: A) => QueryValues;
}

/** One GET of the content service, declared once: run it, or write it as a route's preload `data` (`preloadOf`). */
export interface GetCall<A, T> {
  /** Runs the call through the typed client; the answer is parsed by the call's schema. */
  (api: ApiClient, args: A): Promise<T>;
  /** The declaration, read by `preloadOf` (@brids/contracts/api-preload) when a route writes its `data`. */
  readonly spec: GetSpec<A>;
}

/** Declares a GET once: its path and query from the call's arguments, and the schema of its answer. */
export function defineGet<A, S extends ApiSchema>(spec: GetSpec<A, S>): GetCall<A, z.infer<S>> {
  const call = (api: ApiClient, args: A) => api.get(spec.path(args), spec.schema, spec.query?.(args));
  return Object.assign(call, { spec });
}
