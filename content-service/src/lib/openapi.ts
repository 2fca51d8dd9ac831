import type { FastifyInstance, RouteOptions } from 'fastify';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import {
  actionType, apiErrorBody, collection, COLLECTIONS, companyNews, component, entry, entrySummary, footerLogo, list, menu, page, redirectRule,
  searchHit, setting, single, user, z,
} from '@brids/contracts';
import { calculatorLimits, riskProfile, riskProfileResult, riskQuestion } from '@brids/contracts/tools';

/**
 * What a route may declare for the API description (`config: { openapi: { ... } }` on its route
 * options): a summary, the zod schema of its answer and of its body. The routes of this module's
 * table need not; a route with neither is still listed (path, method, parameters, errors).
 */
export interface OpenApiRouteDoc {
  summary?: string;
  response?: $ZodType;
  body?: $ZodType;
}

/** The answers of the routes that existed before routes declared their own, from the contracts. */
const KNOWN: Record<string, OpenApiRouteDoc> = {
  'GET /api/menus': { summary: 'Menus of a type, optionally nested (spec §7)', response: collection(menu) },
  'GET /api/settings': { summary: 'Settings by key (spec §7)', response: collection(setting) },
  'GET /api/components': { summary: 'CMS components by slug (spec §7)', response: collection(component) },
  'GET /api/footer_logos': { summary: 'Partner logos (spec §7)', response: collection(footerLogo) },
  'GET /api/action_types': { summary: 'Corporate-action kinds', response: collection(actionType) },
  'POST /api/auth/login': { summary: 'Editors\' login (spec §7)', body: z.object({ email: z.string(), password: z.string() }), response: z.object({ token: z.string() }) },
  'POST /api/auth/logout': { summary: 'Revokes the bearer token' },
  'GET /api/auth/user': { summary: 'The signed-in editor (spec §7)', response: z.object({ user }) },
  'GET /api/pages/{slug}': { summary: 'A page by slug', response: single(page) },
  'GET /api/companies/{slug}/news': { summary: 'Latest news of a company', response: list(companyNews) },
  'GET /api/companies/{slug}/news/{news}': { summary: 'One news item of a company', response: single(companyNews) },
  'GET /api/search': { summary: 'Site search', response: list(searchHit) },
  'GET /api/redirects': { summary: 'Redirect rules', response: collection(redirectRule) },
  'GET /api/calculator/limits': { summary: 'The investment calculator\'s maxima', response: single(calculatorLimits) },
  'GET /api/risk-profile/questions': { summary: 'The risk-profile questionnaire', response: collection(riskQuestion) },
  'GET /api/risk-profile/profiles': { summary: 'The risk profiles', response: collection(riskProfile) },
  'POST /api/risk-profile/result': { summary: 'Scores answers into a profile (nothing stored)', response: single(riskProfileResult) },
  ...Object.fromEntries(
    COLLECTIONS.flatMap((name) => [
      [`GET /api/${name}`, { summary: `Entries of ${name}`, response: list(entrySummary) }],
      [`GET /api/${name}/{slug}`, { summary: `One entry of ${name}`, response: single(entry) }],
    ]),
  ),
};

/** The query conventions of every list and item call (spec §7 style), documented once. */
const CONVENTION_PARAMETERS = [
  { name: 'locale', in: 'query', schema: { type: 'string', enum: ['id', 'en'], default: 'id' }, description: 'Language of the texts; a missing translation falls back to id.' },
  { name: 'filter[field]', in: 'query', schema: { type: 'string' }, description: 'filter[<field>]=value: the filters a resource knows; an unknown one is refused (400).' },
  { name: 'page[number]', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'page[size]', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 50, default: 12 } },
  { name: 'sort', in: 'query', schema: { type: 'string' }, description: 'field or -field, as the resource allows.' },
  { name: 'include', in: 'query', schema: { type: 'string' }, description: 'Comma-separated relations, as the resource allows.' },
];

const jsonSchema = (schema: $ZodType) => {
  const { $schema: _, ...rest } = toJSONSchema(schema, { unrepresentable: 'any', io: 'output', cycles: 'ref' }) as Record<string, unknown>;
  return rest;
};
const errorSchema = jsonSchema(apiErrorBody);
const ERRORS: Record<string, string> = {
  '400': 'A malformed or unknown query parameter',
  '404': 'Not found',
  '422': 'A body that does not validate',
  '429': 'Too many requests (Retry-After)',
};

/** The OpenAPI 3.1 document of the routes registered so far. */
export function openApiDocument(routes: readonly RouteOptions[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url === '/api/openapi.json' || route.url === '/api/docs') continue;
    const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    for (const method of (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD')) {
      const doc: OpenApiRouteDoc = (route.config as { openapi?: OpenApiRouteDoc } | undefined)?.openapi ?? KNOWN[`${method} ${path}`] ?? {};
      const pathParameters = [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
      const content = (schema: $ZodType) => ({ 'application/json': { schema: jsonSchema(schema) } });
      paths[path] ??= {};
      paths[path][method.toLowerCase()] = {
        summary: doc.summary ?? `${method} ${path}`,
        parameters: [...pathParameters, ...(method === 'GET' ? CONVENTION_PARAMETERS : [])],
        ...(doc.body ? { requestBody: { required: true, content: content(doc.body) } } : {}),
        responses: {
          [method === 'POST' && !doc.response ? '204' : '200']: { description: 'Success', ...(doc.response ? { content: content(doc.response) } : {}) },
          ...Object.fromEntries(Object.entries(ERRORS).map(([status, description]) => [status, { description, content: { 'application/json': { schema: errorSchema } } }])),
        },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'BRIDS content API', version: '1.0.0', description: 'The content service of the public website (spec §7 conventions). Generated from the zod contracts of @brids/contracts.' },
    servers: [{ url: '/' }],
    paths,
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A readable page of the document: every operation, its parameters and its answer's schema. Plain HTML, no script. */
function docsPage(document: Record<string, unknown>): string {
  const sections = Object.entries(document.paths as Record<string, Record<string, { summary: string; parameters: { name: string; in: string }[]; responses: Record<string, { content?: unknown }> }>>)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => {
        const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
        const schema = (success?.[1].content as { 'application/json'?: { schema: unknown } } | undefined)?.['application/json']?.schema;
        return `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2><p>${escapeHtml(op.summary)}</p>` +
          `<p>Parameters: ${op.parameters.map((p) => `<code>${escapeHtml(p.name)}</code> (${p.in})`).join(', ') || 'none'}</p>` +
          (schema ? `<details><summary>Answer ${success?.[0]}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>` : `<p>Answer ${success?.[0] ?? ''}</p>`) +
          '</section>';
      }),
    );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>BRIDS content API</title></head><body><main><h1>BRIDS content API</h1>` +
    `<p>OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>. Errors answer <code>{ message, errors? }</code> with 400, 404, 422 or 429.</p>${sections.join('')}</main></body></html>`;
}

/** GET /api/openapi.json and GET /api/docs, describing every route registered with the app (the onRoute hook). */
export function registerOpenApi(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  let cached: Record<string, unknown> | undefined;
  const document = () => (cached ??= openApiDocument(routes));
  app.get('/api/openapi.json', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(document()));
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(docsPage(document())));
}
