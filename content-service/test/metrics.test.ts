// Issue 29 point 7: Prometheus metrics on a listener of their own, and a shutdown that fails readiness first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres, TARGETS, type Target } from './helpers.ts';
import { freePort, startServer } from './process.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function databaseEnv(target: Target): Promise<Record<string, string>> {
  if (target === 'sqlite') return { SQLITE_FILE: join(mkdtempSync(join(tmpdir(), 'cs-metrics-')), 'content.sqlite') };
  const postgres = await freshPostgres();
  cleanups.push(postgres.drop);
  return { DATABASE_URL: postgres.url };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sample = (text: string, name: string) => Number(new RegExp(`^${name.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

describe.each(TARGETS)('the content service metrics on %s', (target) => {
  it('counts requests per route, cache hits, rate-limit refusals and the outbox backlog on METRICS_PORT; drains on SIGTERM', { timeout: 90_000 }, async () => {
    const metricsPort = await freePort();
    const server = await startServer('content-service/src/main.ts', {
      ...(await databaseEnv(target)), METRICS_PORT: String(metricsPort), RATE_LIMIT_LOGIN_MAX: '2',
      SHUTDOWN_TIMEOUT_MS: '8000', SHUTDOWN_DRAIN_MS: '2000',
    }, '/readyz');
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${server.url}/api/menus?locale=en&filter[type]=main-menu`)).status).toBe(200);
    const logins = [];
    for (let i = 0; i < 3; i += 1) {
      logins.push((await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong' }) })).status);
    }
    expect(logins).toEqual([401, 401, 429]);

    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(sample(text, 'http_requests_total{route_kind="/api/menus",method="GET",status="2xx"}')).toBe(3);
    expect(sample(text, 'http_requests_total{route_kind="/api/auth/login",method="POST",status="4xx"}')).toBe(3);
    expect(sample(text, 'content_rate_limit_refusals_total{route="/api/auth/login"}')).toBe(1);
    // The response cache answered the two repeats.
    expect(sample(text, 'content_response_cache_total{result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'content_outbox_backlog{status="pending"}')).toBe(0);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",route_kind="/api/menus",method="GET"}');
    // Never on the public port.
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);

    server.kill('SIGTERM');
    await sleep(500);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    expect((await fetch(`${server.url}/api/menus?locale=id&filter[type]=main-menu`)).status).toBe(200);
    expect(await server.exited).toBe(0);
  });
});
