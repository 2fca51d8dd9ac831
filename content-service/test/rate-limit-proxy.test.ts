import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes as marketing } from '../../mf-marketing/src/routes.ts';
import { buildShellServer } from '../../shell/server/app.ts';
import { readConfig } from '../../shell/server/config.ts';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.ts';
import { setup, type TestContext } from './helpers.ts';

/**
 * The chain as browsers use it: the shell server proxies /api to the content service (listening,
 * real HTTP between them). The list limit counts per visitor, not per proxy; the shell server's own
 * calls while it serves documents are never limited.
 */
const LIMITS = { ...DEFAULT_RATE_LIMITS, list: { max: 4, windowMs: 60_000 } };

let content: TestContext;
let shell: FastifyInstance;
let dir: string;

beforeAll(async () => {
  content = await setup('sqlite', { rateLimit: { limits: LIMITS } });
  await content.app.listen({ host: '127.0.0.1', port: 0 });
  const contentPort = (content.app.server.address() as AddressInfo).port;
  dir = await mkdtemp(path.join(tmpdir(), 'brids-limits-'));
  const shellDist = path.join(dir, 'shell-dist');
  await mkdir(path.join(shellDist, 'static'), { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), '<!doctype html><html lang="id"><head><title>BRIDS</title><!--brids:head--></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(shellDist, 'favicon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  await mkdir(path.join(shellDist, 'files'), { recursive: true });
  const releaseFile = path.join(dir, 'release.json');
  await writeFile(
    releaseFile,
    JSON.stringify({
      environment: 'test',
      updatedAt: new Date().toISOString(),
      remotes: { mf_marketing: { version: '1.0.0-a', manifestUrl: '/remotes/mf-marketing/1.0.0-a/mf-manifest.json', routes: marketing } },
    }),
  );
  // The pin names no published build: documents as the browser renders them (SERVER_RENDER=0).
  const config = readConfig({ PORT: '3999', CONTENT_API_URL: `http://127.0.0.1:${contentPort}`, RELEASE_FILE: releaseFile, REMOTES_DIR: path.join(dir, 'remotes'), SHELL_DIST: shellDist, SERVER_RENDER: '0' });
  shell = await buildShellServer(config, { logger: false });
});

afterAll(async () => {
  await shell?.close();
  await content?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const browser = (url: string, address: string, headers: Record<string, string> = {}) =>
  shell.inject({ method: 'GET', url, remoteAddress: address, headers: { accept: 'application/json', ...headers } });

describe('rate limits through the shell server', () => {
  it("counts each visitor by their own address, not the proxy's, and a forged X-Forwarded-For changes nothing", async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await browser('/api/blogs?locale=en', '203.0.113.50', { 'x-forwarded-for': `10.9.9.${i}` })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    const limited = await browser('/api/blogs?locale=en', '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor through the same shell server still gets the list.
    expect((await browser('/api/blogs?locale=en', '203.0.113.51')).statusCode).toBe(200);
  });

  it("never limits the shell server's own calls: many documents in a row", async () => {
    // The home page and the FAQ (whose head reads a list), more times than the list limit allows one address.
    for (let i = 0; i < 8; i += 1) {
      const home = await shell.inject({ method: 'GET', url: '/id', remoteAddress: '203.0.113.52' });
      expect(home.statusCode).toBe(200);
      const faq = await shell.inject({ method: 'GET', url: '/en/faq', remoteAddress: '203.0.113.52' });
      expect(faq.statusCode).toBe(200);
      // The FAQ's structured data comes from the shell server's own call of the FAQ list: every time.
      expect(faq.body).toContain('"@type":"Question"');
    }
  });
});
