import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
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
 * The store as a folder (MEDIA_DIR), shared by every instance (a volume). A file is written to a temporary
 * name in the same folder and renamed into place: readers never see half a file, and two instances storing
 * the same bytes at once both end with the one complete file.
 */
export function folderMediaStore(dir: string): MediaStore {
  const pathOf = (name: string) => {
    if (!isMediaName(name)) throw new Error(`Not a media name: ${name}`);
    return join(dir, name);
  };
  const sizeOf = async (name: string) => {
    try {
      const info = await stat(pathOf(name));
      return info.isFile() ? info.size : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  return {
    async put(bytes, type) {
      const name = mediaNameOf(bytes, type);
      if ((await sizeOf(name)) === bytes.length) return name;
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `.${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, pathOf(name));
      } finally {
        await rm(temporary, { force: true });
      }
      return name;
    },
    async get(name) {
      const type = typeOfName(name);
      if (!type) return undefined;
      const size = await sizeOf(name);
      if (size === undefined) return undefined;
      return { stream: createReadStream(pathOf(name)), size, type };
    },
    async exists(name) {
      return isMediaName(name) && (await sizeOf(name)) !== undefined;
    },
    async delete(name) {
      if (isMediaName(name)) await rm(pathOf(name), { force: true });
    },
    async list() {
      try {
        return (await readdir(dir)).filter(isMediaName).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
