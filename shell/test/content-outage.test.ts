// The shell server in front of a content service that hangs (accepts, never answers) and of one that is
// closed (nothing listens): every answer comes within a bound, unknown paths stay 404, pages that need
// content answer 503 with Retry-After and 'content unavailable' in the path's language, /api answers JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { metricsText } from '@brids/server-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShellServer } from '../server/app.ts';
import { createContentBreaker, ContentUnavailableError } from '../server/content/content-breaker.ts';
import { readConfig } from '../server/config.ts';
import { writeShellFiles } from './site-fixture.ts';

const BOUND_MS = 3000;

async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on. */
async function closedPort(): Promise<string> {
  const server = createServer();
  const url = await listening(server);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

describe('the content service breaker', () => {
  let hung: Server;
  let url: string;
  beforeAll(async () => {
    hung = createServer(() => {});
    url = await listening(hung);
  });
  afterAll(() => {
    hung.closeAllConnections();
    hung.close();
  });

  it('times a hung call out, opens after failures and then refuses at once, and closes when a trial succeeds', async () => {
    const breaker = createContentBreaker({ timeoutMs: 100, resetMs: 300 });
    const states: string[] = [];
    breaker.events.on('open', () => states.push('open'));
    breaker.events.on('halfOpen', () => states.push('halfOpen'));
    breaker.events.on('close', () => states.push('close'));
    for (let i = 0; i < 3; i += 1) await expect(breaker.fetch(`${url}/api/settings`)).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(breaker.refusing).toBe(true);
    const started = performance.now();
    await expect(breaker.fetch(`${url}/api/settings`)).rejects.toThrow(/circuit open/);
    expect(performance.now() - started).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(breaker.refusing, 'half-open: one call may try').toBe(false);
    const alive = createServer((_req, res) => res.end('{}'));
    const aliveUrl = await listening(alive);
    expect((await breaker.fetch(`${aliveUrl}/api/settings`)).status).toBe(200);
    alive.close();
    expect(states).toEqual(['open', 'halfOpen', 'close']);
  });

  it('counts 502-504 answers as failures but hands them back; a 404 or 500 is an answer', async () => {
    const statuses = [500, 404, 503];
    const server = createServer((_req, res) => {
      res.statusCode = statuses.shift() ?? 200;
      res.end('{}');
    });
    const serverUrl = await listening(server);
    const breaker = createContentBreaker({ timeoutMs: 500 });
    const failures: unknown[] = [];
    breaker.events.on('failure', (error) => failures.push(error));
    expect((await breaker.fetch(serverUrl)).status).toBe(500);
    expect((await breaker.fetch(serverUrl)).status).toBe(404);
    expect((await breaker.fetch(serverUrl)).status).toBe(503);
    expect(failures).toHaveLength(1);
    server.close();
  });
});

describe.each([
  ['hangs', async () => {
    const server = createServer(() => {});
    return { url: await listening(server), stop: () => (server.closeAllConnections(), server.close()) };
  }],
  ['is closed', async () => ({ url: await closedPort(), stop: () => undefined })],
] as const)('a document while the content service %s (browser-rendered documents)', (_name, start) => {
  let shell: FastifyInstance;
  let dir: string;
  let stop: () => void;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'brids-outage-'));
    const content = await start();
    stop = content.stop;
    const config = readConfig({ PORT: '3999', CONTENT_API_URL: content.url, CONTENT_TIMEOUT_MS: '300', CONTENT_PROXY_TIMEOUT_MS: '500', ...(await writeShellFiles(dir)) });
    shell = await buildShellServer(config, { logger: false });
  });
  afterAll(async () => {
    await shell.close();
    stop();
    await rm(dir, { recursive: true, force: true });
  });

  async function get(url: string) {
    const started = performance.now();
    const res = await shell.inject({ method: 'GET', url });
    const ms = performance.now() - started;
    expect(ms, `${url} answered within ${BOUND_MS} ms`).toBeLessThan(BOUND_MS);
    return res;
  }

  it('stays ready (the content service reported degraded, shell_content_service_up 0) while a page that needs content is 503 with Retry-After', async () => {
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { release: 'ok', template: 'ok', 'content-service': 'degraded' } });
    const page = await get('/en/blog/market-outlook');
    expect(page.statusCode).toBe(503);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(await metricsText()).toMatch(/^shell_content_service_up 0$/m);
    // Liveness too: nothing here asks for a restart.
    expect((await get('/healthz')).statusCode).toBe(200);
  });

  it('answers an unknown path 404, never 200', async () => {
    expect((await get('/id/tidak/ada/halaman')).statusCode).toBe(404);
    expect((await get('/en/no/such/page')).statusCode).toBe(404);
  });

  it.each([
    ['en', '/en/blog/market-outlook', 'Content unavailable', 'Sorry, the server ran into a problem'],
    ['id', '/id/blog/market-outlook', 'Konten tidak tersedia', 'Maaf, terjadi kesalahan pada server'],
  ])('answers a page that needs its content 503 with Retry-After and a readable page in %s', async (locale, url, title, hint) => {
    const res = await get(url);
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<html lang="${locale}"`);
    expect(res.body).toContain(`<h1 id="content-unavailable">${title}</h1>`);
    expect(res.body).toContain(hint);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers /api with JSON 503 or 504 and Retry-After, and the sitemap 503', async () => {
    const res = await get('/api/settings?locale=id');
    expect([503, 504]).toContain(res.statusCode);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/content service/) });
    expect((await get('/sitemap.xml')).statusCode).toBe(503);
  });

  it('once the breaker is open, answers at once: a browser-rendered page needs the layout\'s content too (503), an unknown path is still 404', async () => {
    for (let i = 0; i < 3; i += 1) await get('/en/blog/market-outlook');
    const started = performance.now();
    const calculator = await get('/en/analysis-tools/investment-calculator');
    expect(calculator.statusCode).toBe(503);
    expect(calculator.body).toContain('Content unavailable');
    expect((await get('/en/no/such/page')).statusCode).toBe(404);
    const api = await get('/api/menus?locale=en');
    expect(api.statusCode).toBe(503);
    expect(performance.now() - started, 'no call waited for the content service').toBeLessThan(250);
    // The open breaker is on the metrics (the alert ContentBreakerOpen), and readiness stays 200 meanwhile.
    expect(await metricsText()).toMatch(/^shell_content_breaker_open 1$/m);
    expect(await metricsText()).toMatch(/^shell_content_breaker_opens_total [1-9]\d*$/m);
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});
