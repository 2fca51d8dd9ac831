import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { acceptedEncodings, precompressedAssets } from './precompressed.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

describe('acceptedEncodings', () => {
  it('reads the list, with q=0 as a refusal', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.8').has('br')).toBe(false);
    expect(acceptedEncodings('br;q=0, gzip;q=0.8').has('gzip')).toBe(true);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});

describe('precompressed scripts and styles', () => {
  const app = Fastify();
  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'brids-precompressed-'));
    const shellDist = path.join(root, 'shell');
    const remotesDir = path.join(root, 'remotes');
    await mkdir(path.join(shellDist, 'static', 'js'), { recursive: true });
    await mkdir(path.join(remotesDir, 'mf-tools', '1.0.0'), { recursive: true });
    for (const file of [path.join(shellDist, 'static', 'js', 'index.js'), path.join(remotesDir, 'mf-tools', '1.0.0', 'remoteEntry.js')]) {
      await writeFile(file, SCRIPT);
      await writeFile(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
      await writeFile(`${file}.gz`, zlib.gzipSync(SCRIPT));
    }
    await writeFile(path.join(shellDist, 'static', 'js', 'small.js'), 'void 0;');
    await app.register(precompressedAssets, readConfig({ SHELL_DIST: shellDist, REMOTES_DIR: remotesDir }));
    // What app.ts's static handlers answer when no copy applies.
    app.get('/*', async (req) => ({ fallthrough: req.url }));
  });
  afterAll(() => app.close());

  it("sends the brotli copy to a browser that accepts it, with the static handlers' headers", async () => {
    const res = await app.inject({ url: '/static/js/index.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip without br, CORS on published remotes', async () => {
    const res = await app.inject({ url: '/remotes/mf-tools/1.0.0/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('leaves everything else to the static handlers', async () => {
    for (const [url, encoding] of [
      ['/static/js/index.js', 'identity'],
      ['/static/js/small.js', 'br'],
      ['/static/js/missing.js', 'br'],
      ['/static/js/../../../etc/passwd.js', 'br'],
      ['/release.json', 'br'],
    ] as const) {
      const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
  });
});
