import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { readObjectStoreVariables, s3OptionsOf } from './config.ts';
import { createFolderStore } from './folder-store.ts';
import { checkKey, ObjectStoreError, scopedStore, type ObjectStore } from './object-store.ts';
import { createS3Store } from './s3-store.ts';

let s3: S3TestServer;
let folder: string;
beforeAll(async () => {
  s3 = await startS3Server();
  folder = await mkdtemp(path.join(tmpdir(), 'brids-folder-store-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);
const text = async (stream: NodeJS.ReadableStream) => {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
};

describe.each([
  ['a folder', () => createFolderStore(path.join(folder, String(Math.random())))],
  ['an S3 bucket (a real S3 protocol server)', () => createS3Store(s3.options(`t${Math.random().toString(36).slice(2)}/`))],
])('the object store as %s', (_, open: () => ObjectStore) => {
  it('stores, reads, lists and deletes objects by key', async () => {
    const store = open();
    await store.put('mf-tools/1.0.0/remoteEntry.js', bytes('entry'), { cacheControl: 'public, max-age=31536000, immutable' });
    await store.put('mf-tools/1.0.0/static/js/page.js', bytes('page'));
    await store.put('mf-tools/1.1.0/remoteEntry.js', bytes('next'));
    expect((await store.get('mf-tools/1.0.0/remoteEntry.js'))?.toString()).toBe('entry');
    expect(await store.head('mf-tools/1.0.0/static/js/page.js')).toMatchObject({ size: 4 });
    const streamed = await store.getStream('mf-tools/1.1.0/remoteEntry.js');
    expect(streamed?.size).toBe(4);
    expect(await text(streamed!.stream)).toBe('next');
    expect(await store.list('mf-tools/1.0.0/')).toEqual(['mf-tools/1.0.0/remoteEntry.js', 'mf-tools/1.0.0/static/js/page.js']);
    expect(await store.list('mf-tools/1.')).toHaveLength(3);
    expect(await store.list()).toHaveLength(3);
    await store.delete('mf-tools/1.1.0/remoteEntry.js');
    await store.delete('mf-tools/1.1.0/remoteEntry.js');
    expect(await store.list('mf-tools/1.1.0/')).toEqual([]);
    await store.check();
  });

  it('answers undefined for a missing object, and the same bytes again for a second put', async () => {
    const store = open();
    expect(await store.get('nothing/here.js')).toBeUndefined();
    expect(await store.head('nothing/here.js')).toBeUndefined();
    expect(await store.getStream('nothing/here.js')).toBeUndefined();
    expect(await store.list('nothing/')).toEqual([]);
    await store.put('a/b.json', bytes('{"a":1}'));
    await store.put('a/b.json', bytes('{"a":1}'));
    expect((await store.get('a/b.json'))?.toString()).toBe('{"a":1}');
  });

  it('sees a scoped part of itself under a prefix', async () => {
    const store = open();
    const remotes = scopedStore(store, 'remotes/');
    await remotes.put('mf-research/2.0.0/mf-manifest.json', bytes('{}'));
    expect(await store.list('remotes/')).toEqual(['remotes/mf-research/2.0.0/mf-manifest.json']);
    expect(await remotes.list('mf-research/')).toEqual(['mf-research/2.0.0/mf-manifest.json']);
    expect((await remotes.get('mf-research/2.0.0/mf-manifest.json'))?.toString()).toBe('{}');
  });

  it('refuses keys that could reach outside it', async () => {
    const store = open();
    for (const key of ['../x', 'a/../b', '/abs', 'a//b', '.hidden', 'a/.tmp', '']) {
      await expect(store.put(key, bytes('x'))).rejects.toThrow(/Not an object key/);
    }
  });
});

describe('the S3 store says which setting is wrong', () => {
  it('a bucket that does not exist', async () => {
    const store = createS3Store({ ...s3.options(), bucket: 'no-such-bucket' });
    const error = await store.check().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ObjectStoreError);
    expect((error as ObjectStoreError).fault).toBe('bucket');
    expect((error as Error).message).toMatch(/the bucket no-such-bucket does not exist/);
  });

  it('credentials the server refuses', async () => {
    // s3rver checks the access key's id (it does not compute version 4 signatures): an unknown id is refused.
    const store = createS3Store({ ...s3.options(), credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' } });
    const check = await store.check().catch((e: unknown) => e);
    expect((check as ObjectStoreError).fault).toBe('credentials');
    const put = await store.put('x.json', bytes('{}')).catch((e: unknown) => e);
    expect((put as ObjectStoreError).fault).toBe('credentials');
    expect((put as Error).message).toMatch(/credentials are refused for the bucket brids-test/);
  });

  it('an endpoint that refuses connections, and one that accepts but never answers (within the time-out)', async () => {
    const down = createS3Store({ ...s3.options(), endpoint: 'http://127.0.0.1:9' });
    expect(((await down.check().catch((e: unknown) => e)) as ObjectStoreError).fault).toBe('unreachable');
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const hung = createS3Store({ ...s3.options(), endpoint: `http://127.0.0.1:${port}`, requestTimeoutMs: 300 });
      const started = Date.now();
      const error = await hung.get('a.json').catch((e: unknown) => e);
      expect((error as ObjectStoreError).fault).toBe('unreachable');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.close();
    }
  });
});

describe('the object store variables', () => {
  it('choose the folders without a bucket, the bucket with one', () => {
    expect(s3OptionsOf(readObjectStoreVariables({}))).toBeUndefined();
    expect(s3OptionsOf(readObjectStoreVariables(s3.env('site/')))).toMatchObject({ bucket: 'brids-test', prefix: 'site/', forcePathStyle: true, endpoint: s3.endpoint });
  });

  it('name each bad setting', () => {
    expect(() => readObjectStoreVariables({ OBJECT_STORE_ENDPOINT: 'http://minio:9000' })).toThrow(/OBJECT_STORE_BUCKET: required with OBJECT_STORE_ENDPOINT/);
    expect(() => readObjectStoreVariables({ OBJECT_STORE_BUCKET: 'Bad_Bucket' })).toThrow(/OBJECT_STORE_BUCKET must be an S3 bucket name/);
    expect(() => readObjectStoreVariables({ OBJECT_STORE_BUCKET: 'b-1', OBJECT_STORE_ACCESS_KEY_ID: 'x' })).toThrow(/go together/);
    expect(() => readObjectStoreVariables({ OBJECT_STORE_BUCKET: 'b-1', OBJECT_STORE_PREFIX: 'no-slash' })).toThrow(/OBJECT_STORE_PREFIX/);
  });

  it('keys are checked', () => {
    expect(checkKey('mf-tools/1.0.0-g1a2b3c/static/js/async/12.abc.js')).toBeTruthy();
    expect(() => checkKey('a/../b')).toThrow(/Not an object key/);
  });
});
