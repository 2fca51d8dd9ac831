import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { matchesEtag, PUBLIC_CACHE_CONTROL } from '../src/lib/http-cache.ts';
import { get, post, TARGETS, useApp, type TestContext } from './helpers.ts';

const SETTINGS = '/api/settings?locale=id&filter[key]=site-name';

async function siteName(db: TestContext['database']['db'], value: string): Promise<void> {
  await db.updateTable('settings').set({ value }).where('key', '=', 'site-name').execute();
}

describe('matchesEtag', () => {
  it('compares weakly, in lists, and with *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});

describe.each(TARGETS)('HTTP caching of GET answers (%s)', (target) => {
  const ctx = useApp(target);

  it('gives public answers an ETag and a short public max-age, and 304 for a matching If-None-Match', async () => {
    const first = await get(ctx, SETTINGS);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await ctx.app.inject({ method: 'GET', url: SETTINGS, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await ctx.app.inject({ method: 'GET', url: SETTINGS, headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('keeps answers to a signed-in request private, and never caches errors', async () => {
    const personal = await get(ctx, SETTINGS, { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' });
    expect(personal.headers['cache-control']).toBe('private, no-store');
    expect(personal.headers.etag).toBeUndefined();
    const missing = await get(ctx, '/api/blogs/no-such-post?locale=id');
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  describe('with the response cache', () => {
    let app: FastifyInstance;
    let cached: TestContext;
    beforeAll(async () => {
      app = buildApp({ db: ctx.database.db, responseCache: { ttlMs: 300, maxEntries: 2 } });
      await app.ready();
      cached = { ...ctx, app };
    });
    // Each test starts with an empty cache (any request that may write empties it).
    beforeEach(async () => {
      await post(cached, '/api/auth/logout');
    });
    afterAll(async () => {
      await app.close();
      await siteName(ctx.database.db, 'BRI Danareksa Sekuritas');
    });

    const name = async () => ((await get(cached, SETTINGS)).body as { data: { value: string }[] }).data[0]?.value;

    it('answers again from memory until the time runs out', async () => {
      await siteName(ctx.database.db, 'First');
      expect(await name()).toBe('First');
      await siteName(ctx.database.db, 'Second');
      expect(await name()).toBe('First');
      const hit = await get(cached, SETTINGS);
      expect(hit.headers.etag).toBeDefined();
      expect(hit.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
      expect(String(hit.headers['content-type'])).toMatch(/^application\/json/);
      const notModified = await app.inject({ method: 'GET', url: SETTINGS, headers: { 'if-none-match': String(hit.headers.etag) } });
      expect(notModified.statusCode).toBe(304);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await name()).toBe('Second');
    });

    it('forgets everything after a request that may write', async () => {
      await siteName(ctx.database.db, 'Third');
      expect(await name()).toBe('Third');
      await siteName(ctx.database.db, 'Fourth');
      expect(await name()).toBe('Third');
      await post(cached, '/api/auth/logout');
      expect(await name()).toBe('Fourth');
    });

    it('never serves a signed-in request from memory, and keeps at most maxEntries answers', async () => {
      await siteName(ctx.database.db, 'Fifth');
      expect(await name()).toBe('Fifth');
      await siteName(ctx.database.db, 'Sixth');
      const personal = await get(cached, SETTINGS, { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' });
      expect((personal.body as { data: { value: string }[] }).data[0]?.value).toBe('Sixth');
      // Two other answers push the oldest out.
      await get(cached, '/api/settings?locale=en');
      await get(cached, '/api/footer_logos?sort=order');
      expect(await name()).toBe('Sixth');
    });
  });
});
