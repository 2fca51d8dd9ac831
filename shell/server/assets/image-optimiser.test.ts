import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CACHE_CONTROL, imageOptimiser } from './image-optimiser.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(imageOptimiser, { dir: path.join(import.meta.dirname, '../../public') });
  await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** A request over HTTP with the path exactly as written (inject and fetch would normalise `..` and `%2e`). */
function rawStatus(path: string): Promise<number> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('image optimiser', () => {
  it('resizes a real image of the site to a screen width, as WebP, cached for 30 days', async () => {
    const res = await get('/_ipx/w_640,f_webp/images/og/default.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(IMAGE_CACHE_CONTROL).toBe(res.headers['cache-control']);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
  });

  it('rounds other widths up to the next screen width', async () => {
    const res = await get('/_ipx/w_500,f_webp/images/og/default.jpg');
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
  });

  it('refuses widths beyond 1536 and modifiers it does not offer', async () => {
    for (const url of [
      '/_ipx/w_2000/images/og/default.jpg',
      '/_ipx/w_0/images/og/default.jpg',
      '/_ipx/blur_100/images/og/default.jpg',
      '/_ipx/s_5000x5000,enlarge/images/og/default.jpg',
      '/_ipx/f_gif/images/og/default.jpg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message, url).toBeTruthy();
    }
  });

  it('answers 400 to hostile paths: parent folders, other hosts, hidden files', async () => {
    for (const url of [
      '/_ipx/w_640/../package.json',
      '/_ipx/w_640/images/../../package.json',
      '/_ipx/w_640/%2e%2e/%2e%2e/package.json',
      '/_ipx/w_640/images/..%2f..%2fpackage.json',
      '/_ipx/w_640/https://evil.example/a.png',
      '/_ipx/w_640/http:/evil.example/a.png',
      '/_ipx/w_640//evil.example/a.png',
      '/_ipx/w_640/images\\..\\..\\package.json',
      '/_ipx/w_640/.env',
      '/_ipx/images/a.jpg',
    ]) {
      expect(await rawStatus(url), url).toBe(400);
    }
  });

  it('answers 404 for an image that does not exist', async () => {
    const res = await get('/_ipx/w_640/images/og/missing.jpg');
    expect(res.statusCode).toBe(404);
  });

  it('serves SVG logos as sanitised SVG that browsers must not sniff', async () => {
    const res = await get('/_ipx/_/images/social/facebook.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<svg');
  });

  it('serves the originals at /images/ with the same cache and no way out of the folder', async () => {
    const res = await get('/images/social/youtube.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    for (const url of ['/images/../package.json', '/images/%2e%2e/%2e%2e/package.json', '/images/..%2f..%2fpackage.json']) {
      expect(await rawStatus(url), url).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers 304 when the browser already has the image', async () => {
    const first = await get('/_ipx/w_320,f_webp/images/social/linkedin.svg');
    expect(first.statusCode).toBe(200);
    const again = await get('/_ipx/w_320,f_webp/images/social/linkedin.svg', {
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(again.statusCode).toBe(304);
  });
});
