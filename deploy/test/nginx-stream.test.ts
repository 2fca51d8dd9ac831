import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, ensureNginx, freePort, prepareConfig, startNginx, stopNginx } from './nginx-under-test.ts';

/** An upstream that answers an event stream as the content service does: one event at once, a second 1.5 s later. */
async function streamingServer(): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.write('event: status\ndata: {"status":"waiting"}\n\n');
    const later = setTimeout(() => res.end('id: 1\nevent: message\ndata: {"seq":1}\n\n'), 1500);
    res.on('close', () => clearTimeout(later));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

/** How long after the request the first event came, and when the stream ended. */
async function timeFirstEvent(url: string): Promise<{ first: number; end: number; text: string }> {
  const started = Date.now();
  const response = await fetch(url, { headers: { accept: 'text/event-stream' } });
  let text = '';
  let first = -1;
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    if (first < 0 && text.includes('\n\n')) first = Date.now() - started;
  }
  return { first, end: Date.now() - started, text };
}

// The live chat's event stream through deploy/nginx/nginx.conf (Debian's nginx): both hops, the public one to the
// shell servers and the internal one to the content services, pass each event as it comes.
describe('deploy/nginx/nginx.conf with an event stream', () => {
  let nginx: ChildProcess | undefined;
  let dir = '';
  const servers: Server[] = [];
  let edge = 0;
  let internal = 0;

  beforeAll(async () => {
    ensureNginx();
    const shell1 = await streamingServer();
    const content1 = await streamingServer();
    servers.push(shell1.server, content1.server);
    edge = await freePort();
    internal = await freePort();
    const prepared = prepareConfig({
      edge,
      internal,
      upstreams: { 'shell-1:3000': shell1.port, 'shell-2:3000': shell1.port, 'content-1:3001': content1.port, 'content-2:3001': content1.port },
    });
    dir = prepared.dir;
    const check = checkConfig(dir, prepared.config);
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration: ${check.output}`);
    nginx = await startNginx(dir, prepared.config, edge);
  }, 300_000);

  afterAll(() => stopNginx(nginx, servers, dir));

  it('passes the first event at once on the public and the internal hop, the rest when it comes', { timeout: 20_000 }, async () => {
    for (const port of [edge, internal]) {
      const timing = await timeFirstEvent(`http://127.0.0.1:${port}/api/chat/conversations/abc/events`);
      expect(timing.first, `port ${port}`).toBeLessThan(1000);
      expect(timing.end).toBeGreaterThanOrEqual(1400);
      expect(timing.text).toContain('event: message');
    }
  });
});
