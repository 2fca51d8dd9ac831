// Issue 39 item 6: a Redis outage takes no content service out. A real redis-server of this test's own (the
// machine's Redis stays up for the other suites) is killed under two instances of the service and started
// again on the same port: /readyz stays 200 and reports redis degraded, the limits still apply per process,
// one warning per outage and content_rate_limit_fallback show it, and the shared counters come back.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { metricsText } from '@brids/server-operations';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.ts';
import { redisCheck } from '../src/lib/redis-check.ts';
import { setup, type TestContext } from './helpers.ts';

const LIMITS = { ...DEFAULT_RATE_LIMITS, list: { max: 4, windowMs: 60_000 } };
const URL_PATH = '/api/blogs?locale=en';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** redis-server in the foreground on `port`, nothing written to disk; resolves once it answers PING. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    for (let tries = 0; tries < 100; tries += 1) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      const ok = await client.connect().then(() => client.ping(), () => undefined);
      if (ok === 'PONG') return child;
      client.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    client.disconnect();
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}`);
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid!, 'SIGKILL');
  await exited;
}

async function until(what: string, condition: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${ms} ms: ${what}`);
}

/** Log lines of one instance, parsed. */
function logSink(lines: { level: number; msg: string }[]) {
  return {
    level: 'info',
    stream: new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    }),
  };
}

describe('a Redis outage under two instances of the content service (SQLite)', () => {
  const nameSpace = `brids-test-outage-${randomBytes(4).toString('hex')}-`;
  let port: number;
  let redis: ChildProcess;
  let first: TestContext;
  let second: TestContext['app'];
  const checks: ReturnType<typeof redisCheck>[] = [];
  const logs: { level: number; msg: string }[][] = [[], []];

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const redisUrl = `redis://127.0.0.1:${port}`;
    const options = () => {
      const check = redisCheck(redisUrl);
      checks.push(check);
      return { rateLimit: { limits: LIMITS, redisUrl, nameSpace }, readiness: [check] };
    };
    first = await setup('sqlite', { ...options(), logger: logSink(logs[0]!) });
    second = buildApp({ db: first.database.db, ...options(), logger: logSink(logs[1]!) });
    await second.ready();
    const connected = async () => (await first.app.inject({ method: 'GET', url: '/readyz' })).json<{ checks: { redis: string } }>().checks.redis === 'ok';
    await until('both instances connected to Redis', async () => (await connected()) && (await metricsText()).includes('content_rate_limit_fallback 0'));
  }, 30_000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const check of checks) await check.close();
    if (redis) await kill(redis);
  });

  const call = (app: TestContext['app'], visitor: string) =>
    app.inject({ method: 'GET', url: URL_PATH, headers: { accept: 'application/json', 'x-forwarded-for': visitor } });
  const statuses = async (apps: TestContext['app'][], visitor: string, count: number) => {
    const answers = [];
    for (let i = 0; i < count; i += 1) answers.push((await call(apps[i % apps.length]!, visitor)).statusCode);
    return answers;
  };
  const readiness = async (app: TestContext['app']) => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    return { status: res.statusCode, body: res.json() };
  };
  const outageWarnings = (lines: { level: number; msg: string }[]) => lines.filter((line) => line.level === 40 && /rate limits: Redis unavailable/.test(line.msg)).length;

  it('shares one counter across both instances while Redis is up', async () => {
    expect(await readiness(second)).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'ok' } } });
    expect(await statuses([first.app, second], '198.51.100.10', 5)).toEqual([200, 200, 200, 200, 429]);
  });

  it('with Redis killed: stays ready reporting redis degraded, limits each visitor per process, warns once, shows the fallback metric', async () => {
    await kill(redis);
    await until('the outage noticed', async () => (await metricsText()).includes('content_rate_limit_fallback 1'));
    for (const app of [first.app, second]) {
      expect(await readiness(app)).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'degraded' } } });
    }
    // Per process: each instance counts this visitor on its own, and still refuses past the limit, without waiting for Redis.
    const started = performance.now();
    expect(await statuses([first.app], '198.51.100.20', 6)).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await statuses([second], '198.51.100.20', 5)).toEqual([200, 200, 200, 200, 429]);
    expect(performance.now() - started, 'no request waited for Redis').toBeLessThan(3000);
    const refused = await call(first.app, '198.51.100.20');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Reconnection attempts go on meanwhile, but each instance warned once for the whole outage.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(logs.map(outageWarnings)).toEqual([1, 1]);
    expect(await metricsText()).toMatch(/^content_rate_limit_fallback 1$/m);
  }, 30_000);

  it('with Redis started again on the same port: ready with redis ok, the shared counters used again, the metric back to 0', async () => {
    redis = await startRedis(port);
    await until('both instances reconnected', async () => {
      const [a, b] = [await readiness(first.app), await readiness(second)];
      return (a.body as { checks: { redis: string } }).checks.redis === 'ok' && (b.body as { checks: { redis: string } }).checks.redis === 'ok';
    });
    // Each instance's rate-limit connection reconnects on its own backoff: both say so once their counters are shared again.
    await until('both rate-limit stores back on Redis', async () => logs.every((lines) => lines.some((line) => /Redis is back/.test(line.msg))), 15_000);
    expect(await metricsText()).toMatch(/^content_rate_limit_fallback 0$/m);
    expect(await statuses([first.app, second], '198.51.100.30', 5)).toEqual([200, 200, 200, 200, 429]);
    // The counter is in the new Redis server, under this run's prefix.
    const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await client.connect();
      expect((await client.keys(`${nameSpace}*198.51.100.30`)).length).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  }, 30_000);
});
