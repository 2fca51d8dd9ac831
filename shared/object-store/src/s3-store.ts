import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, contentTypeOf, ObjectStoreError, type ObjectStore, type ObjectStoreFault } from './object-store.ts';

export interface S3StoreOptions {
  bucket: string;
  /** Keys are stored under it (`site/`): several environments or sites can share a bucket. */
  prefix?: string;
  /** An S3-compatible server's URL (MinIO, a local test server); unset: the cloud's own for the region. */
  endpoint?: string;
  region: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (the pod's workload identity, the instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** One request's time-out: a store that stops answering must not hold a visitor's request (default 5 s). */
  requestTimeoutMs?: number;
}

const NOT_FOUND = new Set(['NoSuchKey', 'NotFound', 'NoSuchBucket']);
const CREDENTIALS = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden', 'InvalidToken', 'ExpiredToken', 'CredentialsProviderError']);
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'TimeoutError', 'RequestTimeout']);

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const codeOf = (error: unknown) => (error as { code?: string; name?: string }).code ?? (error as { name?: string }).name ?? '';

/** What an SDK error says of the store: which setting is wrong, for a message an operator can act on. */
function faultOf(error: unknown): ObjectStoreFault {
  const code = codeOf(error);
  if (code === 'NoSuchBucket') return 'bucket';
  if (CREDENTIALS.has(code) || statusOf(error) === 403) return 'credentials';
  if (UNREACHABLE.has(code) || (error as { $metadata?: unknown }).$metadata === undefined) return 'unreachable';
  return 'other';
}

/** The store as an S3 bucket (AWS, GCS's S3 API, MinIO, a local test server), through the AWS SDK. */
export function createS3Store(options: S3StoreOptions): ObjectStore {
  const prefix = options.prefix ?? '';
  const where = `s3://${options.bucket}/${prefix}`;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    maxAttempts: 2,
    // Without throwOnRequestTimeout a request past its time-out only logs a warning and goes on waiting.
    requestHandler: { connectionTimeout: options.requestTimeoutMs ?? 5000, requestTimeout: options.requestTimeoutMs ?? 5000, throwOnRequestTimeout: true } as NonNullable<S3ClientConfig['requestHandler']>,
  });
  const Bucket = options.bucket;
  const Key = (key: string) => `${prefix}${checkKey(key)}`;

  /** An SDK failure as an ObjectStoreError naming the fault and the store. */
  const failure = (what: string, error: unknown) => {
    const fault = faultOf(error);
    const detail = `${codeOf(error) || 'error'}${statusOf(error) ? ` ${statusOf(error)}` : ''}: ${(error as Error).message}`;
    const says = {
      bucket: `the bucket ${options.bucket} does not exist`,
      credentials: `the credentials are refused for the bucket ${options.bucket}`,
      unreachable: `${options.endpoint ?? 'the S3 endpoint'} does not answer`,
      other: 'it failed',
    }[fault];
    return new ObjectStoreError(fault, `${what} in ${where}${options.endpoint ? ` (${options.endpoint})` : ''}: ${says} (${detail})`, { cause: error });
  };
  const absent = (error: unknown) => NOT_FOUND.has(codeOf(error)) && codeOf(error) !== 'NoSuchBucket' || (statusOf(error) === 404 && codeOf(error) !== 'NoSuchBucket');

  /** The object's answer (its body still to read), or undefined when there is no such object. */
  const getObject = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
    } catch (error) {
      if (absent(error)) return undefined;
      throw failure(`reading ${key}`, error);
    }
  };

  return {
    describe: () => where,
    async get(key) {
      const answer = await getObject(key);
      return answer && Buffer.from(await answer.Body!.transformToByteArray());
    },
    async getStream(key) {
      const answer = await getObject(key);
      return answer && { stream: answer.Body as Readable, size: answer.ContentLength ?? 0, contentType: answer.ContentType };
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return { size: answer.ContentLength ?? 0, contentType: answer.ContentType };
      } catch (error) {
        if (absent(error)) return undefined;
        throw failure(`looking up ${key}`, error);
      }
    },
    async put(key, body, put = {}) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: Key(key),
            Body: body,
            ContentLength: body.byteLength,
            ContentType: put.contentType ?? contentTypeOf(key),
            ...(put.cacheControl ? { CacheControl: put.cacheControl } : {}),
          }),
        );
      } catch (error) {
        throw failure(`writing ${key}`, error);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
      } catch (error) {
        if (absent(error)) return;
        throw failure(`deleting ${key}`, error);
      }
    },
    async list(sub = '') {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      try {
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}${sub}`, ...(ContinuationToken ? { ContinuationToken } : {}) }));
          for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(prefix.length));
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      } catch (error) {
        throw failure(`listing ${sub || 'the objects'}`, error);
      }
      return keys.sort();
    },
    async check() {
      // An empty listing (no key starts with a dot), not HeadBucket: its answer carries an error code (NoSuchBucket, SignatureDoesNotMatch),
      // and S3-compatible servers check a listing's credentials where some let a HEAD through.
      try {
        await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}.check/` }));
      } catch (error) {
        throw failure('checking the bucket', error);
      }
    },
  };
}
