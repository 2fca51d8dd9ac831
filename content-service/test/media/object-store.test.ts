// The media store in an S3-compatible bucket, through the real upload and /media/ routes, against a real S3
// protocol server (s3rver on a loopback port, shared/object-store/test/s3-server.ts): no mock of the SDK.
import { createS3Store, openObjectStore, type ObjectStore } from '@brids/object-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../shared/object-store/test/s3-server.ts';
import { type Config, loadConfig, loadMediaConfig } from '../../src/config.ts';
import type { MediaItem } from '../../src/media/contract.ts';
import { mediaStoreOf } from '../../src/media/default-store.ts';
import { mediaNameOf, objectMediaStore } from '../../src/media/store.ts';
import { sampleMedia } from '../../src/media/sample.ts';
import { setup, TARGETS, type TestContext } from '../helpers.ts';
import { actorWith, multipart, pdf, png } from './fixtures.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

async function upload(context: TestContext, auth: Record<string, string>, file: { bytes: Uint8Array; filename: string; type: string }) {
  const body = await multipart(file, { alt: 'Grafik' });
  const res = await context.app.inject({ method: 'POST', url: '/api/media', payload: body.payload, headers: { ...auth, 'content-type': body.contentType } });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { data: MediaItem; message: string } };
}

const fetchMedia = async (context: TestContext, url: string, headers: Record<string, string> = {}) => {
  const res = await context.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, body: res.body };
};

describe.each(TARGETS)('media in an S3 bucket, configured by OBJECT_STORE_* (%s)', (target) => {
  const prefix = `${target}-${Math.random().toString(36).slice(2, 8)}/`;
  const context = {} as TestContext;
  /** The bucket as the service's configuration opens it, and every put the media store makes through it. */
  let bucket: ObjectStore;
  const puts: string[] = [];
  let config: Config;
  beforeAll(async () => {
    config = loadConfig(s3.env(prefix));
    const area = openObjectStore('media', config.objectStore, config.mediaDir);
    // The real store, only counted: each put still goes to the S3 server.
    const media = objectMediaStore({ ...area, put: (key, body, options) => (puts.push(key), area.put(key, body, options)) });
    bucket = createS3Store(s3.options(prefix));
    // The seed puts the sample files into the same bucket (setup seeds with the store it is given).
    Object.assign(context, await setup(target, { media }));
  });
  afterAll(async () => {
    await context.close?.();
  });

  it('stores an upload under media/<name> in the bucket, with its type and immutable caching, and serves it at /media/', async () => {
    expect(config.objectStore).toMatchObject({ bucket: s3.bucket, prefix, endpoint: s3.endpoint, forcePathStyle: true });
    const editor = await actorWith(context, ['editor']);
    const answer = await upload(context, editor, { bytes: await png(33, 21), filename: 'grafik.png', type: 'image/png' });
    expect(answer.status, answer.body.message).toBe(201);
    const { name, url, size } = answer.body.data;
    // The image as ingest re-encoded it, named by those bytes.
    const bytes = (await bucket.get(`media/${name}`))!;
    expect(name).toBe(mediaNameOf(bytes, 'image/png'));
    expect(await bucket.head(`media/${name}`)).toEqual({ size, contentType: 'image/png' });
    // What a CDN in front of the bucket would serve: the object's own Content-Type and Cache-Control (path-style, s3rver reads anonymously).
    const direct = await fetch(`${s3.endpoint}/${s3.bucket}/${prefix}media/${name}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/png');
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const served = await fetchMedia(context, url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${name.slice(0, 32)}"`);
    expect(served.headers['content-length']).toBe(String(bytes.length));
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);

    expect((await fetchMedia(context, url, { 'if-none-match': String(served.headers.etag) })).status).toBe(304);
    const head = await context.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('gives the same bytes uploaded twice one name and one object, written once', async () => {
    const editor = await actorWith(context, ['editor']);
    const bytes = pdf(`twice-${target}`);
    const first = await upload(context, editor, { bytes, filename: 'a.pdf', type: 'application/pdf' });
    const second = await upload(context, editor, { bytes, filename: 'b.pdf', type: 'application/pdf' });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.data.name).toBe(first.body.data.name);
    const key = `media/${first.body.data.name}`;
    expect((await bucket.list('media/')).filter((listed) => listed === key)).toHaveLength(1);
    expect(puts.filter((put) => put === first.body.data.name)).toHaveLength(1);
    const served = await fetchMedia(context, first.body.data.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.bytes.equals(bytes)).toBe(true);
  });

  it('serves the sample files the seed put in the bucket, and 404 for a name it does not hold', async () => {
    const sample = await fetchMedia(context, sampleMedia('/files/forms/form-individual.pdf'));
    expect(sample.status).toBe(200);
    expect(sample.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    for (const url of [`/media/${'0'.repeat(32)}.jpg`, '/media/abc.jpg', '/media/..%2f..%2fpackage.json']) {
      const missing = await fetchMedia(context, url);
      expect(missing.status, url).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
    }
  });

  it('takes a deleted file out of the bucket', async () => {
    const editor = await actorWith(context, ['editor']);
    const created = await upload(context, editor, { bytes: pdf(`delete-${target}`), filename: 'gone.pdf', type: 'application/pdf' });
    const { name, url } = created.body.data;
    expect(await bucket.head(`media/${name}`)).toBeDefined();
    expect((await context.app.inject({ method: 'DELETE', url: `/api/media/${name}`, headers: editor })).statusCode).toBe(204);
    expect(await bucket.head(`media/${name}`)).toBeUndefined();
    expect((await fetchMedia(context, url)).status).toBe(404);
  });

  it('answers 503 while the bucket does not answer, keeps serving the rest, and serves the files again when it is back', async () => {
    const editor = await actorWith(context, ['editor']);
    const bytes = pdf(`back-${target}`);
    const { name, url } = (await upload(context, editor, { bytes, filename: 'back.pdf', type: 'application/pdf' })).body.data;
    await s3.stop();
    try {
      const down = await fetchMedia(context, url);
      expect(down.status).toBe(503);
      expect(JSON.parse(down.body)).toEqual({ message: 'The media store is not available: try again later.' });
      expect(down.headers['cache-control']).toBe('no-store');
      expect(down.headers['retry-after']).toBe('5');
      const refused = await upload(context, editor, { bytes: pdf(`while-down-${target}`), filename: 'later.pdf', type: 'application/pdf' });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe('The media store is not available: try again later.');
      expect(await context.database.db.selectFrom('media').select('name').where('name', '=', mediaNameOf(pdf(`while-down-${target}`), 'application/pdf')).execute()).toEqual([]);
      // The process and its other routes are unaffected.
      expect((await context.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await fetchMedia(context, `/media/${'1'.repeat(32)}.png`)).status).toBe(503);
    } finally {
      await s3.start();
    }
    const back = await fetchMedia(context, url);
    expect(back.status).toBe(200);
    expect(back.bytes.equals(bytes)).toBe(true);
    expect(await bucket.head(`media/${name}`)).toMatchObject({ size: bytes.length });
  });
});

describe("the media store's configuration", () => {
  it('is MEDIA_DIR\'s folder without OBJECT_STORE_BUCKET, the bucket\'s media/ with it', () => {
    expect(loadConfig({}).objectStore).toBeUndefined();
    expect(loadMediaConfig({ MEDIA_DIR: '/srv/media' })).toEqual({ mediaDir: '/srv/media', objectStore: undefined });
    expect(loadMediaConfig(s3.env('site/')).objectStore).toMatchObject({ bucket: s3.bucket, prefix: 'site/', region: 'us-east-1' });
    expect(mediaStoreOf(loadMediaConfig(s3.env('site/')))).toBeDefined();
  });

  it('refuses OBJECT_STORE_* settings without a bucket, or bad ones, naming them like the other variables', () => {
    expect(() => loadConfig({ OBJECT_STORE_ENDPOINT: 'http://minio:9000' })).toThrow('OBJECT_STORE_BUCKET: required with OBJECT_STORE_ENDPOINT');
    expect(() => loadMediaConfig({ OBJECT_STORE_ENDPOINT: 'http://minio:9000' })).toThrow(/^Invalid configuration of the content service:\n {2}OBJECT_STORE_BUCKET: required with OBJECT_STORE_ENDPOINT/);
    expect(() => loadConfig({ OBJECT_STORE_BUCKET: 'Media_Bucket' })).toThrow('OBJECT_STORE_BUCKET must be an S3 bucket name');
    expect(() => loadConfig({ OBJECT_STORE_BUCKET: 'brids-media', OBJECT_STORE_ENDPOINT: 'ftp://minio' })).toThrow('OBJECT_STORE_ENDPOINT must be an http(s) URL');
    const message = (() => {
      try {
        loadConfig({ PORT: 'web', OBJECT_STORE_PATH_STYLE: 'yes', OBJECT_STORE_BUCKET: 'brids-media' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'OBJECT_STORE_PATH_STYLE']) expect(message).toContain(`\n  ${name}: `);
  });
});
