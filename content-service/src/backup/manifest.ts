// What a backup folder holds (manifest.json) and where the three stores are: the environment's variables, the
// same the servers and the release CLI read.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { openObjectStore, type ObjectStore } from '@brids/object-store';
import { loadDatabaseConfig, loadMediaConfig, PACKAGE_DIR } from '../config.ts';

export const BACKUP_FORMAT = 'brids-backup/1';

export interface BackupFile {
  /** Relative to the backup folder, `/`-separated. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  durationMs: number;
  content: {
    kind: 'postgres' | 'sqlite';
    /** DATABASE_URL without its password, or the SQLite file. */
    source: string;
    file: BackupFile;
    /** The migrations the database had run (Kysely's kysely_migration), oldest first: its schema version. */
    migrations: string[];
    latestMigration: string | null;
    /** Rows per table (`schema.table` in PostgreSQL), from the dump's own snapshot. */
    tables: Record<string, number>;
  };
  release: {
    kind: 'postgres' | 'file';
    source: string;
    /** The dump (PostgreSQL) or releases/<env>/ files (file store); none while the store holds nothing. */
    files: BackupFile[];
    /** Per environment: its version (PostgreSQL's number, the file store's release.json sha256) and history length. */
    environments: Record<string, { version: string | null; history: number }>;
    /** sha256 of every row (PostgreSQL) or file (file store), checked again after a restore. */
    digest: string;
  };
  media: {
    source: string;
    count: number;
    bytes: number;
    /** Every object of the media area: its name (the key under media/), size and sha256; the copy is media/<name>. */
    objects: { name: string; size: number; sha256: string }[];
  };
}

export type ContentTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };
export type ReleaseTarget = { kind: 'postgres'; url: string } | { kind: 'file'; dir: string };

export interface Stores {
  content: ContentTarget;
  release: ReleaseTarget;
  media: ObjectStore;
}

/**
 * The stores the environment names: DATABASE_URL (else SQLITE_FILE), RELEASE_DATABASE_URL (else RELEASES_DIR,
 * default releases/ at the repository's root), and the media area of OBJECT_STORE_* (else MEDIA_DIR).
 */
export function storesOf(env: NodeJS.ProcessEnv): Stores {
  const database = loadDatabaseConfig(env);
  const media = loadMediaConfig(env);
  return {
    content: database.databaseUrl ? { kind: 'postgres', url: database.databaseUrl } : { kind: 'sqlite', file: database.sqliteFile },
    release: env.RELEASE_DATABASE_URL
      ? { kind: 'postgres', url: env.RELEASE_DATABASE_URL }
      : { kind: 'file', dir: resolve(env.RELEASES_DIR ?? resolve(PACKAGE_DIR, '..', 'releases')) },
    media: openObjectStore('media', media.objectStore, media.mediaDir),
  };
}

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** A file's size and sha256, read as a stream (dumps can be large). */
export async function fileDigest(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Runs `work` over `items`, `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
