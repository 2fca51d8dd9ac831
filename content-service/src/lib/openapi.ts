import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { apiErrorBody } from '@brids/contracts';

/**
 * What a route declares about itself for the API description, on its own route options:
 * `app.get(url, { config: { openapi: doc } }, handler)`. `query` is THE shape the handler passes to
 * `parseQuery` (a named const used in both places), so the document lists exactly the parameters the
 * route takes; `response` and `body` are the contracts' zod schemas the browser parses with.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** The query shape the handler validates with `parseQuery(request.query, doc.query)`. */
  query?: z.ZodRawShape;
  /** Path parameters narrower than a string (e.g. an enum); the others are listed as strings. */
  params?: Record<string, $ZodType>;
  /** Request headers the route reads (e.g. Idempotency-Key), with whether it needs them. */
  headers?: Record<string, { schema: $ZodType; required: boolean; description?: string }>;
  /** The JSON body (POST). */
  body?: $ZodType;
  /** The JSON answer. */
  response?: $ZodType;
  /** The success status (default 200, or 204 without an answer). */
  status?: 200 | 201 | 202 | 204;
  /** Media types answered instead of JSON (`text/calendar`) or besides it (`text/csv`), by a parameter. */
  otherMediaTypes?: string[];
  /** Needs a bearer token (from `POST /api/auth/login`). */
  bearer?: boolean;
  /** Errors beyond 400 (with a query or headers), 401 (bearer), 404 (with path parameters), 422 (with a body) and 429 (rate-limited routes). */
  errors?: Partial<Record<keyof typeof ERRORS, true>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's description in /api/openapi.json and /api/docs (`lib/openapi.ts`). */
    openapi?: RouteDoc;
  }
}

const ERRORS = {
  '400': 'A malformed or unknown query parameter (or header)',
  '401': 'No valid bearer token',
  '403': 'The token lacks the scope',
  '404': 'Not found',
  '409': 'The Idempotency-Key was used for another body',
  '415': 'The body is not application/json',
  '422': 'A body (or search) that does not validate: `errors` per field',
  '429': 'Too many requests (Retry-After)',
  '503': 'Not configured (the data the answer needs is missing)',
} as const;

type JsonSchema = Record<string, unknown>;

/**
 * The JSON schemas of one document. A recursive schema (a menu's children) is a `$ref` to
 * `components.schemas`: the `#/$defs/...` zod writes would resolve against the document's root.
 */
class SchemaSet {
  readonly components: Record<string, JsonSchema> = {};
  private readonly names = new Map<string, string>();

  of(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
    const { $schema: _, $defs, ...rest } = toJSONSchema(schema, { unrepresentable: 'any', io, cycles: 'ref' }) as JsonSchema;
    if (!$defs) return rest;
    const renames = Object.entries($defs as Record<string, JsonSchema>).map(([old, def]) => {
      const key = JSON.stringify(def).replaceAll(`"#/$defs/${old}"`, '"#"');
      let name = this.names.get(key);
      if (!name) this.names.set(key, (name = `Recursive${this.names.size + 1}`));
      return { old, name, def };
    });
    const renamed = (value: unknown) => {
      let text = JSON.stringify(value);
      for (const { old, name } of renames) text = text.replaceAll(`"#/$defs/${old}"`, `"#/components/schemas/${name}"`);
      return JSON.parse(text) as JsonSchema;
    };
    for (const { name, def } of renames) this.components[name] ??= renamed(def);
    return renamed(rest);
  }
}

/** A query parameter as OpenAPI lists it: its name, the input side of its schema, required when absence is refused. */
function queryParameter(schemas: SchemaSet, name: string, member: z.ZodType) {
  const { description, ...schema } = schemas.of(member, 'input');
  return { name, in: 'query', required: !member.safeParse(undefined).success, ...(description ? { description } : {}), schema };
}

function operation(schemas: SchemaSet, route: RouteOptions, method: string, path: string) {
  const jsonSchema = (schema: $ZodType, io: 'input' | 'output') => schemas.of(schema, io);
  const errorContent = { 'application/json': { schema: jsonSchema(apiErrorBody, 'output') } };
  const doc = route.config?.openapi;
  const pathNames = [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map(([, name]) => name!);
  const parameters = [
    ...pathNames.map((name) => {
      const declared = doc?.params?.[name];
      return { name, in: 'path', required: true, schema: declared ? jsonSchema(declared, 'input') : { type: 'string' } };
    }),
    ...Object.entries(doc?.query ?? {}).map(([name, member]) => queryParameter(schemas, name, member as z.ZodType)),
    ...Object.entries(doc?.headers ?? {}).map(([name, header]) => ({
      name, in: 'header', required: header.required, ...(header.description ? { description: header.description } : {}), schema: jsonSchema(header.schema, 'input'),
    })),
  ];
  const status = String(doc?.status ?? (doc?.response || doc?.otherMediaTypes ? 200 : method === 'GET' ? 200 : 204));
  const content = {
    ...(doc?.response ? { 'application/json': { schema: jsonSchema(doc.response, 'output') } } : {}),
    ...Object.fromEntries((doc?.otherMediaTypes ?? []).map((type) => [type, { schema: { type: 'string' } }])),
  };
  const errors = new Set<keyof typeof ERRORS>();
  if (doc?.query || doc?.headers) errors.add('400');
  if (pathNames.length) errors.add('404');
  if (doc?.body) errors.add('422');
  if (route.config?.rateLimit) errors.add('429');
  if (doc?.bearer) errors.add('401');
  for (const status of Object.keys(doc?.errors ?? {}) as (keyof typeof ERRORS)[]) errors.add(status);
  return {
    ...(doc ? { summary: doc.summary } : {}),
    ...(doc?.description ? { description: doc.description } : {}),
    ...(doc?.bearer ? { security: [{ bearer: [] }] } : {}),
    parameters,
    ...(doc?.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } } } } : {}),
    responses: {
      [status]: { description: status === '201' ? 'Created' : status === '204' ? 'No content' : 'Success', ...(Object.keys(content).length ? { content } : {}) },
      ...Object.fromEntries([...errors].sort().map((code) => [code, { description: ERRORS[code], content: errorContent }])),
    },
  };
}

/** The OpenAPI 3.1 document of the routes registered so far, each described by its own `config.openapi`. */
export function openApiDocument(routes: readonly RouteOptions[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas = new SchemaSet();
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url === '/api/openapi.json' || route.url === '/api/docs') continue;
    const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    for (const method of (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD')) {
      paths[path] ??= {};
      paths[path][method.toLowerCase()] = operation(schemas, route, method, path);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'BRIDS content API',
      version: '1.0.0',
      description: 'The content service of the public website (spec §7 conventions). Every operation is described by its route, '
        + 'from the query shape it validates with and the zod contracts of @brids/contracts its answer matches. '
        + 'A query parameter a route does not list is refused (400) when it is one of the conventions (filter[…], page[…], sort, include, locale, fields) and ignored otherwise.',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: schemas.components, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A token from POST /api/auth/login' } } },
  };
}

/** GET /api/openapi.json and GET /api/docs, describing every route registered with the app (the onRoute hook). */
export function registerOpenApi(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  let cached: Record<string, unknown> | undefined;
  const document = () => (cached ??= openApiDocument(routes));
  let page: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(document()));
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'public, max-age=300').send((page ??= docsPage(document()))),
  );
}

// The readable page ------------------------------------------------------------------------------

interface DocumentedOperation {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean; description?: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const code = (value: unknown) => `<code>${escapeHtml(typeof value === 'string' ? value : JSON.stringify(value))}</code>`;

/** A parameter's schema in words: its type, its values, pattern, bounds and default. */
function typeOf(schema: Record<string, unknown>): string {
  const parts = [schema.enum ? `one of ${(schema.enum as unknown[]).map(code).join(', ')}` : escapeHtml(String(schema.type ?? 'any'))];
  if (schema.pattern) parts.push(`pattern ${code(schema.pattern)}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${escapeHtml(String(schema.maxLength))} characters`);
  if (schema.default !== undefined) parts.push(`default ${code(schema.default)}`);
  if (Array.isArray(schema.examples) && schema.examples.length) parts.push(`e.g. ${code(schema.examples[0])}`);
  return parts.join('; ');
}

const schemaBlock = (label: string, schema: unknown) =>
  `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

function operationSection(method: string, path: string, op: DocumentedOperation): string {
  const rows = op.parameters.map((p) =>
    `<tr><td>${code(p.name)}</td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${typeOf(p.schema)}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`);
  const answers = Object.entries(op.responses).map(([status, answer]) => {
    const media = Object.entries(answer.content ?? {});
    const json = answer.content?.['application/json']?.schema;
    const label = `${status} ${answer.description}${media.length ? ` (${media.map(([type]) => type).join(', ')})` : ''}`;
    return status.startsWith('2') && json ? `<li>${schemaBlock(label, json)}</li>` : `<li>${escapeHtml(label)}</li>`;
  });
  const body = op.requestBody?.content['application/json']?.schema;
  return `<section id="${escapeHtml(`${method}-${path}`)}"><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>`
    + `<p>${escapeHtml(op.summary ?? '')}${op.security ? ' (bearer token)' : ''}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}`
    + (rows.length
      ? `<table border="1"><thead><tr><th>parameter</th><th>in</th><th>required</th><th>type</th><th>meaning</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : '<p>No parameters.</p>')
    + (body ? schemaBlock('Body (application/json)', body) : '')
    + `<p>Answers:</p><ul>${answers.join('')}</ul></section>`;
}

/**
 * A readable page of the document: every operation, its parameters with their types and its answers' schemas.
 * Plain HTML without script or style (the service's CSP is default-src 'none').
 */
function docsPage(document: Record<string, unknown>): string {
  const operations = Object.entries(document.paths as Record<string, Record<string, DocumentedOperation>>)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })));
  const index = operations.map(({ method, path, op }) =>
    `<li><a href="#${escapeHtml(`${method}-${path}`)}">${code(`${method.toUpperCase()} ${path}`)}</a> ${escapeHtml(op.summary ?? '')}</li>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>BRIDS content API</title></head><body><main>`
    + '<h1>BRIDS content API</h1>'
    + `<p>OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>. ${escapeHtml(String((document.info as { description: string }).description))} `
    + 'Errors answer <code>{ message, errors? }</code>.</p>'
    + `<ul>${index.join('')}</ul>${operations.map(({ method, path, op }) => operationSection(method, path, op)).join('')}`
    + `<section><h2>Shared schemas</h2>${Object.entries((document.components as { schemas: Record<string, unknown> }).schemas)
      .map(([name, schema]) => schemaBlock(`#/components/schemas/${name}`, schema)).join('')}</section></main></body></html>`;
}
