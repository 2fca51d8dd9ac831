import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROUTE_PREFIXES } from '../../shell/server/content/public-api.ts';
import { checkConfig, ensureNginx, freePort, prepareConfig, send, startNginx, stopNginx, stubServer, type Seen } from './nginx-under-test.ts';

// deploy/nginx/nginx.conf run by Debian's nginx in front of stub servers: shell-2 is down (its port
// refuses), the rest answer, and a stub object store answers as an S3 bucket read anonymously does. What
// compose's proxy does is observed, not read from the config.
describe('deploy/nginx/nginx.conf', () => {
  let nginx: ChildProcess | undefined;
  let dir = '';
  const servers: Server[] = [];
  let edge = 0;
  let internal = 0;
  let staff = 0;
  let shell: Seen[] = [];
  let contentSeen: () => Seen[] = () => [];
  let store: Seen[] = [];
  let configCheck: { status: number | null; output: string };

  beforeAll(async () => {
    ensureNginx();
    const shell1 = await stubServer('shell-1', ({ url }) =>
      url.startsWith('/static/') ? { headers: { 'Content-Type': 'text/javascript', 'Cache-Control': 'public, max-age=31536000, immutable' }, body: 'export {};' } : {},
    );
    const content1 = await stubServer('content-1');
    const content2 = await stubServer('content-2');
    // The bucket `brids` of compose's object store, path-style: objects with the headers publishing gave them; a
    // missing key answers 403 with S3's XML, as an anonymous read of a bucket without list permission does.
    const objects: Record<string, { type: string; body: string }> = {
      '/brids/remotes/mf-tools/1.2.0-gabc/remoteEntry.js': { type: 'text/javascript', body: `var remote = ${JSON.stringify('x'.repeat(4000))};` },
      '/brids/remotes/mf-tools/1.2.0-gabc/mf-manifest.json': { type: 'application/json', body: '{}' },
      '/brids/remotes/mf-tools/1.2.0-gabc/server/index.js': { type: 'text/javascript', body: 'server code' },
    };
    const objectStore = await stubServer('object-store', ({ url }): { status?: number; headers: Record<string, string>; body: string } => {
      const object = objects[url];
      if (!object) return { status: 403, headers: { 'Content-Type': 'application/xml' }, body: '<Error><Code>AccessDenied</Code></Error>' };
      return { headers: { 'Content-Type': object.type, 'Cache-Control': 'public, max-age=31536000, immutable', ETag: '"abc"', 'x-amz-request-id': 'R1' }, body: object.body };
    });
    servers.push(shell1.server, content1.server, content2.server, objectStore.server);
    store = objectStore.seen;
    shell = shell1.seen;
    contentSeen = () => [...content1.seen, ...content2.seen];
    edge = await freePort();
    internal = await freePort();
    staff = await freePort();
    const prepared = prepareConfig({
      edge,
      internal,
      staff,
      // The staff allow-list of this test: 127.0.0.1 only, so a client from 127.0.0.2 is another source.
      staffAllow: ['127.0.0.1'],
      upstreams: {
        'shell-1:3000': shell1.port,
        'shell-2:3000': await freePort(),
        'content-1:3001': content1.port,
        'content-2:3001': content2.port,
        'object-store:9000': objectStore.port,
      },
    });
    dir = prepared.dir;
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

  it("serves published remotes from the bucket's remotes/ area with the store's caching headers, once, compressed", async () => {
    const path = '/remotes/mf-tools/1.2.0-gabc/remoteEntry.js';
    const entry = await send(edge, { path, headers: { Cookie: 'session=visitor', Authorization: 'Bearer visitor' } });
    expect(entry.status).toBe(200);
    expect(entry.body.toString()).toMatch(/^var remote = "x+";$/);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.etag).toBe('"abc"');
    expect(entry.headers['content-type']).toBe('text/javascript');
    expect(entry.headers['x-amz-request-id']).toBeUndefined();
    // Path-style in bucket brids, to the store's address; nothing of the visitor's goes with it.
    const [reached, ...again] = store.filter((s) => s.url === '/brids/remotes/mf-tools/1.2.0-gabc/remoteEntry.js');
    expect(reached!.method).toBe('GET');
    expect(reached!.headers.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(reached!.headers.cookie).toBeUndefined();
    expect(reached!.headers.authorization).toBeUndefined();
    expect(again).toEqual([]);
    // The proxy's cache answers again, compressed for a browser that accepts it.
    const gzipped = await send(edge, { path, headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers['x-cache-status']).toBe('HIT');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(entry.body.toString());
    expect((await send(edge, { path, method: 'HEAD' })).status).toBe(200);
    expect(store.filter((s) => s.url.endsWith('/remoteEntry.js'))).toHaveLength(1);
    const manifest = await send(edge, { path: '/remotes/mf-tools/1.2.0-gabc/mf-manifest.json' });
    expect([manifest.status, manifest.body.toString(), manifest.headers['cache-control']]).toEqual([200, '{}', 'public, max-age=31536000, immutable']);
    expect(shell.filter((s) => s.url.startsWith('/remotes/'))).toEqual([]);
  });

  it('reads remotes only: no write verb, no server build reaches the store, and a missing object is a plain 404', async () => {
    const before = store.length;
    for (const method of ['PUT', 'POST', 'DELETE']) {
      expect((await send(edge, { path: '/remotes/mf-tools/1.2.0-gabc/remoteEntry.js', method, body: 'x' })).status, method).toBe(405);
    }
    expect((await send(edge, { path: '/remotes/mf-tools/1.2.0-gabc/server/index.js' })).status).toBe(404);
    expect(store.length).toBe(before);
    const missing = await send(edge, { path: '/remotes/mf-tools/9.9.9/remoteEntry.js' });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('AccessDenied');
    expect(store.slice(before).map((s) => s.url)).toEqual(['/brids/remotes/mf-tools/9.9.9/remoteEntry.js']);
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

  /** A request of each staff route: the console, the editorial, admin, submissions (and export), agents' chat and media routes. */
  const staffRequests = STAFF_ROUTE_PREFIXES.flatMap((prefix) => [
    ['GET', prefix],
    ['GET', `${prefix}/`],
    ['GET', `${prefix}/x/export?format=csv`],
    ['POST', `${prefix}/x`],
  ]) as [string, string][];

  it("never serves the staff's routes on the public listener: 404, no server reached", async () => {
    const before = [shell.length, contentSeen().length];
    for (const [method, page] of staffRequests) {
      const answer = await send(edge, { path: page, method, headers: { 'Content-Type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(answer.status, `${method} ${page}`).toBe(404);
    }
    expect([shell.length, contentSeen().length]).toEqual(before);
  });

  it('serves them on the staff listener, from the content services, with HSTS, a request id and the client address', async () => {
    for (const [method, page] of [...staffRequests, ['GET', '/api/agent/chat/events'], ['GET', '/api/submissions/export?format=csv']] as [string, string][]) {
      const answer = await send(staff, { path: page, method, headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' }, body: method === 'POST' ? '{}' : undefined });
      expect(answer.status, `${method} ${page}`).toBe(200);
      expect(JSON.parse(answer.body.toString()), `${method} ${page}`).toMatchObject({ server: expect.stringMatching(/^content-[12]$/), url: page });
      expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    }
    // (The staff's client claimed 203.0.113.7; nginx appends the address it saw.)
    const reached = contentSeen().filter((seen) => String(seen.headers['x-forwarded-for']).startsWith('203.0.113.7'));
    expect(reached).toHaveLength(staffRequests.length + 2);
    for (const seen of reached) {
      expect(seen.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(seen.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
      expect(seen.headers['x-forwarded-proto']).toBe('http');
    }
    expect(shell.filter((s) => STAFF_ROUTE_PREFIXES.some((prefix) => s.url.startsWith(prefix)))).toEqual([]);
  });

  it("refuses the staff listener to an address outside its allow-list (127.0.0.2 here): 403, no server reached", async () => {
    const before = contentSeen().length;
    for (const page of ['/console/', '/api/submissions/export?format=csv', '/api/agent/chat/conversations']) {
      const answer = await send(staff, { path: page, localAddress: '127.0.0.2' });
      expect(answer.status, page).toBe(403);
    }
    expect(contentSeen().length).toBe(before);
    expect((await send(staff, { path: '/console/', localAddress: '127.0.0.1' })).status).toBe(200);
  });
});
