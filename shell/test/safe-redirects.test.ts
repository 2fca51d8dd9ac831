// Issue 19 point 6: no open redirect through the shell server (redirect rules, paths, queries).
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site-fixture.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
  // Rules an editor could write by mistake (or an attacker with CMS access on purpose).
  await site.db
    .insertInto('redirects')
    .values([
      { kind: 'general', from_path: '/go/*', to_path: '/*', status: 302, sort_order: 100 },
      { kind: 'general', from_path: '/out', to_path: 'https://evil.example/', status: 302, sort_order: 101 },
      { kind: 'general', from_path: '/out2', to_path: '//evil.example', status: 302, sort_order: 102 },
      { kind: 'general', from_path: '/out3', to_path: '/\\evil.example', status: 302, sort_order: 103 },
      { kind: 'general', from_path: '/out4', to_path: 'javascript:alert(1)', status: 302, sort_order: 104 },
      { kind: 'general', from_path: '/out5', to_path: '/%2F%2Fevil.example', status: 302, sort_order: 105 },
    ])
    .execute();
});

afterAll(async () => {
  await site?.close();
});

const get = (url: string) => site.shell.inject({ method: 'GET', url });

/** Where an answer sends a browser that is on the site: nowhere (its own page), or where its Location leads. */
function whereTo(location: string | string[] | undefined): 'on the site' | 'off the site' {
  if (location === undefined) return 'on the site';
  const target = String(location);
  const url = new URL(target, 'https://site.example');
  return url.origin === 'https://site.example' && !/^[/\\]{2}|^\/%2f|^\/%5c/i.test(target) ? 'on the site' : 'off the site';
}

describe('redirects never leave the site', () => {
  it('keeps applying the rules that stay on the site', async () => {
    const res = await get('/go/id/riset');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/id/riset');
  });

  it.each([
    '/out',
    '/out2',
    '/out3',
    '/out4',
    '/out5',
    '/go//evil.example',
    '/go/%2F%2Fevil.example',
    '/go/%5Cevil.example',
    '/go/%252F%252Fevil.example',
    '/go/\\evil.example',
    '/go/%09/evil.example',
  ])('does not redirect %s off the site', async (path) => {
    const res = await get(path);
    expect(whereTo(res.headers.location)).toBe('on the site');
    expect([404, 301, 302]).toContain(res.statusCode);
  });

  it.each(['//evil.example', '//evil.example/', '/\\evil.example', '///evil.example/%2e%2e', '/%2F%2Fevil.example', '/%5Cevil.example'])(
    'answers the path %s on the site',
    async (path) => {
      const res = await get(path);
      // Not a page (404), or at most the bare root's redirect home.
      expect([`404 ${undefined}`, '302 /id']).toContain(`${res.statusCode} ${res.headers.location}`);
    },
  );

  it('keeps the query of a redirect as a query, not as a target', async () => {
    const res = await get('/id/riset?next=https://evil.example&redirect=//evil.example&url=javascript:alert(1)');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/id/riset-dan-berita/laporan-riset?next=https://evil.example&redirect=//evil.example&url=javascript:alert(1)');
    expect(whereTo(res.headers.location)).toBe('on the site');
  });

  it('answers 400, not 500, for a malformed percent-encoding', async () => {
    expect((await get('/id/%E0%A4%A')).statusCode).toBe(400);
  });

  it('answers raw request lines with doubled or back slashes on the site (over a socket, as a browser sends them)', async () => {
    await site.shell.listen({ host: '127.0.0.1', port: 0 });
    const { port } = site.shell.server.address() as AddressInfo;
    const raw = (path: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on('error', reject);
        req.end();
      });
    for (const path of ['//evil.example', '/\\evil.example', '//evil.example/%2e%2e', '/go//evil.example', '/go/\\evil.example']) {
      const res = await raw(path);
      expect(res.status, path).toBeLessThan(500);
      expect(whereTo(res.location), path).toBe('on the site');
    }
  });
});
