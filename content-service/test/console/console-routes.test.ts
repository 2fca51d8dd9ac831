import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSOLE_CSP } from '../../src/console/routes.ts';
import { useApp } from '../helpers.ts';

// The console is static files: the database only carries the app (the answers never read it), so one target is enough.
const dir = mkdtempSync(join(tmpdir(), 'console-dist-'));
mkdirSync(join(dir, 'static', 'js'), { recursive: true });
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><meta name="brids-site-origin" content="%SITE_ORIGIN%"><script defer src="/console/static/js/index.0123abcd.js"></script></head><body><div id="root"></div></body></html>');
writeFileSync(join(dir, 'static', 'js', 'index.0123abcd.js'), 'console.log("console");');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the console at /console/ (served by the content service)', () => {
  const context = useApp('sqlite', { console: { dir, siteOrigin: 'https://www.brids.example"><script>' } });
  const get = (url: string) => context.app.inject({ method: 'GET', url });

  it('answers its page at /console/ with the site origin written in (escaped), a CSP of its own and no caching', async () => {
    const res = await get('/console/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('content="https://www.brids.example&quot;&gt;&lt;script&gt;"');
    expect(res.body).not.toContain('%SITE_ORIGIN%');
    expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers the same page for every deep link (the console routes in the browser), and sends /console to /console/', async () => {
    for (const url of ['/console/research-reports', '/console/research-reports/q4-outlook', '/console/menus/footer.legal', '/console/users/3?x=1', '/console/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
    const bare = await get('/console');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/console/');
  });

  it('serves its hashed files for a year, immutable, and 404 for a missing one or a way out of its folder', async () => {
    const script = await get('/console/static/js/index.0123abcd.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(script.headers['cache-control']).toMatch(/immutable/);
    expect(script.body).toBe('console.log("console");');
    for (const url of ['/console/static/js/missing.1234.js', '/console/static/index.html', '/console/static/%2e%2e/%2e%2e/package.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
    // A way out of the folder never reaches a file beside it: at most the console's own page.
    for (const url of ['/console/static/../../package.json', '/console/static/..%2f..%2fpackage.json', '/console/..%2f..%2fpackage.json']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('"name"');
    }
  });

  it('leaves the API as it was: its CSP allows nothing', async () => {
    const res = await get('/api/settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe('the console before it is built', () => {
  const context = useApp('sqlite', { console: { dir: join(dir, 'not-built'), siteOrigin: 'http://localhost:3000' } });

  it('says so with a 503 instead of a blank page', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/console/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/not built/);
  });
});
