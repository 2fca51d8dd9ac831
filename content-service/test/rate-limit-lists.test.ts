import type { FastifyInstance, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEFAULT_RATE_LIMITS, listKindOf } from '../src/lib/rate-limit.ts';
import { setup, TARGETS, type TestContext, useApp } from './helpers.ts';

/** Small limits, so that a test reaches them in a few requests. */
const LIMITS = { ...DEFAULT_RATE_LIMITS, list: { max: 5, windowMs: 60_000 }, search: { max: 3, windowMs: 60_000 } };

/** A request as a visitor at `address` makes it: straight (an untrusted address), or through the shell server's proxy (loopback, X-Forwarded-For). */
function visit(context: TestContext, url: string, visitor: { address?: string; forwardedFor?: string; locale?: string } = {}) {
  return context.app.inject({
    method: 'GET',
    url,
    remoteAddress: visitor.address ?? '127.0.0.1',
    headers: {
      accept: 'application/json',
      ...(visitor.forwardedFor ? { 'x-forwarded-for': visitor.forwardedFor } : {}),
      ...(visitor.locale ? { 'accept-language': visitor.locale } : {}),
    },
  });
}

async function statuses(context: TestContext, url: string, count: number, visitor: Parameters<typeof visit>[2]) {
  const answers = [];
  for (let i = 0; i < count; i += 1) answers.push((await visit(context, url, visitor)).statusCode);
  return answers;
}

describe.each(TARGETS)('rate limits of lists and search, in memory (%s)', (target) => {
  const context = useApp(target, { rateLimit: { limits: LIMITS } });

  it('answers 429 past the list limit, with Retry-After and a clear message in the visitor language', async () => {
    const visitor = { address: '203.0.113.10' };
    expect(await statuses(context, '/api/blogs?locale=en', 5, visitor)).toEqual([200, 200, 200, 200, 200]);
    const limited = await visit(context, '/api/blogs?locale=en', visitor);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ message: `Too many requests. Please try again in ${retryAfter} seconds.` });
    const indonesian = await visit(context, '/api/blogs', { ...visitor, locale: 'id-ID,id;q=0.9' });
    expect(indonesian.statusCode).toBe(429);
    expect((indonesian.json() as { message: string }).message).toMatch(/^Terlalu banyak permintaan\. Silakan coba lagi dalam \d+ detik\.$/);
    // Other visitors, and the same visitor's other calls (the layout's spec calls), are not starved.
    expect((await visit(context, '/api/blogs?locale=en', { address: '203.0.113.11' })).statusCode).toBe(200);
    for (const call of ['/api/menus?locale=en', '/api/settings?locale=en', '/api/components?filter%5Bslug%5D=footer-address&locale=en', '/api/footer_logos?sort=order']) {
      expect((await visit(context, call, visitor)).statusCode, call).toBe(200);
    }
  });

  it('tells a visitor under the limit how much is left', async () => {
    const first = await visit(context, '/api/faqs?locale=id', { address: '203.0.113.12' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('5');
    expect(first.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('limits the search by its own, smaller limit', async () => {
    const visitor = { address: '203.0.113.13' };
    expect(await statuses(context, '/api/search?filter%5Bq%5D=saham&locale=id', 4, visitor)).toEqual([200, 200, 200, 429]);
    expect(await statuses(context, '/api/site-search?filter%5Bq%5D=saham&locale=id', 4, visitor)).toEqual([200, 200, 200, 429]);
  });

  it('counts a visitor behind the shell server by the address the proxy appended, whatever they forged', async () => {
    // The shell server (loopback, trusted by default) appends the visitor's address to X-Forwarded-For.
    const forged = (i: number) => ({ forwardedFor: `10.0.0.${i}, 198.51.100.20` });
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await visit(context, '/api/promos?locale=en', forged(i))).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    // A different visitor behind the same proxy has a counter of their own.
    expect((await visit(context, '/api/promos?locale=en', { forwardedFor: '198.51.100.21' })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await visit(context, '/api/announcements?locale=en', { address: '203.0.113.14', forwardedFor: `198.51.100.${30 + i}` })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("never limits the shell server's own calls (a trusted address forwarding nobody)", async () => {
    const answers = await statuses(context, '/api/blogs?locale=id&page%5Bsize%5D=3', 12, { address: '127.0.0.1' });
    expect(answers.every((status) => status === 200)).toBe(true);
  });

  it('leaves items, single answers and writes alone', async () => {
    const visitor = { address: '203.0.113.15' };
    const list = (await visit(context, '/api/blogs?locale=id', visitor)).json() as { data: { slug: string }[] };
    const slug = list.data[0]!.slug;
    const items = await statuses(context, `/api/blogs/${slug}?locale=id`, 8, visitor);
    expect(items.every((status) => status === 200)).toBe(true);
    expect((await visit(context, `/api/blogs/${slug}?locale=id`, visitor)).headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('every list endpoint is under the limits', () => {
  it('puts each GET route under /api that lists under the list or search limit, and no item route', async () => {
    const context = await setup('sqlite', { rateLimit: { limits: LIMITS } });
    try {
      // The routes as the app declares them (a second app on the same database, to read its route table).
      const declared: Pick<RouteOptions, 'url' | 'method' | 'config'>[] = [];
      const probe: FastifyInstance = buildApp({ db: context.database.db });
      probe.addHook('onRoute', (route) => {
        // With its config: a route may keep itself out of the list limits (`listLimit: false`, the live chat's streams).
        for (const method of [route.method].flat()) if (method === 'GET' && route.url.startsWith('/api/')) declared.push({ url: route.url, method, config: route.config });
      });
      await probe.ready();
      await probe.close();
      expect(declared.length).toBeGreaterThan(30);
      const lists = declared.filter((route) => listKindOf(route));
      // The spec's layout calls, the collections and the searches are all lists.
      for (const url of ['/api/menus', '/api/settings', '/api/components', '/api/footer_logos', '/api/blogs', '/api/search', '/api/companies/:slug/news']) {
        expect(lists.map((route) => route.url)).toContain(url);
      }
      let address = 100;
      for (const route of declared) {
        const url = route.url.replaceAll(/:[a-z]+/g, 'no-such-thing');
        const answer = await visit(context, url, { address: `192.0.2.${(address += 1) % 250}` });
        const kind = listKindOf(route);
        expect(answer.statusCode, url).toBeLessThan(500);
        expect(answer.headers['x-ratelimit-limit'], url).toBe(kind ? String(LIMITS[kind].max) : undefined);
      }
    } finally {
      await context.close();
    }
  });

  it('counts answers served from the response cache too', async () => {
    const context = await setup('sqlite', { rateLimit: { limits: LIMITS }, responseCache: { ttlMs: 60_000, maxEntries: 100 } });
    try {
      const answers = await statuses(context, '/api/menus?locale=id', 7, { address: '203.0.113.16' });
      expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await context.close();
    }
  });
});
