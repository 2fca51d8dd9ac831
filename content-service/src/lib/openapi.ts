import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { apiErrorBody, menu } from '@brids/contracts/schema';
import { previewField, previewValue } from '@brids/contracts/preview';
import { docsPage } from './docs-page.ts';
import { parseQuery } from './query.ts';

/**
 * What a route says about itself, turned into its Fastify `schema` by `apiSchema`: `app.get(url, { schema:
 * apiSchema(doc) }, handler)`. The query shape is validated before the handler (`parseQuery`'s rules, as the
 * validator compiler) and types `request.query` (fastify-type-provider-zod); `response` and `body` are the
 * contracts' zod schemas the browser parses with, documented (the handlers check bodies in the forms' order).
 */
export interface ApiDoc<S extends z.ZodRawShape = z.ZodRawShape> {
  summary: string;
  description?: string;
  /** The query shape: validated and typed before the handler runs. */
  query?: S;
  /** Path parameters narrower than a string (e.g. an enum); the others are listed as strings. */
  params?: z.ZodRawShape;
  /** Request headers the route reads (e.g. Idempotency-Key), with whether it needs them. */
  headers?: Record<string, { schema: z.ZodType; required: boolean; description?: string }>;
  /** The JSON body (POST). */
  body?: $ZodType;
  /** The fields of a multipart/form-data body (an upload), instead of a JSON one; the handler reads and checks them. */
  multipart?: $ZodType;
  /** The JSON answer. */
  response?: $ZodType;
  /** The success status (default 200, or 204 without an answer). */
  status?: 200 | 201 | 202 | 204;
  /** Media types answered instead of JSON (`text/calendar`) or besides it (`text/csv`), by a parameter. */
  otherMediaTypes?: string[];
  /** Needs a bearer token (from `POST /api/auth/login`); `'optional'`: reads one when sent. Otherwise public (`security: []`). */
  bearer?: boolean | 'optional';
  /** Errors beyond 400 (with a query or headers), 401 (bearer), 404 (with path parameters), 422 (with a body) and 429 (rate-limited routes). */
  errors?: Partial<Record<keyof typeof ERRORS, true>>;
}

const ERRORS = {
  '400': 'A malformed or unknown query parameter (or header)',
  '401': 'No valid bearer token',
  '403': 'The account lacks the role',
  '404': 'Not found',
  '406': 'A stream asked for without `Accept: text/event-stream`',
  '409': 'The Idempotency-Key was used for another body',
  '415': 'The body is not application/json (an upload: not a file type the route takes)',
  '422': 'A body (or search) that does not validate: `errors` per field',
  '429': 'Too many requests (Retry-After)',
  '503': 'Not configured (the data the answer needs is missing)',
} as const;
type ErrorStatus = keyof typeof ERRORS;

/** A header's schema: a string matching `regex` (for `ApiDoc.headers`). */
export const stringMatching = (regex: RegExp) => z.string().regex(regex);

const errorAnswer = (status: ErrorStatus) => ({ description: ERRORS[status], content: { 'application/json': { schema: apiErrorBody } } });

/** The Fastify schema of a description: its query and path parameters typed for fastify-type-provider-zod. */
type ApiSchema<D extends ApiDoc> = FastifySchema
  & (D extends { query: infer S extends z.ZodRawShape } ? { querystring: z.ZodObject<S> } : unknown)
  & (D extends { params: infer P extends z.ZodRawShape } ? { params: z.ZodObject<P> } : unknown);

/** A route's Fastify schema from its description (see `ApiDoc`); with a query, `request.query` is its parsed output. */
export function apiSchema<const D extends ApiDoc>(doc: D): ApiSchema<D>;
export function apiSchema(doc: ApiDoc): FastifySchema {
  const status = doc.status ?? (doc.response || doc.otherMediaTypes ? 200 : 204);
  const content = {
    ...(doc.response ? { 'application/json': { schema: doc.response } } : {}),
    ...Object.fromEntries((doc.otherMediaTypes ?? []).map((type) => [type, { schema: z.string() }])),
  };
  const errors = new Set<ErrorStatus>(Object.keys(doc.errors ?? {}) as ErrorStatus[]);
  if (doc.query || doc.headers) errors.add('400');
  if (doc.body || doc.multipart) errors.add('422');
  if (doc.bearer === true) errors.add('401');
  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security: doc.bearer === 'optional' ? [{ bearer: [] }, {}] : doc.bearer ? [{ bearer: [] }] : [],
    ...(doc.query ? { querystring: z.object(doc.query) } : {}),
    ...(doc.params ? { params: z.object(doc.params) } : {}),
    ...(doc.headers
      ? { headers: z.object(Object.fromEntries(Object.entries(doc.headers).map(([name, { schema, required, description }]) => {
        const described = description ? schema.meta({ description }) : schema;
        return [name, required ? described : described.optional()];
      }))) }
      : {}),
    ...(doc.body ? { body: doc.body } : {}),
    ...(doc.multipart ? { body: doc.multipart, consumes: ['multipart/form-data'] } : {}),
    response: {
      [status]: Object.keys(content).length
        ? { description: status === 201 ? 'Created' : 'Success', content }
        : z.null().meta({ description: 'No content' }),
      ...Object.fromEntries([...errors].map((code) => [code, errorAnswer(code)])),
    },
  };
}

// A recursive contract (a menu's children) is a component the document refers to: an id in the registry
// fastify-type-provider-zod reads (zod's global one, where `.meta()` puts descriptions and examples).
if (!z.globalRegistry.has(menu)) z.globalRegistry.add(menu, { id: 'Menu' });
if (!z.globalRegistry.has(previewValue)) z.globalRegistry.add(previewValue, { id: 'PreviewValue' });
if (!z.globalRegistry.has(previewField)) z.globalRegistry.add(previewField, { id: 'PreviewField' });

interface Operation {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: unknown;
}

interface Parameter {
  in: string;
  name: string;
  required: boolean;
  description?: string;
  example?: unknown;
  schema: Record<string, unknown>;
}

const PLACES = ['path', 'query', 'header'];
const byPlace = (a: Parameter, b: Parameter) => PLACES.indexOf(a.in) - PLACES.indexOf(b.in);
const withSchemaExamples = ({ name, in: place, required, description, example, schema }: Parameter): Parameter =>
  ({ name, in: place, required, ...(description ? { description } : {}), schema: example === undefined ? schema : { ...schema, examples: [example] } });

/** An operation's id, from its method and path: `GET /api/blogs/{slug}` is `getBlogsBySlug` (unique as the pair is). */
export const operationIdOf = (method: string, path: string) => method.toLowerCase() + path.replace(/^\/api\//, '').split('/')
  .flatMap((segment) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    return [...(name ? ['By'] : []), ...(name ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean).map((word) => word[0]!.toUpperCase() + word.slice(1))];
  })
  .join('');

/**
 * How zod schemas become JSON Schema (zod's `toJSONSchema` override, in place of fastify-type-provider-zod's own,
 * whose one rule that applies here is kept: a union's empty branches are dropped). A record over a closed set of keys
 * (`z.record(z.enum([...]), value)`, e.g. the calculator limits) is an object with exactly those properties, so its
 * `required` names defined ones; a nullable of anything (`z.unknown().nullable()`) is anything, not `anyOf: [{}, null]`.
 */
const zodToJsonConfig: NonNullable<Parameters<typeof createJsonSchemaTransform>[0]['zodToJsonConfig']> = {
  override: ({ zodSchema, jsonSchema }) => {
    const { type } = zodSchema._zod.def;
    if (type === 'union' && jsonSchema.anyOf) jsonSchema.anyOf = jsonSchema.anyOf.filter((branch) => Object.keys(branch).length > 0);
    if (type === 'record' && jsonSchema.required?.length && typeof jsonSchema.additionalProperties === 'object') {
      const value = jsonSchema.additionalProperties;
      jsonSchema.properties = Object.fromEntries(jsonSchema.required.map((key) => [key, value]));
      jsonSchema.additionalProperties = false;
      delete jsonSchema.propertyNames;
    }
    if (type === 'nullable' && jsonSchema.anyOf?.some((branch) => Object.keys(branch).length === 0)) delete jsonSchema.anyOf;
  },
};

const isDocumented = (url: string) => url.startsWith('/api/') && url !== '/api/openapi.json' && url !== '/api/docs';
const pathNames = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => name!);

/**
 * The validator compiler: a query by `parseQuery`'s rules (400 `{ message, errors }`, unknown conventions refused);
 * path parameters, headers and bodies are the handlers' to check (the forms check theirs in a set order).
 */
function validatorCompiler({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  if (httpPart !== 'querystring') return (data: unknown) => ({ value: data });
  const { shape } = schema as z.ZodObject;
  return (data: unknown) => {
    try {
      return { value: parseQuery(data, shape) };
    } catch (error) {
      return { error: error as Error };
    }
  };
}

/**
 * GET /api/openapi.json (@fastify/swagger, the zod schemas by fastify-type-provider-zod) and GET /api/docs (a plain
 * page of it), describing every route under /api; a route's 404 (path parameters) and 429 (rate-limited) are added.
 */
export function registerOpenApi(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  // Answers are serialised as they are: the contracts describe them, the tests check them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const transform = createJsonSchemaTransform({ zodToJsonConfig });
  const transformObject = createJsonSchemaTransformObject({ zodToJsonConfig });
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'BRIDS content API',
        version: '1.0.0',
        description: 'The content service of the public website (spec §7 conventions). Every operation is described by its route, '
          + 'from the query shape it validates with and the zod contracts of @brids/contracts its answer matches. '
          + 'A query parameter a route does not list is refused (400) when it is one of the conventions (filter[…], page[…], sort, include, locale, fields) and ignored otherwise.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A token from POST /api/auth/login' } } },
    },
    transform: (document) => {
      const { url, route } = document as { url: string; route: RouteOptions; schema?: FastifySchema };
      const schema = document.schema as (FastifySchema & { response?: Record<string, unknown>; params?: z.ZodObject }) | undefined;
      if (!isDocumented(url) || !schema) return { schema: { hide: true }, url };
      const names = pathNames(url);
      const declared = schema.params?.shape ?? {};
      const response = { ...schema.response };
      if (names.length) response['404'] = errorAnswer('404');
      if (route.config?.rateLimit) response['429'] = errorAnswer('429');
      return transform({
        ...document,
        schema: {
          ...schema,
          ...(names.length ? { params: z.object(Object.fromEntries(names.map((name) => [name, declared[name] ?? z.string()]))) } : {}),
          response,
        },
      } as Parameters<typeof transform>[0]);
    },
    // Every operation has its id (method and path), its security (none: `[]`) and its parameters (none too), path
    // ones first, each with its examples in its schema (JSON Schema's `examples`, which @fastify/swagger lifts to
    // `example`); keys in reading order.
    transformObject: (document) => {
      const { openapi, info, servers, paths = {}, components } = transformObject(document) as Record<string, unknown> & { paths?: Record<string, Record<string, Operation>> };
      const ids = new Map<string, string>();
      const ordered = Object.fromEntries(Object.entries(paths).map(([path, operations]) => [path, Object.fromEntries(Object.entries(operations)
        .map(([method, { summary, description, security = [], parameters = [], requestBody, responses }]) => {
          const operationId = operationIdOf(method, path);
          const other = ids.get(operationId);
          if (other) throw new Error(`${method.toUpperCase()} ${path} and ${other} would both be the operation ${operationId}`);
          ids.set(operationId, `${method.toUpperCase()} ${path}`);
          return [method, { operationId, summary, ...(description ? { description } : {}), security, parameters: parameters.map(withSchemaExamples).sort(byPlace), ...(requestBody ? { requestBody } : {}), responses }];
        }))]));
      // Only the components an operation refers to, or a component it refers to does (each recursive contract is
      // registered for both directions).
      const { schemas = {}, ...rest } = components as { schemas?: Record<string, unknown> };
      let used = JSON.stringify(ordered);
      let referred: Record<string, unknown> = {};
      for (let found = -1; found !== Object.keys(referred).length;) {
        found = Object.keys(referred).length;
        referred = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.includes(`"#/components/schemas/${name}"`)));
        used = JSON.stringify([ordered, referred]);
      }
      return { openapi, info, servers, paths: ordered, components: { schemas: referred, ...rest } } as ReturnType<typeof transformObject>;
    },
  });
  let page: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(app.swagger()));
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'public, max-age=300').send((page ??= docsPage(app.swagger() as Record<string, unknown>))),
  );
}
