import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, ensureNginx, freePort, prepareConfig, send, startNginx, stopNginx, stubServer, type Seen } from './nginx-under-test.ts';

// deploy/nginx/nginx.conf run by Debian's nginx in front of stub servers: shell-2 is down (its port
// refuses), the rest answer. What compose's proxy does is observed, not read from the config.
describe('deploy/nginx/nginx.conf', () => {
  let nginx: ChildProcess | undefined;
  let dir = '';
  const servers: Server[] = [];
  let edge = 0;
  let internal = 0;
  let shell: Seen[] = [];
  let contentSeen: () => Seen[] = () => [];
  let configCheck: { status: number | null; output: string };

  beforeAll(async () => {
    ensureNginx();
    const shell1 = await stubServer('shell-1', ({ url }) =>
      url.startsWith('/static/') ? { headers: { 'Content-Type': 'text/javascript', 'Cache-Control': 'public, max-age=31536000, immutable' }, body: 'export {};' } : {},
    );
    const content1 = await stubServer('content-1');
    const content2 = await stubServer('content-2');
    servers.push(shell1.server, content1.server, content2.server);
    shell = shell1.seen;
    contentSeen = () => [...content1.seen, ...content2.seen];
    edge = await freePort();
    internal = await freePort();
    const prepared = prepareConfig({
      edge,
      internal,
      upstreams: { 'shell-1:3000': shell1.port, 'shell-2:3000': await freePort(), 'content-1:3001': content1.port, 'content-2:3001': content2.port },
    });
    dir = prepared.dir;
    const version = path.join(prepared.srv, 'remotes/mf-tools/1.2.0-gabc');
    mkdirSync(path.join(version, 'server'), { recursive: true });
    writeFileSync(path.join(version, 'remoteEntry.js'), 'var remote = 1;');
    writeFileSync(path.join(version, 'remoteEntry.js.gz'), gzipSync('var remote = 1;'));
    writeFileSync(path.join(version, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(version, 'server/index.js'), 'server code');
    configCheck = checkConfig(dir, prepared.config);
    nginx = await startNginx(dir, prepared.config, edge);
    // Installing nginx (apt-get) on a machine without it takes longer than the default hook timeout.
  }, 300_000);

  afterAll(() => stopNginx(nginx, servers, dir));

  it('passes nginx -t', () => {
    expect(configCheck.output).toContain('test is successful');
    expect(configCheck.status).toBe(0);
  });

  it('sends every document and API read to the live shell server while the other is down', async () => {
    for (const page of ['/id', '/en/investment-calculator', '/api/settings', '/sitemap.xml', '/release.json', '/_ipx/w_640/images/a.jpg', '/media/a.pdf']) {
      const answer = await send(edge, { path: page });
      expect(answer.status, page).toBe(200);
      expect(JSON.parse(answer.body.toString())).toEqual({ server: 'shell-1', url: page });
    }
  });

  it('sends a form submission to the live shell server once: a refused connection never carried it', async () => {
    const before = shell.length;
    for (let i = 0; i < 4; i++) {
      const answer = await send(edge, { path: '/api/contact-messages', method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(answer.status).toBe(200);
    }
    expect(shell.slice(before).map((s) => `${s.method} ${s.url}`)).toEqual(Array(4).fill('POST /api/contact-messages'));
  });

  it('answers operations and staff routes and write verbs itself, without reaching a server', async () => {
    const before = shell.length;
    for (const [method, page, status] of [
      ['GET', '/metrics', 404],
      ['GET', '/readyz', 404],
      ['GET', '/api/submissions', 404],
      ['GET', '/api/submissions/export?format=csv', 404],
      ['DELETE', '/api/blog-posts/a', 403],
      ['PUT', '/api/menus/1', 403],
      ['PATCH', '/api/settings', 403],
    ] as const) {
      expect((await send(edge, { path: page, method })).status, `${method} ${page}`).toBe(status);
    }
    expect((await send(edge, { path: '/healthz' })).body.toString()).toBe('ok\n');
    expect(shell.length).toBe(before);
  });

  it('serves published remotes from the shared folder with immutable caching, manifests for 5 minutes, never a server build', async () => {
    const entry = await send(edge, { path: '/remotes/mf-tools/1.2.0-gabc/remoteEntry.js' });
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const gzipped = await send(edge, { path: '/remotes/mf-tools/1.2.0-gabc/remoteEntry.js', headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const manifest = await send(edge, { path: '/remotes/mf-tools/1.2.0-gabc/mf-manifest.json' });
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=300');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await send(edge, { path: '/remotes/mf-tools/1.2.0-gabc/server/index.js' })).status).toBe(404);
    expect((await send(edge, { path: '/remotes/mf-tools/9.9.9/remoteEntry.js' })).status).toBe(404);
    expect(shell.filter((s) => s.url.startsWith('/remotes/'))).toEqual([]);
  });

  it("keeps the shell's hashed assets in its cache: one request reaches a server", async () => {
    const first = await send(edge, { path: '/static/js/app.0123abcd.js', headers: { 'Accept-Encoding': 'br, gzip' } });
    const second = await send(edge, { path: '/static/js/app.0123abcd.js', headers: { 'Accept-Encoding': 'gzip, br' } });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(shell.filter((s) => s.url === '/static/js/app.0123abcd.js')).toHaveLength(1);
  });

  it('gives each request its own id and the visitor address to the shell server, whatever the visitor claims', async () => {
    await send(edge, { path: '/id/tentang-kami', headers: { 'X-Request-Id': 'forged', 'X-Forwarded-For': '203.0.113.9' } });
    const seen = shell.at(-1)!;
    expect(seen.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    // No `Connection: close`: upstream connections are kept alive (HTTP/1.1's default).
    expect(seen.headers.connection).toBeUndefined();
  });

  it("balances the shell servers' content calls over both content services, keeping the shell's request id", async () => {
    for (let i = 0; i < 4; i++) {
      const answer = await send(internal, { path: '/api/settings', headers: { 'X-Request-Id': `shell-${i}`, 'X-Forwarded-For': '203.0.113.9' } });
      expect(answer.status).toBe(200);
    }
    const content = contentSeen();
    expect(content.map((s) => s.headers['x-request-id']).sort()).toEqual(['shell-0', 'shell-1', 'shell-2', 'shell-3']);
    expect(new Set(content.map((s) => s.headers['x-forwarded-for']))).toEqual(new Set(['203.0.113.9, 127.0.0.1']));
    expect(new Set(content.map((s) => s.headers.connection))).toEqual(new Set([undefined]));
    const served = await Promise.all([0, 1].map(() => send(internal, { path: '/api/menus' }).then((a) => JSON.parse(a.body.toString()).server as string)));
    expect(new Set(served).size).toBe(2);
  });
});
