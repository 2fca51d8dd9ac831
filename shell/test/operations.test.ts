// Issue 19 point 7 on the shell server: /healthz, /readyz, and one request id in both servers' logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type LogLine, type Site } from './site-fixture.ts';

let site: Site;
const logs: LogLine[] = [];

beforeAll(async () => {
  site = await startSite({}, { logs });
});

afterAll(async () => {
  await site?.close();
});

describe('health and readiness', () => {
  it('answers /healthz, and /readyz when its release, its template and the content service are ready', async () => {
    const health = await site.shell.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await site.shell.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { release: 'ok', template: 'ok', 'content-service': 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('stays ready while the content service is down, naming it degraded: it still serves what needs no content', async () => {
    const other = await startSite({ CONTENT_API_URL: 'http://127.0.0.1:1' });
    try {
      const res = await other.shell.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', checks: { release: 'ok', template: 'ok', 'content-service': 'degraded' } });
      // A page that needs no content is served all the same, so the load balancer must keep sending to it.
      expect((await other.shell.inject({ method: 'GET', url: '/en/analysis-tools/investment-calculator' })).statusCode).toBe(200);
      // Alive all the same: a load balancer should not restart it for its dependency.
      expect((await other.shell.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('request id', () => {
  const linesOf = (id: string) => logs.filter((line) => line.reqId === id);

  it('carries a load balancer\'s x-request-id through the /api proxy into the content service\'s logs', async () => {
    const res = await site.shell.inject({ method: 'GET', url: '/api/settings?locale=en', headers: { 'x-request-id': 'lb-7f3a-0001' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a-0001');
    const servers = new Set(linesOf('lb-7f3a-0001').map((line) => line.server));
    expect(servers).toEqual(new Set(['shell', 'content']));
  });

  it('makes one when none is given, and the content service logs the same id for a document\'s slug check', async () => {
    const blogs = await site.content.inject({ method: 'GET', url: '/api/blog-posts?locale=en' });
    const slug = (blogs.json() as { data: { slug: string }[] }).data[0]!.slug;
    const res = await site.shell.inject({ method: 'GET', url: `/en/blog/${slug}` });
    expect(res.statusCode).toBe(200);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = linesOf(id);
    expect(lines.some((line) => line.server === 'shell')).toBe(true);
    expect(lines.some((line) => line.server === 'content' && JSON.stringify(line).includes(`/api/blog-posts/${slug}`))).toBe(true);
  });
});
