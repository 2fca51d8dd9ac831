// Issue 19 point 3 (in part): generated requests against every registered route (found through
// Fastify's onRoute hook, so routes the squads add are covered too): wrong methods and content
// types, malformed encodings, huge and deeply nested parameters, arbitrary JSON bodies. No answer
// is a 5xx and the server keeps answering. The query keys: every parameter /api/openapi.json lists
// (each route's own), and some no route takes.
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TARGETS, useApp } from './helpers.ts';

const RUNS: Record<(typeof TARGETS)[number], number> = { sqlite: 10_000, postgres: 10_000 };
const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
/** Keys no route takes; with them, every query parameter the API document lists (each route's own). */
const KEYS = ['filter[not-a-filter]', 'page[offset]', 'fields', 'q', 'page', 'x'];

const nasty = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', 'en', 'id', '1', '0', '-1', '50', '51', '1e9', 'NaN', 'true', 'null', '[]', '{}', '..', '%', '%zz', '%E0%A4%A', '%00',
    "' OR 1=1 --", '<script>', 'a'.repeat(5000), '9'.repeat(400), '\u0000', '\uD800', '../../etc/passwd', 'main-menu', '-published_at'),
  fc.integer().map(String),
);
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return value; // a lone surrogate: sent raw
  }
};
const rawOrEncoded = fc.tuple(nasty, fc.boolean()).map(([value, raw]) => (raw ? value.replace(/[\s#?&]/g, '') : encode(value)));
const deepKey = fc.integer({ min: 1, max: 40 }).map((depth) => `filter${'[a]'.repeat(depth)}`);
const queryOf = (keys: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), deepKey, fc.string({ maxLength: 8 }).map(encode)), rawOrEncoded), { maxLength: 8 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
const body = fc.oneof(
  fc.constant(undefined),
  fc.json({ maxDepth: 4 }),
  fc.constantFrom('{', '{"email":', 'null', '[]', '"x"', '{"answers":{"a":1}}', '{"email":"editor@example.com","password":"x"}', `${'['.repeat(5000)}${']'.repeat(5000)}`),
  fc.string({ maxLength: 200 }),
);
const contentType = fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'garbage', 'application/json; charset=latin1');

function fill(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z_]+|\*/g, () => values[i++ % values.length] ?? 'x');
}

describe.each(TARGETS)('fuzzing every route on %s', (target) => {
  const context = useApp(target);
  const routes: RouteOptions[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ db: context.database.db, onRoute: (route) => void routes.push(route) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`answers ${RUNS[target]} generated requests across every route without a 5xx`, { timeout: 600_000 }, async () => {
    const endpoints = routes.filter((route) => route.method !== 'HEAD' && !(Array.isArray(route.method) && route.method.includes('HEAD') && route.method.length === 1));
    expect(endpoints.length).toBeGreaterThan(15);
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { parameters: { name: string; in: string }[] }>> };
    const documented = Object.values(document.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.parameters.filter((p) => p.in === 'query').map((p) => p.name)));
    expect(documented).toContain('filter[period]');
    const query = queryOf([...new Set([...KEYS, ...documented])]);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: endpoints.length - 1 }),
        fc.array(rawOrEncoded, { minLength: 1, maxLength: 3 }),
        query,
        fc.oneof(fc.constant(null), fc.constantFrom(...METHODS)),
        contentType,
        body,
        async (index, params, search, wrongMethod, type, payload) => {
          const route = endpoints[index]!;
          const own = (Array.isArray(route.method) ? route.method[0] : route.method) as HTTPMethods;
          const method = wrongMethod ?? own;
          const url = `${fill(route.url, params)}${search ? `?${search}` : ''}`;
          const sendsBody = method !== 'GET' && method !== 'HEAD' && payload !== undefined;
          const res = await app.inject({
            method,
            url,
            headers: { accept: 'application/json', ...(type && sendsBody ? { 'content-type': type } : {}) },
            ...(sendsBody ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) } : {}),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) failures.push(`${method} ${url} (${type}) -> ${res.statusCode} ${res.body.slice(0, 200)}`);
          return res.statusCode < 500;
        },
      ),
      { numRuns: RUNS[target], seed: Number(process.env.FUZZ_SEED ?? 19), endOnFailure: true },
    ).catch((error: unknown) => {
      throw new Error(`${String(error).slice(0, 2000)}\n${failures.slice(0, 5).join('\n')}`);
    });
    expect(failures).toEqual([]);
    // The requests reached the routes' own validation and answers, not only the router's 404.
    for (const status of [200, 400, 404]) expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(RUNS[target] / 100);
    // Still up and serving.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/menus?locale=en' })).statusCode).toBe(200);
  });
});
