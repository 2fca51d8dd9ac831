import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { createFolderStore, IMMUTABLE_CACHE, type ObjectStore } from '@brids/object-store';
import { isMediaName, MEDIA_TYPES, type MediaType, typeOfName } from './types.ts';

export interface StoredFile {
  stream: Readable;
  size: number;
  type: MediaType;
}

/**
 * Where uploaded files live, addressed by their content: `put` names a file by the SHA-256 of its bytes,
 * so the same bytes always get the same name and a name's bytes never change (served as immutable).
 * The `media` table lists them with their details (every instance sees the same list).
 */
export interface MediaStore {
  /** Stores the bytes (a no-op when they are already there); their name. */
  put(bytes: Uint8Array, type: MediaType): Promise<string>;
  /** The file's bytes as a stream, with its size and type; undefined when there is no such file. */
  get(name: string): Promise<StoredFile | undefined>;
  exists(name: string): Promise<boolean>;
  /** Removes the file (nothing when it is not there). */
  delete(name: string): Promise<void>;
  /** Every stored name. */
  list(): Promise<string[]>;
}

/** The name `put` gives these bytes of this type. */
export function mediaNameOf(bytes: Uint8Array, type: MediaType): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${MEDIA_TYPES[type]}`;
}

/**
 * The media store over an object store (`@brids/object-store`): a file is the object under its name, written
 * with its type and immutable caching (a CDN in front of the bucket serves it as /media/ does). A name already
 * there with the same size is not written again; the object store's writes are whole (a folder's temporary file
 * renamed into place, an S3 PutObject), so instances storing the same bytes at once end with the one file.
 * Failures of the store (a bucket that does not answer) are its ObjectStoreError, naming what is wrong.
 */
export function objectMediaStore(store: ObjectStore): MediaStore {
  const check = (name: string) => {
    if (!isMediaName(name)) throw new Error(`Not a media name: ${name}`);
    return name;
  };
  return {
    async put(bytes, type) {
      const name = mediaNameOf(bytes, type);
      if ((await store.head(name))?.size === bytes.length) return name;
      await store.put(check(name), bytes, { contentType: type, cacheControl: IMMUTABLE_CACHE });
      return name;
    },
    async get(name) {
      const type = typeOfName(name);
      if (!type) return undefined;
      const object = await store.getStream(name);
      return object && { stream: object.stream, size: object.size, type };
    },
    async exists(name) {
      return isMediaName(name) && (await store.head(name)) !== undefined;
    },
    async delete(name) {
      if (isMediaName(name)) await store.delete(name);
    },
    async list() {
      return (await store.list()).filter(isMediaName).sort();
    },
  };
}

/** The store as a folder (MEDIA_DIR), shared by every instance (a volume): the object store's folder. */
export const folderMediaStore = (dir: string): MediaStore => objectMediaStore(createFolderStore(dir));
