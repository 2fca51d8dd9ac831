// Issue 19 point 7: the shell server on SIGTERM under load. Its /api calls go to a slow upstream
// (the test's), so requests are in flight when the signal comes: every one finishes, exit 0.
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnce, loadLoops } from '../../content-service/test/load.ts';
import { freePort, startServer } from '../../content-service/test/process.ts';
import { writeShellFiles } from './site-fixture.ts';

const SLOW_MS = 800;
let upstream: Server;
let upstreamUrl: string;
const seenIds: string[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seenIds.push(String(req.headers['x-request-id']));
    const delay = req.url?.startsWith('/api/blogs?slow') ? SLOW_MS : 0;
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: req.url?.startsWith('/api/blogs?slow') ? 'slow-ok' : [] }));
    }, delay);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the shell server process', () => {
  it('finishes the requests in flight on SIGTERM and exits 0', { timeout: 60_000 }, async () => {
    const files = await writeShellFiles(await mkdtemp(path.join(tmpdir(), 'shell-shutdown-')));
    const server = await startServer('shell/server/main.ts', { ...files, CONTENT_API_URL: upstreamUrl, SHUTDOWN_TIMEOUT_MS: '5000' });
    const load = loadLoops([`${server.url}/healthz`, `${server.url}/release.json`, `${server.url}/api/settings`], 4, 'load');
    await sleep(300);
    const slow = Array.from({ length: 4 }, (_, i) => getOnce(`${server.url}/api/blogs?slow=${i}`, `slow-${i}`));
    await sleep(200);
    server.kill('SIGTERM');
    const slowOutcomes = await Promise.all(slow);
    const code = await server.exited;
    await load.stop();

    expect(code).toBe(0);
    for (const outcome of slowOutcomes) {
      expect(outcome.status, JSON.stringify(outcome)).toBe(200);
      expect(JSON.parse(outcome.body ?? '')).toEqual({ data: 'slow-ok' });
    }
    // The shell's request ids reached the upstream.
    expect(seenIds).toEqual(expect.arrayContaining(['slow-0', 'slow-1', 'slow-2', 'slow-3']));
    const taken = new Set(server.logs.filter((line) => line.msg === 'incoming request').map((line) => String(line.reqId)));
    const answered = load.outcomes.filter((outcome) => taken.has(outcome.id));
    expect(answered.length).toBeGreaterThan(3);
    expect(answered.filter((outcome) => outcome.error || outcome.status !== 200)).toEqual([]);
    const untaken = load.outcomes.filter((outcome) => !taken.has(outcome.id) && !outcome.error);
    expect(untaken.filter((outcome) => outcome.status !== 503)).toEqual([]);
  });

  it('with SHUTDOWN_DRAIN_MS fails /readyz first while still serving, then exits 0; /metrics only on METRICS_PORT', { timeout: 60_000 }, async () => {
    const files = await writeShellFiles(await mkdtemp(path.join(tmpdir(), 'shell-drain-')));
    const metricsPort = await freePort();
    const server = await startServer('shell/server/main.ts', {
      ...files, CONTENT_API_URL: upstreamUrl, SHUTDOWN_TIMEOUT_MS: '8000', SHUTDOWN_DRAIN_MS: '2000', METRICS_PORT: String(metricsPort),
    });
    expect((await fetch(`${server.url}/release.json`)).status).toBe(200);
    // The metrics are scraped on their own port; the public port does not answer them.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/http_requests_total\{route_kind="release",method="GET",status="2xx"\} [1-9]/);
    expect(metrics).toContain('shell_document_render_seconds');
    expect(metrics).toContain('process_cpu_seconds_total');
    expect((await fetch(`${server.url}/metrics`)).status).not.toBe(200);

    server.kill('SIGTERM');
    await sleep(500);
    // Draining: not ready, so load balancers stop sending, but what still arrives is served.
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    expect((await fetch(`${server.url}/release.json`)).status).toBe(200);
    expect(await Promise.race([server.exited.then(() => 'exited'), sleep(0).then(() => 'running')])).toBe('running');
    expect(await server.exited).toBe(0);
  });
});
