import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.ts';
import { setup, TARGETS, type TestContext } from './helpers.ts';

/** The Redis server of these machines; REDIS_URL names another. Unreachable, this suite fails (never skips). */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const LIMITS = { ...DEFAULT_RATE_LIMITS, list: { max: 6, windowMs: 60_000 }, search: { max: 4, windowMs: 60_000 } };

describe.each(TARGETS)('rate limits of lists shared by two instances through Redis (%s)', (target) => {
  const nameSpace = `brids-test-lists-${randomBytes(4).toString('hex')}-`;
  let first: TestContext;
  let second: TestContext['app'];
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      throw new Error(`Redis is unreachable at ${REDIS_URL} (${(error as Error).message}): the shared rate limits are tested against a real server; start it or set REDIS_URL.`);
    }
    const settings = { limits: LIMITS, redisUrl: REDIS_URL, nameSpace };
    first = await setup(target, { rateLimit: settings });
    // A second instance of the service on the same database and the same Redis.
    second = buildApp({ db: first.database.db, rateLimit: settings });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    if (redis?.status === 'ready') {
      const keys = await redis.keys(`${nameSpace}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  const call = (app: TestContext['app'], url: string, forwardedFor: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'x-forwarded-for': forwardedFor } });

  it('counts one visitor once across both instances, and answers 429 from either past the limit', async () => {
    const visitor = `198.51.100.${40 + Math.floor(Math.random() * 100)}`;
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await call(i % 2 === 0 ? first.app : second, '/api/blogs?locale=en', visitor)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    for (const app of [first.app, second]) {
      const limited = await call(app, '/api/blogs?locale=en', visitor);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((limited.json() as { message: string }).message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    }
    // The counter lives in Redis, under this run's prefix, with the window as its expiry.
    const keys = await redis.keys(`${nameSpace}*${visitor}`);
    expect(keys.length).toBeGreaterThan(0);
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // Another visitor is not affected on either instance.
    expect((await call(second, '/api/blogs?locale=en', '198.51.100.250')).statusCode).toBe(200);
  });

  it('shares the search counter too', async () => {
    const visitor = '198.51.100.251';
    const url = '/api/search?filter%5Bq%5D=saham&locale=id';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await call(i % 2 === 0 ? second : first.app, url, visitor)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
  });
});
