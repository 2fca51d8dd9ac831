import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, contentTypeOf, ObjectStoreError, type ObjectStore } from './object-store.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/**
 * The store as a folder: a key is a path below `dir`. A put writes a temporary file beside the target and
 * renames it into place, so a reader never sees half an object. Temporary files start with a dot, which no
 * key does, so `list` never shows one.
 */
export function createFolderStore(dir: string): ObjectStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, checkKey(key));
  const sizeOf = async (key: string) => {
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? info.size : undefined;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  };
  async function walk(folder: string, out: string[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full, out);
      else if (entry.isFile()) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
  return {
    describe: () => root,
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (missing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
        throw error;
      }
    },
    async getStream(key) {
      const size = await sizeOf(key);
      return size === undefined ? undefined : { stream: createReadStream(fileOf(key)), size, contentType: contentTypeOf(key) };
    },
    async head(key) {
      const size = await sizeOf(key);
      return size === undefined ? undefined : { size, contentType: contentTypeOf(key) };
    },
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, body, { flag: 'wx' });
        await rename(temporary, file);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(prefix = '') {
      // Walk only the deepest folder the prefix names whole, then filter by the rest.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder) checkKey(folder);
      const out: string[] = [];
      await walk(path.join(root, folder), out);
      return out.filter((key) => key.startsWith(prefix)).sort();
    },
    async check() {
      await mkdir(root, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        throw new ObjectStoreError('bucket', `the folder ${root} cannot be made (${error.code ?? error.message})`, { cause: error });
      });
      await access(root).catch((error: NodeJS.ErrnoException) => {
        throw new ObjectStoreError('bucket', `the folder ${root} cannot be used (${error.code ?? error.message})`, { cause: error });
      });
    },
  };
}
