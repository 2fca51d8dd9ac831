// Issue 19 point 3: the OpenAPI document generated from the contracts, listing every route.
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TARGETS, useApp } from './helpers.ts';

interface Operation {
  summary: string;
  parameters: { name: string; in: string }[];
  responses: Record<string, { content?: { 'application/json': { schema: unknown } } }>;
}

describe.each(TARGETS)('the API description on %s', (target) => {
  const context = useApp(target);

  it('lists every route the app registered, with its path parameters and error answers', async () => {
    const routes: RouteOptions[] = [];
    const app = buildApp({ db: context.database.db, onRoute: (route) => void routes.push(route) });
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toBe('3.1.0');
    const listed = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    const registered = routes
      .filter((route) => route.url.startsWith('/api/') && !['/api/openapi.json', '/api/docs'].includes(route.url))
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD').map((m) => `${m} ${route.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`));
    expect(listed.sort()).toEqual([...new Set(registered)].sort());
    const news = document.paths['/api/companies/{slug}/news/{news}']!.get!;
    expect(news.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['slug', 'news']);
    expect(Object.keys(news.responses)).toEqual(['200', '400', '404', '422', '429']);
    await app.close();
  });

  it('describes answers as they are: every documented list call\'s real answer matches its schema', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = res.json() as { paths: Record<string, Record<string, Operation>> };
    const checked: string[] = [];
    for (const [path, ops] of Object.entries(document.paths)) {
      const schema = ops.get?.responses['200']?.content?.['application/json'].schema as { properties?: Record<string, unknown> } | undefined;
      if (!schema || path.includes('{') || path.startsWith('/api/auth/') || path === '/api/search') continue;
      const answer = await context.app.inject({ method: 'GET', url: path });
      expect(answer.statusCode, path).toBe(200);
      // The document's top-level keys are the answer's ({ data }, { data, meta }).
      expect(Object.keys(answer.json() as object).sort(), path).toEqual(Object.keys(schema.properties ?? {}).sort());
      checked.push(path);
    }
    expect(checked.length).toBeGreaterThan(10);
  });

  it('serves a readable page of it', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<code>GET /api/menus</code>');
    expect(res.body).toContain('href="/api/openapi.json"');
    expect(res.body).not.toContain('<script');
  });
});
