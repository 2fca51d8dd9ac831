import * as zm from 'zod/mini';

/**
 * `@brids/contracts/schema`, a singleton of its own that the shell provides from an asynchronous chunk (never
 * in a first view: it loads with the first call, form or schema that needs it). It holds zod and every schema
 * of the shell: the zod/mini builders `z`, the envelopes (`single`, `list`, `collection`), the shell's
 * resources (menus, settings, pages...) and the error body.
 *
 * The builders are handed out so that a squad's own contract module (`@brids/contracts/<squad>`, bundled into
 * that squad's remote and into the content service) builds its schemas without a second copy of zod in the
 * remote: a squad can change its resources by publishing its remote alone. Only the builders the squads'
 * contracts use are listed (a shared module is not tree-shaken); add one when a contract needs it.
 */
export const z = {
  object: zm.object,
  extend: zm.extend,
  string: zm.string,
  number: zm.number,
  boolean: zm.boolean,
  array: zm.array,
  record: zm.record,
  union: zm.union,
  literal: zm.literal,
  enum: zm.enum,
  nullable: zm.nullable,
  optional: zm.optional,
  unknown: zm.unknown,
  parse: zm.parse,
  safeParse: zm.safeParse,
  minLength: zm.minLength,
  maxLength: zm.maxLength,
  regex: zm.regex,
  trim: zm.trim,
  refine: zm.refine,
} as const;

/** The output type of a schema built with `z` (zod's `z.infer`). */
export type Infer<T extends zm.core.$ZodType> = zm.infer<T>;
/** The input type of a schema (zod's `z.input`). */
export type Input<T extends zm.core.$ZodType> = zm.input<T>;
/** Any schema built with `z`. */
export type Schema = zm.core.$ZodType;

export * from './resources.ts';
