// A real S3 protocol server on this machine for the tests (s3rver, from npm): it speaks the S3 REST API over
// HTTP, refuses any access key id but its own (it does not compute version 4 signatures), and keeps objects in
// a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreOptions } from '../src/s3-store.ts';

/** s3rver's one key pair: another access key id is refused with InvalidAccessKeyId. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  endpoint: string;
  port: number;
  bucket: string;
  /** The store options that reach this server's bucket. */
  options(prefix?: string): S3StoreOptions;
  /** The variables a server or the CLI reads for it (OBJECT_STORE_*). */
  env(prefix?: string): Record<string, string>;
  /** Stops answering (connections refused) until `start` again, on the same port and with the same objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/** Starts an S3 server on a free loopback port with one empty bucket (CORS open, as a CDN in front would answer). */
export async function startS3Server(options: { bucket?: string; port?: number } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'brids-test';
  const directory = await mkdtemp(path.join(tmpdir(), 'brids-s3-'));
  let port = options.port ?? 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    const address = (await server.run()) as { port: number };
    port = address.port;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  return {
    endpoint,
    port,
    bucket,
    options: (prefix) => ({ bucket, endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { ...S3_TEST_CREDENTIALS }, requestTimeoutMs: 2000, ...(prefix ? { prefix } : {}) }),
    env: (prefix) => ({
      OBJECT_STORE_BUCKET: bucket,
      OBJECT_STORE_ENDPOINT: endpoint,
      OBJECT_STORE_REGION: 'us-east-1',
      OBJECT_STORE_PATH_STYLE: '1',
      OBJECT_STORE_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      OBJECT_STORE_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      ...(prefix ? { OBJECT_STORE_PREFIX: prefix } : {}),
    }),
    stop,
    start,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
