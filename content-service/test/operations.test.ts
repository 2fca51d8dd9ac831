// Issue 19 point 7: /healthz, /readyz (database, Redis when configured), the request id.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { redisCheck } from '../src/lib/redis-check.ts';
import { get, TARGETS, useApp } from './helpers.ts';

/** The machine's Redis server (REDIS_URL when set). */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe.each(TARGETS)('operations on %s', (target) => {
  const context = useApp(target);

  it('answers /healthz while the process runs, never from a cache', async () => {
    const res = await get(context, '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('answers /readyz 200 when the database answers', async () => {
    const res = await get(context, '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('reports Redis too when it is configured: ok when it answers, degraded (still ready, 200) when it does not', async () => {
    const reachable = redisCheck(REDIS_URL);
    const unreachable = redisCheck('redis://127.0.0.1:1');
    const app = buildApp({ db: context.database.db, readiness: [reachable] });
    const broken = buildApp({ db: context.database.db, readiness: [unreachable] });
    try {
      const ok = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
      const failed = await broken.inject({ method: 'GET', url: '/readyz' });
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'degraded' } });
    } finally {
      await app.close();
      await broken.close();
      await reachable.close();
      await unreachable.close();
    }
  });

  it('answers /readyz 503 when the database is gone', async () => {
    const gone = buildApp({ db: context.database.db, readiness: [{ name: 'database-replica', check: () => Promise.reject(new Error('down')) }] });
    const res = await gone.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', checks: { 'database-replica': 'failed' } });
    await gone.close();
  });

  it('keeps the caller\'s x-request-id, or makes one, and answers it', async () => {
    const given = await get(context, '/api/settings?locale=en', { 'x-request-id': 'shell-1234-abcd' });
    expect(given.headers['x-request-id']).toBe('shell-1234-abcd');
    const made = await get(context, '/api/settings?locale=en');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // An id that could forge log lines or bloat them is replaced.
    const hostile = await get(context, '/api/settings?locale=en', { 'x-request-id': 'a b\u0007"}{' });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const long = await get(context, '/api/settings?locale=en', { 'x-request-id': 'a'.repeat(101) });
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
