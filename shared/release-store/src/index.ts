import { createFileStore } from './file-store.ts';
import { createPostgresStore } from './postgres-store.ts';
import type { ReleaseStore } from './store.ts';

export * from './history.ts';
export * from './store.ts';
export { createFileStore, LOCK_STALE_MS, versionsFromHistory } from './file-store.ts';
export { createPostgresStore, RELEASE_CHANNEL } from './postgres-store.ts';

/**
 * The release store an environment variable names: PostgreSQL at `RELEASE_DATABASE_URL` when set (every
 * shell server and release manager share it), else the files under `releasesDir` (one machine, `npm start`).
 */
export function openReleaseStore(options: { databaseUrl?: string | undefined; releasesDir: string }): ReleaseStore {
  return options.databaseUrl ? createPostgresStore(options.databaseUrl) : createFileStore(options.releasesDir);
}
export * from './stored-release.ts';
