import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ObjectStoreError, type ObjectStore } from '@brids/object-store';
import type { StoredRelease } from '@brids/release-store';
import { remoteArtefactRefusals, remoteStoreFailures } from '../operations/metrics.ts';
import type { RemoteFiles } from './remote-files.ts';

/** Why a published version is not on this server: its files failed the pin's hashes, the store did not answer, or it holds no such version. */
export type CopyFailureKind = 'refused' | 'unavailable' | 'unpublished';
export type CopyResult = { ok: true } | { ok: false; kind: CopyFailureKind | 'timeout'; message: string };

export interface VersionCacheLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const FETCHES_AT_ONCE = 16;

/**
 * The files of a version a shell server reads itself: the manifest and routes, the server build, and the
 * stylesheets it inlines. Browsers load the rest (scripts, their compressed copies) from REMOTES_PUBLIC_URL.
 */
export const readByTheServer = (file: string) =>
  file === 'mf-manifest.json' || file === 'routes.json' || file.startsWith('server/') || file.endsWith('.css');

class Refusal extends Error {}

/**
 * This server's copies of the published versions it runs, taken from the object store into its own folder
 * (`files.dir`, a local disk: no volume is shared with another instance). The files the server reads
 * (`readByTheServer`) are copied into a dot-led folder, each checked against the sha256 its publish.json lists
 * and publish.json against the sha256 the pin records, then renamed into place: what is in place is complete and
 * checked, and stays while the store cannot be reached. Without a store (`npm start`) the folder is the
 * published versions themselves.
 */
export function createVersionCache(options: { store: ObjectStore | undefined; files: RemoteFiles; log: VersionCacheLog }) {
  const { store, files, log } = options;
  const copying = new Map<string, Promise<CopyResult>>();
  /** Refusals are remembered per version and record: the same bytes fail the same way, so they are not fetched again. */
  const refused = new Map<string, CopyResult>();

  async function copy(remote: string, version: string, record: string | undefined): Promise<CopyResult> {
    const target = path.join(files.dir, remote, version);
    const copied = await readFile(path.join(target, 'publish.json')).catch(() => undefined);
    if (copied) {
      if (record === undefined || sha256(copied) === record) return { ok: true };
      return { ok: false, kind: 'refused', message: `${remote} ${version}: this server's copy does not match the sha256 the pin records` };
    }
    const prefix = `${remote}/${version}/`;
    const staging = path.join(files.dir, `.${remote}-${version}-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      const recordBytes = await store!.get(`${prefix}publish.json`);
      if (!recordBytes) return { ok: false, kind: 'unpublished', message: `${store!.describe()}${prefix} holds no published version (no publish.json)` };
      if (record !== undefined && sha256(recordBytes) !== record) throw new Refusal(`its publish.json does not match the sha256 the pin records`);
      const listed = (JSON.parse(recordBytes.toString('utf8')) as { files?: Record<string, string> }).files;
      if (!listed || typeof listed !== 'object') throw new Refusal('its publish.json lists no file hashes (published before the object store: publish it again)');
      const queue = Object.entries(listed).filter(([file]) => readByTheServer(file));
      let stopped = false;
      const fetchFiles = async () => {
        try {
          await fetchEach();
        } catch (error) {
          stopped = true;
          throw error;
        }
      };
      const fetchEach = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          if (stopped) return;
          const [file, digest] = next;
          const local = path.resolve(staging, file);
          if (!local.startsWith(staging + path.sep)) throw new Refusal(`its publish.json lists a file outside the version: ${file}`);
          const bytes = await store!.get(`${prefix}${file}`);
          if (!bytes) throw new Refusal(`${file} is listed in its publish.json but not in the store`);
          if (sha256(bytes) !== digest) throw new Refusal(`${file} does not match the sha256 its publish.json lists`);
          await mkdir(path.dirname(local), { recursive: true });
          await writeFile(local, bytes);
        }
      };
      await mkdir(staging, { recursive: true });
      // Every fetcher ends before the folder is removed or renamed (one refusal must not race the others' writes).
      const fetched = await Promise.allSettled(Array.from({ length: FETCHES_AT_ONCE }, fetchFiles));
      const failed = fetched.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
      await writeFile(path.join(staging, 'publish.json'), recordBytes);
      await mkdir(path.dirname(target), { recursive: true });
      // Another copy of this server may have put it in place meanwhile: theirs is as good.
      await rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
      log.info({ remote, version }, `copied ${remote} ${version} from ${store!.describe()}, every file checked`);
      return { ok: true };
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, kind: 'refused', message: `${remote} ${version} from ${store!.describe()} refused: ${error.message}` };
      if (error instanceof ObjectStoreError) return { ok: false, kind: 'unavailable', message: error.message };
      return { ok: false, kind: 'unavailable', message: `copying ${remote} ${version} failed: ${(error as Error).message}` };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** Makes sure this server holds a published version (`mf-tools`, `1.2.0`), checked against the pin's `record`. */
  function ensure(remote: string, version: string, record?: string): Promise<CopyResult> {
    if (!store) return Promise.resolve({ ok: true });
    const key = `${remote}/${version}/${record ?? ''}`;
    const known = refused.get(key);
    if (known) return Promise.resolve(known);
    let running = copying.get(key);
    if (!running) {
      running = copy(remote, version, record).then((result) => {
        copying.delete(key);
        if (!result.ok) {
          const fields = { remote, version, kind: result.kind };
          if (result.kind === 'refused') {
            refused.set(key, result);
            remoteArtefactRefusals.inc({ remote });
            log.warn(fields, `${result.message}; its pages render in the browser`);
          } else {
            remoteStoreFailures.inc({ remote });
            log.warn(fields, `${result.message}; tried again on a later request`);
          }
        }
        return result;
      });
      copying.set(key, running);
    }
    return running;
  }

  return {
    ensure,
    /**
     * Waits, up to `ms`, for the version a release pins for `remote` (`mf_tools`) to be here: the document of its
     * page reads the version's manifest for its preloads. Past `ms` the document is made without them.
     */
    async settle(release: StoredRelease, remote: string, ms: number): Promise<void> {
      const pin = release.remotes[remote];
      const found = pin && files.versionOf(pin.manifestUrl);
      if (!store || !found) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([ensure(found.remote, found.version, pin.integrity?.record), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },
    /** Starts copying every version a release pins (its preloads and styles are read from this server's copy). */
    prefetch(release: StoredRelease): void {
      for (const pin of Object.values(release.remotes)) {
        const found = files.versionOf(pin.manifestUrl);
        if (found) void ensure(found.remote, found.version, pin.integrity?.record);
      }
    },
  };
}

export type VersionCache = ReturnType<typeof createVersionCache>;
