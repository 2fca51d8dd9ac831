import type { Readable } from 'node:stream';

/** What a store answers of one object. */
export interface ObjectInfo {
  size: number;
  contentType?: string | undefined;
}

export interface StoredObject extends ObjectInfo {
  stream: Readable;
}

export interface PutOptions {
  contentType?: string;
  /** The `Cache-Control` a CDN in front of the bucket serves the object with. */
  cacheControl?: string;
}

/**
 * A flat store of immutable objects under `/`-separated keys (`mf-tools/1.2.0/mf-manifest.json`): a folder
 * (`npm start`, one machine) or an S3-compatible bucket (every instance of the cluster). Callers never
 * overwrite an object with other bytes; the stores do not enforce it (publish and media check first).
 */
export interface ObjectStore {
  /** Where it is, for messages: a folder's path or `s3://bucket/prefix`. */
  describe(): string;
  /** The object's bytes; undefined when there is no such object. */
  get(key: string): Promise<Buffer | undefined>;
  /** The object as a stream with its size; undefined when there is no such object. */
  getStream(key: string): Promise<StoredObject | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Stores the bytes; a reader sees the whole object or none of it. */
  put(key: string, body: Uint8Array, options?: PutOptions): Promise<void>;
  /** Removes the object (nothing when it is not there). */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix` (`mf-tools/`), sorted. */
  list(prefix?: string): Promise<string[]>;
  /** Answers when the store can be read and written with these settings; else throws ObjectStoreError naming what is wrong. */
  check(): Promise<void>;
}

/** Why a store cannot be used: the bucket (missing, another's), the credentials, or the endpoint (unreachable). */
export type ObjectStoreFault = 'bucket' | 'credentials' | 'unreachable' | 'other';

export class ObjectStoreError extends Error {
  override name = 'ObjectStoreError';
  constructor(
    readonly fault: ObjectStoreFault,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A key is `/`-separated names of letters, digits, `.`, `_`, `+`, `-`, `~` and `@`: no empty, dot-led or `..` part. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (!key || parts.some((part) => !/^[0-9A-Za-z_+@~-][0-9A-Za-z._+@~-]*$/.test(part))) throw new Error(`Not an object key: "${key}"`);
  return key;
}

/** The same store seen under `prefix` (`remotes/`): its keys are relative to it. */
export function scopedStore(store: ObjectStore, prefix: string): ObjectStore {
  if (!prefix) return store;
  const full = (key: string) => `${prefix}${checkKey(key)}`;
  return {
    describe: () => `${store.describe()}${store.describe().endsWith('/') ? '' : '/'}${prefix}`,
    get: (key) => store.get(full(key)),
    getStream: (key) => store.getStream(full(key)),
    head: (key) => store.head(full(key)),
    put: (key, body, options) => store.put(full(key), body, options),
    delete: (key) => store.delete(full(key)),
    list: async (sub = '') => (await store.list(`${prefix}${sub}`)).map((key) => key.slice(prefix.length)),
    check: () => store.check(),
  };
}

/** A content type from a file name: what a browser needs of a remote's or the shell's files and of media. */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  cjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  br: 'application/octet-stream',
  gz: 'application/octet-stream',
};

/** Long-lived caching for objects whose key names their content (versions, hashed files, media). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
