// A real S3 protocol server on this machine for the tests (s3rver, from npm): it speaks the S3 REST API over
// HTTP, refuses any access key id but its own (it does not compute version 4 signatures), and keeps objects in
// a temporary folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
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

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** s3rver's own command, as a server of its own (not sharing the test's event loop). */
const S3RVER_BIN = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');

/**
 * Starts an S3 server on a free loopback port with one empty bucket. With `process`, in a child process of its
 * own, as a real store runs beside the servers under load (the cluster test); else in this process.
 */
export async function startS3Server(options: { bucket?: string; process?: boolean } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'brids-test';
  const directory = await mkdtemp(path.join(tmpdir(), 'brids-s3-'));
  let port = options.process ? await freePort() : 0;
  let server: S3rver | undefined;
  let child: ChildProcess | undefined;
  const start = async () => {
    if (options.process) {
      child = spawn(process.execPath, [S3RVER_BIN, '--directory', directory, '--address', '127.0.0.1', '--port', String(port), '--silent', '--configure-bucket', bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve, reject) => {
        child!.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it listened`)));
        child!.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('listening')) resolve();
        });
      });
      return;
    }
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    const address = (await server.run()) as { port: number };
    port = address.port;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    child = undefined;
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
