import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureNginx, freePort, prepareConfig, send, startNginx, stopNginx, stubServer, type Seen } from './nginx-under-test.ts';

/**
 * An instance that dies while it holds a POST: it reads the request whole, then its connection is cut with no
 * answer (what a kill -9 in the middle of a request looks like to nginx). GETs it answers.
 */
async function dyingOnPost(name: string): Promise<{ port: number; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      if (req.method === 'POST') req.socket.destroy();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ server: name }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, seen, server };
}

/** One scenario's proxy: shell-1 and content-1 die while they hold a POST, shell-2 and content-2 answer. */
async function proxy() {
  const shell1 = await dyingOnPost('shell-1');
  const shell2 = await stubServer('shell-2');
  const content1 = await dyingOnPost('content-1');
  const content2 = await stubServer('content-2');
  const [edge, internal] = [await freePort(), await freePort()];
  const prepared = prepareConfig({
    edge,
    internal,
    upstreams: { 'shell-1:3000': shell1.port, 'shell-2:3000': shell2.port, 'content-1:3001': content1.port, 'content-2:3001': content2.port },
  });
  const nginx = await startNginx(prepared.dir, prepared.config, edge);
  return {
    edge,
    internal,
    shells: { dying: shell1.seen, live: shell2.seen },
    contents: { dying: content1.seen, live: content2.seen },
    stop: () => stopNginx(nginx, [shell1.server, shell2.server, content1.server, content2.server], prepared.dir),
  };
}

const post = (port: number, path: string, key?: string) =>
  send(port, { path, method: 'POST', headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) }, body: '{"fullName":"Budi"}' });

// deploy/nginx/nginx.conf run by Debian's nginx, with one instance of each server that dies while it holds a POST
// (each case a proxy of its own: a failed instance is out of the balance for 10 s): a form, whose Idempotency-Key
// lets the content service store it once, or a chat message (its clientId, likewise) is sent again to the other
// instance, on the public listener (shell servers) and on the internal one (content services); any other POST is not.
describe('deploy/nginx/nginx.conf: a POST whose instance died before it answered', () => {
  beforeAll(() => ensureNginx(), 300_000);

  it.each([
    ['public', '/api/contact-messages?locale=id'],
    ['public', '/api/eduvest-events/webinar-1/registrations/non-client'],
    ['public', '/api/chat/left-messages'],
    ['public', '/api/chat/conversations/c1/messages'],
    ['internal', '/api/agent/chat/conversations/c1/messages'],
    ['internal', '/api/contact-messages?locale=en'],
    ['internal', '/api/eduvest-events/webinar-1/registrations/client'],
  ] as const)('a form or chat message on the %s listener (%s) is sent again, with its key, to the other instance', async (listener, path) => {
    const site = await proxy();
    try {
      const port = listener === 'public' ? site.edge : site.internal;
      const { dying, live } = listener === 'public' ? site.shells : site.contents;
      // Both instances are in the balance: of two forms one reaches the dying instance first.
      for (const key of ['form-key-0001', 'form-key-0002']) {
        const answer = await post(port, path, key);
        expect(answer.status).toBe(200);
        expect((JSON.parse(answer.body.toString()) as { server: string }).server).toMatch(/-2$/);
      }
      expect(dying.length).toBeGreaterThan(0);
      expect(live.map((seen) => seen.headers['idempotency-key'])).toEqual(['form-key-0001', 'form-key-0002']);
      for (const cut of dying) expect(live.map((seen) => seen.headers['idempotency-key'])).toContain(cut.headers['idempotency-key']);
    } finally {
      await site.stop();
    }
  });

  it.each(['/api/chat/conversations', '/api/chat/conversations/c1/close', '/api/auth/login'])('any other POST (%s) reaches one instance only: cut, it answers 502', async (path) => {
    const site = await proxy();
    try {
      const statuses = [(await post(site.edge, path)).status, (await post(site.edge, path)).status];
      const { dying, live } = site.shells;
      expect(dying.length).toBe(1);
      expect(dying.length + live.length).toBe(2);
      expect(statuses.filter((status) => status === 502)).toHaveLength(1);
    } finally {
      await site.stop();
    }
  });
});
